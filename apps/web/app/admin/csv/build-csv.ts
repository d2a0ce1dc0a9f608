import { neutralise } from '@coach/contract/csv-cells';
import { stringify } from 'csv-stringify/browser/esm/sync';

export { neutralise };

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const cells = <T>(columns: readonly CsvColumn<T>[], row: T) =>
  columns.map((column) => {
    const value = column.value(row);
    if (value === null || value === undefined) return '';
    return typeof value === 'string' ? neutralise(value) : String(value);
  });

/**
 * The start of a CSV file: a UTF-8 byte-order mark (so spreadsheet programs read Burmese
 * as Burmese) and the header row.
 */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return `\uFEFF${stringify([columns.map((c) => neutralise(c.header))], { record_delimiter: 'windows' })}`;
}

/**
 * Rows of a CSV file without a header, so a long export is written a page at a time:
 * CRLF line ends, and every cell that holds a comma, quote or line break quoted by
 * csv-stringify. Numbers stay numbers; only text can carry a formula.
 */
export function csvRows<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => cells(columns, row)),
    { record_delimiter: 'windows' },
  );
}

/** A whole CSV file's text: the header, then the rows. */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, csv: Blob) {
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
