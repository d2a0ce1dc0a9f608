import type { ReactNode } from 'react';

/** A field's label; a required field's ends in an asterisk, shown to the eye only. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="a-required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
