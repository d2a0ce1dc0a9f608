import { useId } from 'react';
import { useT } from '../i18n/text.ts';
import { EDITOR_TEXT as E } from './editor-text.ts';
import { EntryBar } from './entry-bar.tsx';

/**
 * The selected picture's description (its alt text) under the toolbar: asked for as soon
 * as a picture is put in, and again whenever one is selected, so no article picture goes
 * out without words for the visitor who cannot see it.
 */
export function AltBar({ initial, onApply }: { initial: string; onApply: (alt: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <EntryBar
      id={id}
      label={E.imageAlt}
      apply={E.applyAlt}
      initial={initial}
      onApply={onApply}
      input={{ 'aria-describedby': `${id}-hint` }}
    >
      <p id={`${id}-hint`} className="a-muted a-alt-hint">
        {t(E.imageAltHint)}
      </p>
    </EntryBar>
  );
}
