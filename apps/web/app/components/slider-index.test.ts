import { describe, expect, it } from 'vitest';
import { chunk, wrapIndex } from './slider-index';

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('from %i by %i of %i slides → %i', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });
});

describe('chunk', () => {
  it('puts 4 testimonials a slide', () => {
    expect(chunk([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(chunk([], 4)).toEqual([]);
  });
});
