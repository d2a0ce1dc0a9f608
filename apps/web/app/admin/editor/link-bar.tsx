import { useId } from 'react';
import { useT } from '../i18n/text.ts';
import { EDITOR_TEXT as E } from './editor-text.ts';
import { UI } from '../i18n/ui.ts';
import { EntryBar } from './entry-bar.tsx';

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
  const id = useId();
  return (
    <EntryBar
      id={id}
      label={E.linkAddress}
      apply={E.applyLink}
      initial={initial}
      onApply={onApply}
      onEscape={onClose}
      input={{ inputMode: 'url', placeholder: 'https://' }}
    >
      {initial && (
        <button type="button" className="a-button a-button-small" onClick={onRemove}>
          {t(E.removeLink)}
        </button>
      )}
      <button type="button" className="a-button a-button-small" onClick={onClose}>
        {t(UI.cancel)}
      </button>
    </EntryBar>
  );
}
