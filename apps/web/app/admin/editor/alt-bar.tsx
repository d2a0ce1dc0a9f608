import { useId, useState } from 'react';
import { useT } from '../i18n/text.ts';
import { EDITOR_TEXT as E } from './editor-text.ts';

/**
 * The selected picture's description (its alt text) under the toolbar: asked for as soon
 * as a picture is put in, and again whenever one is selected, so no article picture goes
 * out without words for the visitor who cannot see it.
 */
export function AltBar({ initial, onApply }: { initial: string; onApply: (alt: string) => void }) {
  const t = useT();
  const [alt, setAlt] = useState(initial);
  const id = useId();
  return (
    <div
      className="a-link-bar"
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onApply(alt.trim());
        }
      }}
    >
      <label htmlFor={id}>{t(E.imageAlt)}</label>
      <input
        id={id}
        type="text"
        autoFocus
        value={alt}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setAlt(e.target.value)}
      />
      <button
        type="button"
        className="a-button a-button-small a-button-primary"
        onClick={() => onApply(alt.trim())}
      >
        {t(E.applyAlt)}
      </button>
      <p id={`${id}-hint`} className="a-muted a-alt-hint">
        {t(E.imageAltHint)}
      </p>
    </div>
  );
}
