import type { Page } from '../api/client.ts';
import { type CsvColumn, csvHeader, csvRows } from './build-csv.ts';

/** The most rows one list call answers: the export asks for pages this long. */
export const CSV_PAGE_SIZE = 100;

export interface CsvProgress {
  done: number;
  total: number;
}

/**
 * Every row a list's filters select, as one CSV file, fetched a page at a time. Each page
 * becomes CSV text as it arrives and its rows are dropped, so a list of tens of thousands
 * is never held as objects at once; only the text chunks are kept, for the Blob.
 *
 * It stops when it has as many rows as the total, or at a short page (rows deleted
 * meanwhile). A failed page rejects the whole export, so no partial file is offered.
 */
export async function collectCsv<T>(options: {
  columns: readonly CsvColumn<T>[];
  fetchPage: (offset: number, limit: number) => Promise<Page<T>>;
  onProgress?: (progress: CsvProgress) => void;
  signal?: AbortSignal;
}): Promise<Blob> {
  const { columns, fetchPage, onProgress, signal } = options;
  const chunks: string[] = [csvHeader(columns)];
  let done = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await fetchPage(done, CSV_PAGE_SIZE);
    if (page.rows.length > 0) chunks.push(csvRows(columns, page.rows));
    done += page.rows.length;
    // Rows added meanwhile may raise the total; never report more done than there are.
    const total = Math.max(page.total, done);
    onProgress?.({ done, total });
    if (page.rows.length < CSV_PAGE_SIZE || done >= page.total) break;
  }
  return new Blob(chunks, { type: 'text/csv;charset=utf-8' });
}
