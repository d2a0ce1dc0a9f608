import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-pages';

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
