import { resources, sortableFields } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import {
  nextSort,
  offsetOf,
  pageCount,
  readPlace,
  rowRange,
  sortStateOf,
  writePlace,
} from './list-place.ts';

const sortable = ['created', 'name'];

describe('list place in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readPlace(new URLSearchParams(), sortable)).toEqual({
      page: 1,
      size: 25,
      search: '',
      sort: '',
    });
  });

  it('reads page, size, search and sort, refusing malformed or unknown values', () => {
    const good = new URLSearchParams('page=3&size=50&search=aung&sort=-created');
    expect(readPlace(good, sortable)).toEqual({
      page: 3,
      size: 50,
      search: 'aung',
      sort: '-created',
    });
    const bad = new URLSearchParams('page=-2&size=1000&sort=password');
    expect(readPlace(bad, sortable)).toEqual({ page: 1, size: 25, search: '', sort: '' });
    expect(readPlace(new URLSearchParams('page=1.5&size=abc'), sortable)).toMatchObject({
      page: 1,
      size: 25,
    });
  });

  it('writes only what differs from the defaults and keeps the filters', () => {
    const params = new URLSearchParams('resolved=true&page=4');
    expect(writePlace(params, { page: 1, search: ' x ' }).toString()).toBe(
      'resolved=true&search=x',
    );
    expect(writePlace(params, { size: 50, sort: 'name' }).toString()).toBe(
      'resolved=true&page=4&size=50&sort=name',
    );
    expect(writePlace(params, { size: 25, sort: '' }).toString()).toBe('resolved=true&page=4');
    expect(params.toString()).toBe('resolved=true&page=4');
  });

  it('round-trips a place', () => {
    const place = { page: 2, size: 50, search: 'mg', sort: 'name' };
    expect(readPlace(writePlace(new URLSearchParams(), place), sortable)).toEqual(place);
  });
});

describe('page arithmetic', () => {
  it('offsets, page counts and the rows a page shows', () => {
    expect(offsetOf({ page: 1, size: 25 })).toBe(0);
    expect(offsetOf({ page: 3, size: 50 })).toBe(100);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(1234, 25)).toBe(50);
    expect(rowRange({ page: 2, size: 25 }, 25)).toEqual({ first: 26, last: 50 });
    expect(rowRange({ page: 50, size: 25 }, 9)).toEqual({ first: 1226, last: 1234 });
    expect(rowRange({ page: 1, size: 25 }, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('sorting by a column header', () => {
  it('cycles ascending, descending, then the list order', () => {
    expect(nextSort('', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('');
    expect(nextSort('-created', 'name')).toBe('name');
    expect(sortStateOf('name', 'name')).toBe('ascending');
    expect(sortStateOf('-name', 'name')).toBe('descending');
    expect(sortStateOf('-created', 'name')).toBe('none');
  });

  it('offers the columns the API sorts by', () => {
    const columns = sortableFields(resources.appointments);
    expect(columns).toContain('created');
    expect(columns).toContain('name');
    expect(columns).not.toContain('message');
  });
});
