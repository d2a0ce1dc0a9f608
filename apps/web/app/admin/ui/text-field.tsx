import type { InputHTMLAttributes } from 'react';
import { FieldLabel } from './field-label.tsx';
import { FieldError } from './field-error.tsx';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input with its error below, linked for screen readers. */
export function TextField({ id, label, error, required, ...input }: Props) {
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
      <FieldError id={id} error={error} />
    </div>
  );
}
