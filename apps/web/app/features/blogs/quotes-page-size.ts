import { LIMITS, PAGE_SIZES } from '@coach/contract/options';

/** Screens up to 768 px wide, 768 included: quotes count it as narrow. */
export const QUOTES_NARROW_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

/** Quotes per page: 4 on narrow screens, else 9 beside a featured quote and 12 without one. */
export function quotesPageSize({ narrow, hasFeatured }: { narrow: boolean; hasFeatured: boolean }) {
  if (narrow) return PAGE_SIZES.quotesMobile;
  return hasFeatured ? PAGE_SIZES.quotes : PAGE_SIZES.quotesWithoutFeatured;
}
