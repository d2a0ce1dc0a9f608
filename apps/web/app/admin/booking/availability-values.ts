import {
  APPOINTMENT_FOR,
  type AppointmentFor,
  type Availability,
  type WeeklyHours,
} from '@coach/contract';
import type { FieldErrors } from '../crud/form-values.ts';

/** One range of a day's hours as the form holds it; `key` stays with it for React and its inputs' ids. */
export interface RangeItem {
  key: number;
  weekday: number;
  /** As a time input gives it, "HH:MM"; an end of "00:00" is the day's last midnight. */
  from: string;
  to: string;
}

export const NUMBER_FIELDS = [
  'slot_minutes',
  'buffer_minutes',
  'min_notice_hours',
  'max_per_day',
  'days_ahead',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** The availability as the form edits it: numbers as typed, so the API's checks judge them. */
export interface AvailabilityDraft {
  time_zone: string;
  ranges: RangeItem[];
  numbers: Record<NumberField, string>;
  blocked_dates: string[];
  /** Minutes per kind of appointment; empty for the general session length. */
  purpose_minutes: Record<AppointmentFor, string>;
  /** A kind's hours of its own, which this screen does not edit but must not drop on save. */
  purpose_weekly: Partial<Record<AppointmentFor, WeeklyHours[]>>;
  /** Where each kind happens, as typed: its calendar file and emails say it. */
  purpose_places: Record<AppointmentFor, Record<PlaceField, string>>;
}

/** A kind's place in English and Burmese, and its meeting link (PurposeHours). */
export const PLACE_FIELDS = ['location', 'location_mm', 'meeting_url'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** Days in the order a week is read here: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** What "copy Monday" fills: the rest of the working week. */
export const COPY_TO = [2, 3, 4, 5] as const;

// A time input has no 24:00: the day's last midnight is written 00:00 as an end, which
// can mean nothing else (a range must end after it starts).
const MIDNIGHT_END = '24:00';
const toInput = (to: string) => (to === MIDNIGHT_END ? '00:00' : to);
const fromInput = (to: string) => (to === '00:00' ? MIDNIGHT_END : to);

let nextKey = 1;
export const rangeOf = (weekday: number, from: string, to: string): RangeItem => ({
  key: nextKey++,
  weekday,
  from,
  to,
});

export function draftOf(availability: Availability): AvailabilityDraft {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    time_zone: availability.time_zone,
    ranges: availability.weekly.map((r) => rangeOf(r.weekday, r.from, toInput(r.to))),
    numbers: Object.fromEntries(
      NUMBER_FIELDS.map((field) => [field, text(availability[field])]),
    ) as AvailabilityDraft['numbers'],
    blocked_dates: [...availability.blocked_dates],
    purpose_minutes: Object.fromEntries(
      APPOINTMENT_FOR.map((kind) => [
        kind,
        text(availability.by_purpose[kind]?.slot_minutes ?? null),
      ]),
    ) as AvailabilityDraft['purpose_minutes'],
    purpose_weekly: Object.fromEntries(
      APPOINTMENT_FOR.flatMap((kind) => {
        const weekly = availability.by_purpose[kind]?.weekly;
        return weekly?.length ? [[kind, weekly]] : [];
      }),
    ),
    purpose_places: Object.fromEntries(
      APPOINTMENT_FOR.map((kind) => [
        kind,
        Object.fromEntries(
          PLACE_FIELDS.map((field) => [field, availability.by_purpose[kind]?.[field] ?? '']),
        ),
      ]),
    ) as AvailabilityDraft['purpose_places'],
  };
}

/**
 * What PUT /api/availability is sent: the ranges in the draft's order (the API's errors
 * name them by that index), numbers as typed and trimmed (an empty cap is no cap).
 */
export function bodyOf(draft: AvailabilityDraft) {
  const number = (value: string) => value.trim();
  const byPurpose: Record<string, Record<string, string | WeeklyHours[]>> = {};
  for (const kind of APPOINTMENT_FOR) {
    const minutes = number(draft.purpose_minutes[kind]);
    const weekly = draft.purpose_weekly[kind];
    const places = PLACE_FIELDS.flatMap((field) => {
      const value = draft.purpose_places[kind][field].trim();
      return value ? [[field, value] as const] : [];
    });
    if (!minutes && !weekly && !places.length) continue;
    byPurpose[kind] = {
      ...(minutes && { slot_minutes: minutes }),
      ...(weekly && { weekly }),
      ...Object.fromEntries(places),
    };
  }
  return {
    time_zone: draft.time_zone,
    weekly: draft.ranges.map((r) => ({ weekday: r.weekday, from: r.from, to: fromInput(r.to) })),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, number(draft.numbers[field])])),
    max_per_day: number(draft.numbers.max_per_day) || null,
    blocked_dates: draft.blocked_dates,
    by_purpose: byPurpose,
  };
}

/**
 * The API's field errors moved to the inputs they are about: `weekly.3.to` to that range's
 * own key (`range.12.to`), `blocked_dates.1` to its date, `by_purpose.Training.slot_minutes`
 * to that kind's length, `by_purpose.Training.meeting_url` to its place's input
 * (`place.Training.meeting_url`). Anything else keeps the API's name.
 */
export function errorsByInput(errors: FieldErrors, draft: AvailabilityDraft): FieldErrors {
  const placed: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [head, index, rest] = path.split('.');
    const range = head === 'weekly' ? draft.ranges[Number(index)] : undefined;
    const date = head === 'blocked_dates' ? draft.blocked_dates[Number(index)] : undefined;
    const key = range
      ? `range.${range.key}.${rest ?? 'from'}`
      : date
        ? `blocked.${date}`
        : head === 'by_purpose' && index
          ? (PLACE_FIELDS as readonly string[]).includes(rest ?? '')
            ? `place.${index}.${rest}`
            : `purpose.${index}`
          : path;
    placed[key] ??= message;
  }
  return placed;
}

/** Replaces Tuesday–Friday's ranges with copies of Monday's. */
export function copyMonday(ranges: readonly RangeItem[]): RangeItem[] {
  const monday = ranges.filter((r) => r.weekday === 1);
  const kept = ranges.filter((r) => !(COPY_TO as readonly number[]).includes(r.weekday));
  return [...kept, ...COPY_TO.flatMap((day) => monday.map((r) => rangeOf(day, r.from, r.to)))];
}

/** A new range for a day: 09:00–17:00 on a closed day, else the hour after its last range. */
export function newRange(ranges: readonly RangeItem[], weekday: number): RangeItem {
  const last = ranges.filter((r) => r.weekday === weekday).at(-1);
  if (!last || last.to === '00:00') return rangeOf(weekday, '09:00', '17:00');
  const minutes = Number(last.to.slice(0, 2)) * 60 + Number(last.to.slice(3, 5)) + 60;
  const clock = (m: number) =>
    `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return rangeOf(weekday, last.to, clock(Math.min(minutes, 24 * 60)));
}
