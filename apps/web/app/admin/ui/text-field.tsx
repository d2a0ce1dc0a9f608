import type { InputHTMLAttributes } from 'react';
import { useT } from '../i18n/text.ts';
import { FieldLabel } from './field-label.tsx';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input with its error below, linked for screen readers. */
export function TextField({ id, label, error, required, ...input }: Props) {
  const t = useT();
  return (
    <div className={`a-field${error ? ' a-field-invalid' : ''}`}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p className="a-field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}
