import { describe, expect, it } from 'vitest';
import { swipeDirection } from './use-swipe';

describe('swipeDirection', () => {
  it('reads right to left as the next slide and left to right as the previous', () => {
    expect(swipeDirection(-80, 5)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
  });

  it('leaves a tap and a scroll alone', () => {
    expect(swipeDirection(-12, 2)).toBeNull();
    expect(swipeDirection(-60, 120)).toBeNull();
  });
});
