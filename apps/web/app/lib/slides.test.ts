import { describe, expect, it } from 'vitest';
import { readSlides, slideAfter, slideBefore } from './slides';

describe('slideAfter and slideBefore wrap at both ends', () => {
  it.each([
    [1, 3, 2, 3],
    [3, 3, 1, 2],
    [2, 3, 3, 1],
    [1, 1, 1, 1],
  ])('slide %i of %i: after %i, before %i', (slide, slides, after, before) => {
    expect(slideAfter(slide, slides)).toBe(after);
    expect(slideBefore(slide, slides)).toBe(before);
  });
});

describe('readSlides', () => {
  const list = Array.from({ length: 10 }, (_, i) => i + 1);
  const reads: { limit: number; offset: number }[] = [];
  const read = async (window: { limit: number; offset: number }) => {
    reads.push(window);
    return { rows: list.slice(window.offset, window.offset + window.limit), total: list.length };
  };

  it('reads the slide asked for and the one after it', async () => {
    reads.length = 0;
    expect(await readSlides(2, 4, read)).toEqual({
      slide: 2,
      slides: 3,
      total: 10,
      items: [5, 6, 7, 8],
      next: [9, 10],
    });
    expect(reads).toEqual([
      { limit: 4, offset: 4 },
      { limit: 4, offset: 8 },
    ]);
  });

  it('wraps from the last slide to the first', async () => {
    expect(await readSlides(3, 4, read)).toMatchObject({
      slide: 3,
      items: [9, 10],
      next: [1, 2, 3, 4],
    });
  });

  it('shows the last slide for a slide past the end', async () => {
    expect(await readSlides(40, 4, read)).toMatchObject({ slide: 3, items: [9, 10] });
  });

  it('has no next slide when one slide holds the whole list', async () => {
    reads.length = 0;
    expect(await readSlides(1, 12, read)).toEqual({
      slide: 1,
      slides: 1,
      total: 10,
      items: list,
      next: [],
    });
    expect(reads).toHaveLength(1);
  });

  it('makes one empty slide of an empty list', async () => {
    const none = async () => ({ rows: [] as number[], total: 0 });
    expect(await readSlides(1, 4, none)).toEqual({
      slide: 1,
      slides: 1,
      total: 0,
      items: [],
      next: [],
    });
  });
});
