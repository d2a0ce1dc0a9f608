import type { ReactNode } from 'react';

/**
 * One entry of a `<dl>`: its term and its value, wrapped in a `<div>` (valid in a `<dl>`)
 * so the list's stylesheet can set each entry as a row. `className` is the value's.
 */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
