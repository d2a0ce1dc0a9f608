import { describe, expect, it } from 'vitest';
import { onlyPagesDiffer, pageHref, pageParam, readPage } from './paging';

describe('pageParam', () => {
  it.each([
    ['/?events=2', 2],
    ['/', 1],
    ['/?events=0', 1],
    ['/?events=-3', 1],
    ['/?events=two', 1],
    ['/?events=1.5', 1],
    ['/?events=99999999999', 1],
  ])('%s is page %i', (url, page) => {
    expect(pageParam(`http://site${url}`, 'events')).toBe(page);
  });
});

describe('pageHref', () => {
  it('keeps the other parameters and ends with the list anchor', () => {
    expect(pageHref('?clients=3&lang=mm', 'events', 2, 'events')).toBe(
      '?clients=3&lang=mm&events=2#events',
    );
  });
  it('replaces the page already named', () => {
    expect(pageHref('?events=5', 'events', 4, 'events')).toBe('?events=4#events');
  });
  it('leaves page 1 out of the address', () => {
    expect(pageHref('?events=2&clients=3', 'events', 1, 'events')).toBe('?clients=3#events');
    expect(pageHref('', 'events', 1, 'events')).toBe('?#events');
  });
});

describe('readPage', () => {
  const list = Array.from({ length: 10 }, (_, i) => i + 1);
  const read = async ({ limit, offset }: { limit: number; offset: number }) => ({
    rows: list.slice(offset, offset + limit),
    total: 10,
  });

  it('reads the page asked for', async () => {
    expect(await readPage(2, 4, read)).toEqual({
      rows: [5, 6, 7, 8],
      page: 2,
      pages: 3,
      total: 10,
    });
  });
  it('shows the last page for a page past the end', async () => {
    expect(await readPage(9, 4, read)).toEqual({ rows: [9, 10], page: 3, pages: 3, total: 10 });
  });
  it('is one empty page for an empty list', async () => {
    const none = async () => ({ rows: [], total: 0 });
    expect(await readPage(3, 4, none)).toEqual({ rows: [], page: 1, pages: 1, total: 0 });
  });
});

describe('onlyPagesDiffer', () => {
  const isPage = (key: string) => key === 'events' || key.startsWith('g-');
  const url = (s: string) => new URL(s, 'http://site');
  it.each([
    ['/?events=2', '/?events=3', true],
    ['/', '/?g-4=2', true],
    ['/?lang=mm', '/?lang=mm&events=2', true],
    ['/?events=2', '/?events=2', false],
    ['/?events=2', '/?lang=mm&events=2', false],
    ['/', '/blogs?events=2', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(onlyPagesDiffer(url(a), url(b), isPage)).toBe(expected);
  });
});
