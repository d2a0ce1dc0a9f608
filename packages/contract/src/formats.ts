import type { Language } from './options.ts';

/**
 * Dates, numbers and amounts as the site writes them, the same on its pages, in the back
 * office and in its emails: Myanmar time by default, Burmese digits and month names in
 * `mm`, thousands grouped in both languages.
 *
 * Written by hand on top of `Intl` (used only to move an instant into the site's time
 * zone, with the `en-US` data every runtime has): Chromium ships no Burmese locale data,
 * so `Intl` in `my-MM` prints English in the browser and Burmese on the server.
 */

/** The site's time zone unless SITE_TIME_ZONE names another. */
export const DEFAULT_TIME_ZONE = 'Asia/Yangon';

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

/** Replaces ASCII digits with Burmese ones (၀–၉), leaving everything else as it is. */
export const burmeseDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => BURMESE_DIGITS[Number(d)]!);

/**
 * Burmese digits (၀–၉) as ASCII ones, leaving everything else as it is: how a number typed
 * on a Burmese keyboard is stored and dialled (a phone number, an account number).
 */
export const asciiDigits = (text: string) =>
  text.replace(/[၀-၉]/g, (d) => String(d.charCodeAt(0) - 0x1040));

/** Digits in the reader's script: Burmese digits in mm. */
export const localDigits = (text: string | number, language: Language) =>
  language === 'mm' ? burmeseDigits(String(text)) : String(text);

/** A number with comma-grouped thousands and at most `fractionDigits` decimals ("18,000", "19.5"). */
export function groupThousands(value: number, fractionDigits = 0): string {
  const factor = 10 ** fractionDigits;
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * factor) / factor).split('.');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A number for a reader of this language: "36,000" / "၃၆,၀၀၀". */
export const formatNumber = (value: number, language: Language, fractionDigits = 0) =>
  localDigits(groupThousands(value, fractionDigits), language);

/**
 * A currency as a reader of this language names it: the kyat is "ကျပ်" in Burmese, the
 * word its readers use, everywhere (shop, checkout, order page, emails, back office);
 * any other currency as the owner wrote it. One word, so a customer never wonders
 * whether "MMK" and "ကျပ်" are two prices.
 */
export const currencyWord = (currency: string, language: Language) =>
  language === 'mm' && currency.trim().toUpperCase() === 'MMK' ? 'ကျပ်' : currency.trim();

/**
 * An amount with its currency: "36,000 MMK" / "၃၆,၀၀၀ ကျပ်". Every price and amount the
 * site shows goes through this one function, so they read alike.
 */
export function formatAmount(amount: number | string, currency: string, language: Language) {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const number = Number.isFinite(value) ? formatNumber(value, language, 2) : String(amount);
  return `${number} ${currencyWord(currency, language)}`.trim();
}

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  mm: [
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
  ],
};

/**
 * Names `Intl` has accepted: asking it means making a formatter, a tenth of a millisecond,
 * for every booking checked (the demo content checks hundreds at a start). Bounded, as the
 * names come from requests; only accepted ones are kept, so a refusal is always asked anew.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_KEPT = 1_000;

/** Whether `Intl` knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_KEPT) knownZones.add(name);
  return true;
}

interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The date and time an instant shows on a wall clock in the time zone. */
function wallClock(date: Date, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/**
 * A time zone's offset at an instant, as `Date.getTimezoneOffset()` gives a device's: UTC
 * minus the wall clock, in minutes (-390 in Yangon). A list's day filters sent with it mean
 * the site's days, whatever zone the admin's own device is in.
 */
export function timeZoneOffset(timeZone: string, at: Date = new Date()): number {
  const clock = wallClock(at, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((minute - wall) / 60_000);
}

/** "9:30 AM" / "နံနက် ၉:၃၀": Burmese names the part of the day rather than AM or PM. */
function clockTime({ hour, minute }: WallClock, language: Language): string {
  const twelve = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`;
  if (language === 'en') return `${twelve} ${hour < 12 ? 'AM' : 'PM'}`;
  const part = hour < 12 ? 'နံနက်' : hour < 16 ? 'နေ့လယ်' : hour < 19 ? 'ညနေ' : 'ည';
  return `${part} ${burmeseDigits(twelve)}`;
}

/**
 * An instant's time of day in the site's time zone: "10:42 AM" / "နံနက် ၁၀:၄၂" (a
 * check-in's "already checked in at …").
 */
export function formatClockTime(
  value: string | Date,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return clockTime(wallClock(date, timeZone), language);
}

export interface DateFormat {
  /** Adds the time of day. */
  time?: boolean;
  /** Day and month only, for a chart's axis: "23 Nov" / "နိုဝင်ဘာ ၂၃". */
  short?: boolean;
}

/**
 * A date as its reader says it, in the site's time zone: "25 November 2026" /
 * "၂၀၂၆ နိုဝင်ဘာ ၂၅", with `time` "25 November 2026, 9:30 AM" / "၂၀၂၆ နိုဝင်ဘာ ၂၅၊ နံနက် ၉:၃၀".
 * Anything that is not a date comes back as it was.
 */
export function formatDate(
  value: string | Date,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
  { time = false, short = false }: DateFormat = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const clock = wallClock(date, timeZone);
  const month = MONTHS[language][clock.month - 1]!;
  if (short) {
    return language === 'mm'
      ? `${month} ${burmeseDigits(String(clock.day))}`
      : `${clock.day} ${month.slice(0, 3)}`;
  }
  const day =
    language === 'mm'
      ? `${burmeseDigits(String(clock.year))} ${month} ${burmeseDigits(String(clock.day))}`
      : `${clock.day} ${month} ${clock.year}`;
  if (!time) return day;
  return `${day}${language === 'mm' ? '၊' : ','} ${clockTime(clock, language)}`;
}

/**
 * An event's dates: one day with its hours ("5 December 2026, 9:00 AM – 4:00 PM"), or
 * the days it spans ("5 December 2026, 9:00 AM – 6 December 2026, 4:30 PM").
 */
export function formatDateRange(
  start: string,
  end: string | null | undefined,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const from = formatDate(start, language, timeZone, { time: true });
  if (!end) return from;
  const sameDay =
    formatDate(start, language, timeZone) === formatDate(end, language, timeZone) &&
    !Number.isNaN(new Date(end).getTime());
  const to = sameDay
    ? clockTime(wallClock(new Date(end), timeZone), language)
    : formatDate(end, language, timeZone, { time: true });
  return `${from} – ${to}`;
}

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  mm: ['တနင်္ဂနွေနေ့', 'တနင်္လာနေ့', 'အင်္ဂါနေ့', 'ဗုဒ္ဓဟူးနေ့', 'ကြာသပတေးနေ့', 'သောကြာနေ့', 'စနေနေ့'],
};

/** A weekday's name, 0 being Sunday: "Tuesday" / "အင်္ဂါနေ့". */
export const weekdayName = (weekday: number, language: Language) =>
  WEEKDAYS[language][((weekday % 7) + 7) % 7]!;

/**
 * A calendar date (YYYY-MM-DD, already the coach's day) with its weekday, as a booking
 * form heads its times: "Tuesday, 1 December" / "အင်္ဂါနေ့၊ ဒီဇင်ဘာ ၁".
 */
export function formatCalendarDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = weekdayName(new Date(Date.UTC(year, month - 1, day)).getUTCDay(), language);
  const monthName = MONTHS[language][month - 1]!;
  return language === 'mm'
    ? `${weekday}၊ ${monthName} ${burmeseDigits(String(day))}`
    : `${weekday}, ${day} ${monthName}`;
}

/**
 * A slot's clock time read from its ISO text with the coach's offset ("10:00" in
 * `2026-12-01T10:00:00+06:30`), as a 12-hour time in the reader's words: "10:00 AM" /
 * "နံနက် ၁၀:၀၀".
 */
export function formatSlotTime(iso: string, language: Language): string {
  const hour = Number(iso.slice(11, 13));
  const minute = Number(iso.slice(14, 16));
  return clockTime({ year: 0, month: 1, day: 1, hour, minute }, language);
}

/**
 * A booked time in full, in its zone: "Tuesday, 1 December 2026, 10:00 AM – 11:00 AM" /
 * in Burmese the same with Burmese names and digits. Emails and the visitor's page use it.
 */
export function formatBookedTime(
  startsAt: string,
  endsAt: string,
  language: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const start = new Date(startsAt);
  const clock = wallClock(start, timeZone);
  const weekday = weekdayName(
    new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay(),
    language,
  );
  const separator = language === 'mm' ? '၊ ' : ', ';
  return `${weekday}${separator}${formatDateRange(startsAt, endsAt, language, timeZone)}`;
}
