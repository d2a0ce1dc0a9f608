import { useEffect, useRef, useState } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** How long typing pauses before the list asks the server again. */
const DEBOUNCE_MS = 300;

/**
 * The list's search box: what is typed is sent to the server once typing pauses, so a
 * list of thousands never loads whole to be searched here.
 */
export function SearchBox({
  value,
  onSearch,
  label = UI.search,
}: {
  value: string;
  onSearch: (text: string) => void;
  /** What the box searches, when "Search this list" says too little. */
  label?: Text;
}) {
  const t = useT();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // A search changed from elsewhere (back, forward) shows in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim());
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <label className="a-search">
      <span className="visually-hidden">{t(label)}</span>
      <input
        type="search"
        placeholder={t(label)}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </label>
  );
}
