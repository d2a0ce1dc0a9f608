import type { ReactNode } from 'react';
import type { Series } from './bar-chart.tsx';
import { ColumnHeads } from './column-heads.tsx';

/** A table whose rows are named in their first cell, each followed by its counts. */
export function CountsTable<Key extends string, Row extends Record<Key, number>>({
  className,
  caption,
  nameColumn,
  series,
  format,
  rows,
  rowKey,
  rowName,
}: {
  className: string;
  /** Said to screen readers only; the heading above already names the table for the eye. */
  caption?: string;
  /** The heading of the column naming the rows. */
  nameColumn: string;
  series: Series<Key>;
  format: (count: number) => string;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowName: (row: Row) => ReactNode;
}) {
  return (
    <table className={className}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <ColumnHeads labels={[nameColumn, ...series.map(({ label }) => label)]} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row">{rowName(row)}</th>
            {series.map(({ key }) => (
              <td key={key}>{format(row[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
