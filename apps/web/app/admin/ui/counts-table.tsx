import type { ReactNode } from 'react';

/** A table whose rows are named in their first cell, each followed by its counts. */
export function CountsTable<Row>({
  className,
  caption,
  columns,
  rows,
  rowKey,
  rowName,
  counts,
}: {
  className: string;
  /** Said to screen readers only; the heading above already names the table for the eye. */
  caption?: string;
  /** The column headings, the naming column's first. */
  columns: string[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowName: (row: Row) => ReactNode;
  counts: (row: Row) => ReactNode[];
}) {
  return (
    <table className={className}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row">{rowName(row)}</th>
            {counts(row).map((count, i) => (
              <td key={i}>{count}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
