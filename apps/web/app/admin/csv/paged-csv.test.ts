import { describe, expect, it, vi } from 'vitest';
import { buildCsv } from './build-csv.ts';
import { CSV_PAGE_SIZE, collectCsv } from './paged-csv.ts';

interface Row {
  id: number;
  name: string;
}
const columns = [
  { header: 'ID', value: (r: Row) => r.id },
  { header: 'Name', value: (r: Row) => r.name },
];
const table = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: i % 2 ? `Ma, ${i}` : `=${i}` }));

/** The file's text as a spreadsheet program reads it, byte-order mark included. */
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

/** A list API over rows: answers pages and the total, and records each call. */
function listApi(rows: Row[]) {
  const calls: { offset: number; limit: number }[] = [];
  const fetchPage = vi.fn(async (offset: number, limit: number) => {
    calls.push({ offset, limit });
    return { rows: rows.slice(offset, offset + limit), total: rows.length };
  });
  return { calls, fetchPage };
}

describe('collectCsv', () => {
  it('asks for pages of 100 with a growing offset until the total, and writes every row once', async () => {
    const rows = table(250);
    const api = listApi(rows);
    const progress: { done: number; total: number }[] = [];
    const blob = await collectCsv({
      columns,
      fetchPage: api.fetchPage,
      onProgress: (p) => progress.push(p),
    });
    expect(api.calls).toEqual([
      { offset: 0, limit: CSV_PAGE_SIZE },
      { offset: 100, limit: CSV_PAGE_SIZE },
      { offset: 200, limit: CSV_PAGE_SIZE },
    ]);
    expect(progress).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
    expect(await textOf(blob)).toBe(buildCsv(columns, rows));
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('stops after one call on an exact page and on an empty list, header only for none', async () => {
    const exact = listApi(table(100));
    await collectCsv({ columns, fetchPage: exact.fetchPage });
    expect(exact.calls).toHaveLength(1);
    const none = listApi([]);
    const blob = await collectCsv({ columns, fetchPage: none.fetchPage });
    expect(none.calls).toHaveLength(1);
    expect(await textOf(blob)).toBe('\uFEFFID,Name\r\n');
  });

  it('stops at a short page when rows were deleted meanwhile', async () => {
    const fetchPage = vi.fn(async (offset: number) => ({
      rows: table(130).slice(offset, offset + (offset ? 10 : 100)),
      total: 130,
    }));
    const blob = await collectCsv({ columns, fetchPage });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect((await textOf(blob)).split('\r\n')).toHaveLength(1 + 110 + 1);
  });

  it('rejects when a page fails mid-way, so nothing is offered', async () => {
    const rows = table(300);
    const fetchPage = vi.fn(async (offset: number, limit: number) => {
      if (offset >= 200) throw new Error('network');
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    });
    await expect(collectCsv({ columns, fetchPage })).rejects.toThrow('network');
  });

  it('stops when the export is cancelled', async () => {
    const controller = new AbortController();
    const api = listApi(table(500));
    const onProgress = () => controller.abort();
    await expect(
      collectCsv({ columns, fetchPage: api.fetchPage, onProgress, signal: controller.signal }),
    ).rejects.toThrow();
    expect(api.calls).toHaveLength(1);
  });
});
