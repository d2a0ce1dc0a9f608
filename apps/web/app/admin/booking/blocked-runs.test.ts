import { describe, expect, it } from 'vitest';
import { datesFrom, runsOf } from './blocked-runs.ts';

describe('blocked dates as runs of days', () => {
  it('lists every date of a range, across a month and a year', () => {
    expect(datesFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesFrom('2027-02-27', '2027-03-01')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
    ]);
    expect(datesFrom('2027-01-05', '2027-01-05')).toEqual(['2027-01-05']);
    expect(datesFrom('2027-01-05', '2027-01-04')).toEqual([]);
  });

  it('groups consecutive days, in order', () => {
    expect(runsOf(['2027-01-02', '2026-12-31', '2027-01-01', '2027-03-08', '2027-03-10'])).toEqual([
      ['2026-12-31', '2027-01-01', '2027-01-02'],
      ['2027-03-08'],
      ['2027-03-10'],
    ]);
    expect(runsOf([])).toEqual([]);
  });
});
