/**
 * Dates for the demo content, relative to the day it is seeded, so a fresh install always
 * shows upcoming events and recent orders. Event times are free text on the site; these
 * helpers write them the way a person would, in English and in Burmese.
 */

const DAY_MS = 86_400_000;

const EN_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MM_DAYS = ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'];
const MM_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
];

/** Western digits to Burmese digits (၀-၉). */
export const burmeseDigits = (value: string | number) =>
  String(value).replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));

/**
 * `days` days before `now`, then `hours` earlier on that same day (UTC) but never across its
 * midnight: items given different days keep them whatever the hour the demo is seeded at.
 */
export function daysAgo(now: Date, days: number, hours = 0): Date {
  const day = new Date(now.getTime() - days * DAY_MS);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(Math.max(midnight, day.getTime() - hours * 3_600_000));
}

/** The `weekday` (0 = Sunday) on or after `weeks` weeks from now, at midnight UTC. */
export function upcoming(now: Date, weeks: number, weekday: number): Date {
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const day = new Date(base.getTime() + weeks * 7 * DAY_MS);
  return new Date(day.getTime() + ((weekday - day.getUTCDay() + 7) % 7) * DAY_MS);
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** "9:00 AM"; hours as decimals (13.5 is 1:30 PM). */
function enClock(hours: number): string {
  const h = Math.floor(hours);
  const m = Math.round((hours - h) * 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "နံနက် ၉:၀၀": Burmese names the part of the day rather than AM/PM. */
function mmClock(hours: number): string {
  const h = Math.floor(hours);
  const m = Math.round((hours - h) * 60);
  const part = h < 12 ? 'နံနက်' : h < 16 ? 'နေ့လယ်' : h < 19 ? 'ညနေ' : 'ည';
  return `${part} ${burmeseDigits(`${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`)}`;
}

const enDay = (d: Date) =>
  `${EN_DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${EN_MONTHS[d.getUTCMonth()]}`;
const mmDay = (d: Date) =>
  `${MM_MONTHS[d.getUTCMonth()]} ${burmeseDigits(d.getUTCDate())} ရက် (${MM_DAYS[d.getUTCDay()]})`;

/** An event's time in both languages, e.g. "Sat 5 Dec 2026 · 9:00 AM – 4:00 PM". */
export function eventTime(start: Date, days: number, from: number, to: number) {
  const end = addDays(start, days - 1);
  const [startYear, endYear] = [start.getUTCFullYear(), end.getUTCFullYear()];
  // A range within one year names the year once; one across New Year names both.
  const enStart = startYear === endYear ? enDay(start) : `${enDay(start)} ${startYear}`;
  const enDates =
    days > 1 ? `${enStart} – ${enDay(end)} ${endYear}` : `${enDay(start)} ${startYear}`;
  const mmYear = (year: number) => `${burmeseDigits(year)} ခုနှစ်`;
  const mmDates =
    days > 1
      ? startYear === endYear
        ? `${mmYear(startYear)} ${mmDay(start)} မှ ${mmDay(end)} အထိ`
        : `${mmYear(startYear)} ${mmDay(start)} မှ ${mmYear(endYear)} ${mmDay(end)} အထိ`
      : `${mmYear(startYear)} ${mmDay(start)}`;
  return {
    en: `${enDates} · ${enClock(from)} – ${enClock(to)}`,
    mm: `${mmDates}၊ ${mmClock(from)} – ${mmClock(to)}`,
    // The day the event starts, with its own year.
    short: `${enDay(start)} ${startYear}`,
  };
}

/** Myanmar time (UTC+06:30, no daylight saving), where the demo events take place. */
const YANGON_OFFSET_HOURS = 6.5;

/**
 * An event's start and end as the API stores them (ISO, UTC): `from` o'clock Yangon time on
 * its first day to `to` o'clock on its last. `start` is a day at midnight UTC.
 */
export function eventDates(start: Date, days: number, from: number, to: number) {
  const at = (day: Date, hours: number) =>
    new Date(day.getTime() + (hours - YANGON_OFFSET_HOURS) * 3_600_000).toISOString();
  return { starts_at: at(start, from), ends_at: at(addDays(start, days - 1), to) };
}

/** "20 Nov 2026", as printed on a transfer receipt. */
export const receiptDate = (d: Date) =>
  `${d.getUTCDate()} ${EN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
