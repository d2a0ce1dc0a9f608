/** The figures a case prints, so that a run's output can be quoted. */

/** Percentiles of a list of durations, rounded to whole milliseconds. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!)
      : NaN;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** One line per figure, prefixed so that a run's figures are easy to find and quote. */
export function report(caseName: string, figures: Record<string, unknown>) {
  console.log(`[faults] ${caseName}: ${JSON.stringify(figures)}`);
}

export function countBy(values: (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
