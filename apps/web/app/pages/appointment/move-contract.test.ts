import { describe, expect, it } from 'vitest';
import { moveProblems } from './move-contract';

describe('moveProblems', () => {
  it.each([
    ['2026-12-01T03:30:00.000Z', {}],
    ['', { starts_at: 'chooseFirst' }],
    ['  ', { starts_at: 'chooseFirst' }],
  ])('a move to %j is refused as %j', (starts_at, problems) => {
    expect(moveProblems({ starts_at })).toEqual(problems);
  });
});
