/**
 * Requests at a fixed concurrency, timed: the figures the benchmarks print (requests per
 * second, latency percentiles, failures). Read them as ratios within one run.
 */

import { readFileSync } from 'node:fs';

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export function summarise(times: number[], seconds: number, failures: number): Figures {
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { rps: times.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99), failures };
}

/**
 * `requests` requests to `url`, `concurrency` at a time. `url` and `init` may be functions
 * of the request's number, for requests that must differ (a form sent by many visitors, a
 * link clicked with a new click id each time).
 */
export async function measure(
  url: string | ((n: number) => string),
  { requests, concurrency }: { requests: number; concurrency: number },
  init: RequestInit | ((n: number) => RequestInit) = {},
  ok: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const n = next++;
        const t0 = performance.now();
        const res = await fetch(
          typeof url === 'function' ? url(n) : url,
          typeof init === 'function' ? init(n) : init,
        );
        await res.arrayBuffer();
        if (!ok(res.status)) failures += 1;
        times.push(performance.now() - t0);
      }
    }),
  );
  return summarise(times, (performance.now() - started) / 1000, failures);
}

/** User and system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

/**
 * `rounds` rounds of two measurements side by side, each first in every other round: a
 * busy moment of the shared machine falls on both alike, and so does what one run leaves
 * for the next (views counted in it are written a moment later, 2,000 waiting or five
 * seconds on). Answers each side's results in round order.
 */
export async function sideBySide<T>(
  rounds: number,
  first: () => Promise<T>,
  second: () => Promise<T>,
): Promise<[T[], T[]]> {
  const firsts: T[] = [];
  const seconds: T[] = [];
  const runFirst = async () => firsts.push(await first());
  const runSecond = async () => seconds.push(await second());
  for (let round = 0; round < rounds; round++) {
    for (const run of round % 2 === 0 ? [runFirst, runSecond] : [runSecond, runFirst]) await run();
  }
  return [firsts, seconds];
}
