import { addDays } from './zoned-days.ts';

/** Every date from `first` to `last`, both included (none when `last` comes first). */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * Sorted blocked dates as runs of consecutive days: a fortnight's holiday reads as one
 * line ("20 December – 3 January"), not fourteen.
 */
export function runsOf(dates: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const date of [...dates].sort()) {
    const run = runs.at(-1);
    if (run && addDays(run.at(-1)!, 1) === date) run.push(date);
    else runs.push([date]);
  }
  return runs;
}
