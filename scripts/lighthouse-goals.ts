/**
 * What `npm run bench:lighthouse` measures of a page, and the goals it judges each page
 * by: against the page's own copy without scripts, measured in the same run, so that a
 * host that slows both (a crowded machine, a slow one) is not taken for the scripts' cost
 * (issue 38, decision 0020).
 */

export interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * The main thread's tasks after the first paint, read from Lighthouse's own trace of the
   * run, at its 4× counting only their time on the CPU: what the page's work would block
   * if its thread had a core whenever it was ready. Lighthouse counts the wall clock, which
   * on a crowded host is mostly waiting for a core (decision 0020); this is printed beside
   * it to tell the two apart, and the goal stays Lighthouse's figure.
   */
  tbtOnCpu: number;
  /**
   * Lighthouse's measure of the host's speed at the start of the run (higher is faster; its
   * 4× CPU slowdown is meant for about 1 500). A busy machine gives a lower index, and every
   * task, so the blocking time, is then simulated longer than the phone it stands for.
   */
  benchmarkIndex: number;
}

/** The goals of a page, each against its own copy without scripts (issue 38). */
export const GOALS = {
  performance: 0.98,
  performanceMargin: 0.02,
  tbtMs: 50,
  tbtMarginMs: 50,
  lcpRatio: 1.15,
};

/** What a page missed against its copy without scripts; none when it met every goal. */
export function verdict(page: Figures, copy: Figures): string[] {
  // Scores are hundredths: compared as such, so that 0.96 is within 0.02 of 0.98.
  const hundredths = (score: number) => Math.round(score * 100);
  const performanceMet =
    hundredths(page.performance) >= hundredths(GOALS.performance) ||
    hundredths(copy.performance) - hundredths(page.performance) <=
      hundredths(GOALS.performanceMargin);
  const tbtMet = page.tbt <= GOALS.tbtMs || page.tbt <= copy.tbt + GOALS.tbtMarginMs;
  const lcpMet = page.lcp <= copy.lcp * GOALS.lcpRatio;
  return [
    !performanceMet &&
      `performance ${page.performance.toFixed(2)} (no JS ${copy.performance.toFixed(2)})`,
    !tbtMet &&
      `TBT ${page.tbt.toFixed(0)} ms (no JS ${copy.tbt.toFixed(0)}; ${page.tbtOnCpu.toFixed(0)} on the CPU)`,
    !lcpMet && `LCP ratio ${(page.lcp / copy.lcp).toFixed(2)}`,
  ].filter((miss): miss is string => typeof miss === 'string');
}
