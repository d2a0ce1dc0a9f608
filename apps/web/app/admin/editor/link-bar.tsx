import { useId, useState } from 'react';
import { useT } from '../i18n/text.ts';
import { EDITOR_TEXT as E } from './editor-text.ts';
import { UI } from '../i18n/ui.ts';

/** The link address row under the toolbar (instead of a blocking prompt). */
export function LinkBar({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const [href, setHref] = useState(initial);
  const id = useId();
  return (
    <div
      className="a-link-bar"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        if (e.key === 'Enter') {
          e.preventDefault();
          onApply(href.trim());
        }
      }}
    >
      <label htmlFor={id}>{t(E.linkAddress)}</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoFocus
        placeholder="https://"
        value={href}
        onChange={(e) => setHref(e.target.value)}
      />
      <button
        type="button"
        className="a-button a-button-small a-button-primary"
        onClick={() => onApply(href.trim())}
      >
        {t(E.applyLink)}
      </button>
      {initial && (
        <button type="button" className="a-button a-button-small" onClick={onRemove}>
          {t(E.removeLink)}
        </button>
      )}
      <button type="button" className="a-button a-button-small" onClick={onClose}>
        {t(UI.cancel)}
      </button>
    </div>
  );
}
