import { PAGE_SIZES } from '@coach/contract/options';

/**
 * Quotes per page: 4 on narrow screens (up to LIMITS.mobileBreakpointPx, the breakpoint in
 * blogs.css), else 9 beside a featured quote and 12 without one.
 */
export function quotesPageSize({ narrow, hasFeatured }: { narrow: boolean; hasFeatured: boolean }) {
  if (narrow) return PAGE_SIZES.quotesMobile;
  return hasFeatured ? PAGE_SIZES.quotes : PAGE_SIZES.quotesWithoutFeatured;
}
