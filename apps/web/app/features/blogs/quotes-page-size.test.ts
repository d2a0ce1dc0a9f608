import { describe, expect, it } from 'vitest';
import { QUOTES_NARROW_QUERY, quotesPageSize } from './quotes-page-size';

describe('quotes per page', () => {
  it.each([
    { narrow: false, hasFeatured: true, size: 9 },
    { narrow: false, hasFeatured: false, size: 12 },
    { narrow: true, hasFeatured: true, size: 4 },
    { narrow: true, hasFeatured: false, size: 4 },
  ])('narrow $narrow, featured $hasFeatured: $size', ({ narrow, hasFeatured, size }) => {
    expect(quotesPageSize({ narrow, hasFeatured })).toBe(size);
  });

  it('counts 768 px itself as narrow', () => {
    expect(QUOTES_NARROW_QUERY).toBe('(max-width: 768px)');
  });
});
