import { timeZoneOffset } from '@coach/contract/formats';

/**
 * Calendar arithmetic on the coach's days (YYYY-MM-DD in the availability's time zone),
 * whatever zone the admin's own device is in: the agenda's weeks and a session's place in
 * its day are the coach's, as the API counts them.
 */

const DAY_MS = 86_400_000;

/**
 * An instant's wall clock in the zone, written as ISO text ("2026-12-01T10:00:00.000Z"
 * for ten o'clock that day there): its date and clock time are read off by position, as
 * the contract's formatSlotTime does.
 */
export function wallClock(instant: string | Date, zone: string): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  return new Date(at.getTime() - timeZoneOffset(zone, at) * 60_000).toISOString();
}

/** The coach's date of an instant. */
export const dateIn = (instant: string | Date, zone: string) =>
  wallClock(instant, zone).slice(0, 10);

/** Minutes since the coach's midnight of an instant (600 for 10:00). */
export function minuteOfDay(instant: string | Date, zone: string): number {
  const clock = wallClock(instant, zone);
  return Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
}

/** The coach's date today. */
export const todayIn = (zone: string, now = new Date()) => dateIn(now, zone);

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 for Sunday to 6 for Saturday, as the availability counts weekdays. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday a date's week starts on. */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The seven dates of the week starting on `monday`. */
export const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** A real calendar date as YYYY-MM-DD (a week's address in the agenda's link). */
export function isCalendarDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
