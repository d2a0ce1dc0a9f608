import { describe, expect, it } from 'vitest';
import { type Figures, verdict } from './lighthouse-goals.ts';

const figures = (over: Partial<Figures>): Figures => ({
  performance: 1,
  fcp: 900,
  lcp: 1_000,
  tbt: 0,
  tbtOnCpu: 0,
  benchmarkIndex: 1_500,
  ...over,
});

/** `npm run bench:lighthouse`'s verdict: each page against its own copy without scripts. */
describe('the Lighthouse goals', () => {
  it('meets them on its own: performance 0.98, TBT 50 ms, LCP at most 1.15× the copy', () => {
    expect(verdict(figures({ performance: 0.98, tbt: 50, lcp: 1_150 }), figures({}))).toEqual([]);
  });

  it('meets performance and TBT within their margin of a copy the host slowed as well', () => {
    const copy = figures({ performance: 0.9, tbt: 250 });
    expect(verdict(figures({ performance: 0.88, tbt: 300 }), copy)).toEqual([]);
  });

  it('misses past the margins, naming each goal missed with the copy beside it', () => {
    const copy = figures({ performance: 0.99, tbt: 10, lcp: 1_000 });
    expect(
      verdict(figures({ performance: 0.96, tbt: 61, tbtOnCpu: 12, lcp: 1_151 }), copy),
    ).toEqual([
      'performance 0.96 (no JS 0.99)',
      'TBT 61 ms (no JS 10; 12 on the CPU)',
      'LCP ratio 1.15',
    ]);
    // The LCP ratio has no margin: the copy slowed is the measure itself.
    expect(verdict(figures({ lcp: 2_400 }), figures({ lcp: 2_000 }))).toEqual(['LCP ratio 1.20']);
  });
});
