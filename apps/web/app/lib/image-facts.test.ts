import { describe, expect, it } from 'vitest';
import { fileIdsIn, focalPosition, imageAlt, mergeImageFacts } from './image-facts';

const ID_A = 'AAAAAAAAAAAAAAAAAAAA-_';
const ID_B = 'bbbbbbbbbbbbbbbbbbbb01';

describe('imageAlt', () => {
  it.each([
    ['en', [{ alt: 'English', alt_mm: 'မြန်မာ' }], 'English'],
    ['mm', [{ alt: 'English', alt_mm: 'မြန်မာ' }], 'မြန်မာ'],
    ['en', [{ alt_mm: 'မြန်မာ' }], 'မြန်မာ'],
    ['mm', [{ alt: 'English' }], 'English'],
    ['en', [{ alt: '  ', alt_mm: '' }], 'page text'],
    ['en', [undefined], 'page text'],
    // Several images (a <picture>): the page's language in any of them, then the other.
    ['mm', [{ alt: 'Wide' }, { alt_mm: 'ဖုန်း' }], 'ဖုန်း'],
    ['en', [{ alt: 'Wide' }, { alt: 'Phone' }], 'Wide'],
    ['en', [undefined, { alt: 'Phone' }], 'Phone'],
  ] as const)('on an %s page with %j: %s', (language, facts, expected) => {
    expect(imageAlt(facts, language, 'page text')).toBe(expected);
  });
});

describe('focalPosition', () => {
  it('writes the point as percentages of width and height, to two decimals', () => {
    expect(focalPosition([0.5, 0.5])).toBe('50% 50%');
    expect(focalPosition([0, 1])).toBe('0% 100%');
    expect(focalPosition([0.12345, 2 / 3])).toBe('12.35% 66.67%');
  });
});

describe('fileIdsIn', () => {
  it('finds every string shaped like a file id, however deep, once each', () => {
    const data = {
      hero: { image: ID_A, mobileImage: null, text: 'Grow your business with us today!' },
      clients: {
        items: [
          { id: 3, name: 'Acme', image: ID_B },
          { id: 4, image: ID_A },
        ],
      },
      count: 22,
      slug: 'twenty-two-characters!',
    };
    expect([...fileIdsIn(data)].sort()).toEqual([ID_A, ID_B]);
    expect(fileIdsIn(null).size).toBe(0);
  });
});

describe('mergeImageFacts', () => {
  it('merges the `images` of every route match, skipping those without', () => {
    expect(
      mergeImageFacts([
        undefined,
        { shopCategories: [] },
        { images: { [ID_A]: { alt: 'A' } } },
        { images: { [ID_B]: { focal: [0, 0] } } },
      ]),
    ).toEqual({ [ID_A]: { alt: 'A' }, [ID_B]: { focal: [0, 0] } });
  });
});
