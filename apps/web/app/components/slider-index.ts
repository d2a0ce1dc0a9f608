/** The slide after moving `step` from `index` among `count` slides, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Splits items into slides of `perSlide` (the last may be shorter). */
export function chunk<T>(items: readonly T[], perSlide: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += perSlide) slides.push(items.slice(i, i + perSlide));
  return slides;
}
