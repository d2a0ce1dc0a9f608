import { stringify } from 'csv-stringify/browser/esm/sync';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** Cells a spreadsheet would run as a formula (OWASP's list, with tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that would start a formula gets a leading single quote, so it stays text. */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A CSV file's text: a UTF-8 byte-order mark first (so spreadsheet programs read
 * Burmese as Burmese), a header row, CRLF line ends, and every cell that holds a comma,
 * quote or line break quoted by csv-stringify. Numbers stay numbers; only text can
 * carry a formula.
 */
export function buildCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const records = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      if (value === null || value === undefined) return '';
      return typeof value === 'string' ? neutralise(value) : String(value);
    }),
  );
  const header = columns.map((c) => neutralise(c.header));
  return `\uFEFF${stringify([header, ...records], { record_delimiter: 'windows' })}`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
