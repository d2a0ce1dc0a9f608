/** One entry of the pager: a page number or a gap shown as an ellipsis. */
export type PagerItem = number | 'gap';

/**
 * The page buttons to show: every page when there are 4 or fewer, otherwise the first,
 * the last and the current page with its neighbours, the rest collapsed into gaps.
 */
export function pagerItems(current: number, total: number, collapseAbove = 4): PagerItem[] {
  if (total <= collapseAbove) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of pages) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
