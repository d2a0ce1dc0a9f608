import { describe, expect, it } from 'vitest';
import { pageCount, pageSlice, pagerItems } from './pager-pages';

describe('pagerItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
  ] as const)('page %i of %i shows %j', (current, total, expected) => {
    expect(pagerItems(current, total)).toEqual(expected);
  });
});

describe('paging a list', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1);
  it('counts pages and never fewer than one', () => {
    expect(pageCount(10, 4)).toBe(3);
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
  });
  it('slices one page', () => {
    expect(pageSlice(items, 1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageSlice(items, 3, 4)).toEqual([9, 10]);
  });
});
