import type { ReactNode } from 'react';

/** A table's head: a heading per column, then the row actions' own heading if it has one. */
export function ColumnHeads({ labels, actions }: { labels: string[]; actions?: ReactNode }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th scope="col" key={label}>
            {label}
          </th>
        ))}
        {actions}
      </tr>
    </thead>
  );
}
