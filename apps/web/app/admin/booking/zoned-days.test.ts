import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateIn,
  isCalendarDate,
  minuteOfDay,
  mondayOf,
  todayIn,
  wallClock,
  weekOf,
} from './zoned-days.ts';

describe("the coach's days", () => {
  it("reads an instant's date and clock in the coach's zone, not the device's", () => {
    // 20:00 UTC on 30 November is 02:30 on 1 December in Yangon (UTC+6:30).
    const late = '2026-11-30T20:00:00.000Z';
    expect(dateIn(late, 'Asia/Yangon')).toBe('2026-12-01');
    expect(minuteOfDay(late, 'Asia/Yangon')).toBe(2 * 60 + 30);
    expect(dateIn(late, 'America/New_York')).toBe('2026-11-30');
    expect(minuteOfDay(late, 'America/New_York')).toBe(15 * 60);
    expect(wallClock(late, 'Asia/Yangon').slice(11, 16)).toBe('02:30');
    expect(todayIn('Asia/Yangon', new Date(late))).toBe('2026-12-01');
  });

  it('keeps a zone with daylight saving on its own clock on both sides of the change', () => {
    // London moves from UTC+1 to UTC on 25 October 2026.
    expect(minuteOfDay('2026-10-24T09:00:00Z', 'Europe/London')).toBe(10 * 60);
    expect(minuteOfDay('2026-10-26T10:00:00Z', 'Europe/London')).toBe(10 * 60);
  });

  it('counts weeks from Monday, across months and years', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    // A Sunday belongs to the week that began six days before.
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(weekOf('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes only real dates as a week’s address', () => {
    expect(isCalendarDate('2026-12-01')).toBe(true);
    for (const bad of ['2026-02-30', '2026-1-01', 'next week', '', null]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });
});
