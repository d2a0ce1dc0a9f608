import { neutralise } from '@coach/contract/csv-cells';
import { formatDate } from '@coach/contract/formats';
import { stringify } from 'csv-stringify/sync';

/** One column of a CSV export: its header, and how a row fills its cell. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => string | number];

/**
 * A CSV file for spreadsheets: a UTF-8 byte-order mark (they then read Burmese as
 * Burmese), CRLF lines, and every text cell that would start a formula neutralised as the
 * back office's own exports do (csv-cells.ts).
 */
export function csvFile<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map(([header]) => header),
    ...rows.map((row) => columns.map(([, cell]) => cell(row))),
  ];
  const cells = lines.map((line) =>
    line.map((cell) => (typeof cell === 'string' ? neutralise(cell) : String(cell))),
  );
  return `\uFEFF${stringify(cells, { record_delimiter: 'windows' })}`;
}

/** A stored instant as a date and time in the site's zone; empty when there is none. */
export const siteTime = (timeZone: string) => (iso: string | null) =>
  iso ? formatDate(iso, 'en', timeZone, { time: true }) : '';
