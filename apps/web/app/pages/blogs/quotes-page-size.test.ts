import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LIMITS } from '@coach/contract/options';
import { quotesPageSize } from './quotes-page-size';

describe('quotes per page', () => {
  it.each([
    { narrow: false, hasFeatured: true, size: 9 },
    { narrow: false, hasFeatured: false, size: 12 },
    { narrow: true, hasFeatured: true, size: 4 },
    { narrow: true, hasFeatured: false, size: 4 },
  ])('narrow $narrow, featured $hasFeatured: $size', ({ narrow, hasFeatured, size }) => {
    expect(quotesPageSize({ narrow, hasFeatured })).toBe(size);
  });

  it('shows the narrow page up to the mobile breakpoint, 768 px included, and the wide one above', () => {
    const css = readFileSync(new URL('./blogs.css', import.meta.url), 'utf8');
    const at = LIMITS.mobileBreakpointPx;
    expect(css).toMatch(
      new RegExp(`@media \\(width <= ${at}px\\) \\{\\s*\\.quote-gallery-wide \\{\\s*display: none`),
    );
    expect(css).toMatch(
      new RegExp(
        `@media \\(width > ${at}px\\) \\{\\s*\\.quote-gallery-narrow \\{\\s*display: none`,
      ),
    );
  });
});
