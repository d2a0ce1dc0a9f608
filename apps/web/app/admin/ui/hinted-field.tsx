import type { InputHTMLAttributes } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { TextField } from './text-field.tsx';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** A line under the input that says what to type, read with it by screen readers. */
  hint?: Text;
}

/** A labelled input (TextField) with a hint below it, both linked to the input. */
export function HintedField({ id, hint, error, ...input }: Props) {
  const t = useT();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="a-field-with-hint">
      <TextField id={id} error={error} aria-describedby={described || undefined} {...input} />
      {hint && (
        <p className="a-hint" id={`${id}-hint`}>
          {t(hint)}
        </p>
      )}
    </div>
  );
}
