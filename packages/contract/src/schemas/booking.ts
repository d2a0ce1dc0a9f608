import { z } from 'zod';
import { BLOCK_RANGE_MAX_DAYS, DEFAULT_AVAILABILITY, SLOTS_MAX_DAYS } from '../booking.ts';
import { integer, oneOf, text } from '../fields.ts';
import { isTimeZone } from '../formats.ts';
import { apiMessage } from '../messages.ts';
import { APPOINTMENT_FOR } from '../options.ts';

/** The coach's availability (`PUT /api/availability`) and the slots query, checked. */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused). */
const isCalendarDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const calendarDate = () =>
  z
    .string({ error: apiMessage('calendarDate') })
    .trim()
    .refine(isCalendarDate, {
      error: apiMessage('calendarDate'),
    });

/** An IANA zone this runtime knows (Intl refuses the rest). */
const knownZone = (value: string) => value.length <= 64 && isTimeZone(value);

const clock = () =>
  z
    .string({ error: apiMessage('clockTime') })
    .trim()
    .regex(CLOCK, {
      error: apiMessage('clockTime'),
    });

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const bounded = (min: number, max: number) =>
  integer()
    .refine((n) => n >= min, apiMessage('atLeast', { min }))
    .refine((n) => n <= max, apiMessage('atMost', { max }));

const weeklyRange = z
  .object({
    weekday: bounded(0, 6),
    from: clock(),
    to: clock(),
  })
  .refine((r) => !CLOCK.test(r.from) || !CLOCK.test(r.to) || minutesOf(r.to) > minutesOf(r.from), {
    error: apiMessage('hoursOrder'),
    path: ['to'],
  });

/** A week's ranges: at most 7 × 6, none overlapping another of its day. */
const weekly = z
  .array(weeklyRange)
  .max(42, apiMessage('atMost', { max: 42 }))
  .superRefine((ranges, ctx) => {
    ranges.forEach((range, i) => {
      const overlaps = ranges.some(
        (other, j) =>
          j < i &&
          other.weekday === range.weekday &&
          minutesOf(other.from) < minutesOf(range.to) &&
          minutesOf(range.from) < minutesOf(other.to),
      );
      if (overlaps)
        ctx.addIssue({ code: 'custom', path: [i, 'from'], message: apiMessage('hoursOverlap') });
    });
  });

const slotMinutes = () => bounded(15, 8 * 60);

/** Blank is no value: the form sends every input, filled or not. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

/**
 * A meeting's address, opened from a calendar on any device: absolute, https, no spaces
 * (which also keeps out every other scheme a link could run).
 */
const meetingLink = () =>
  text(500).refine((v) => /^https:\/\/[^\s/]+\S*$/i.test(v), apiMessage('meetingLink'));

const purposeHours = z.object({
  slot_minutes: slotMinutes().optional(),
  weekly: weekly.optional(),
  // Where the session happens, for its calendar file and emails (PurposeHours).
  location: optionalText(text(200)),
  location_mm: optionalText(text(200)),
  meeting_url: optionalText(meetingLink()),
});

/**
 * The whole availability, replaced at once; a field left out takes its default
 * (DEFAULT_AVAILABILITY), so `{weekly: […]}` alone turns booking on with the usual rules.
 */
export const availability = z.object({
  time_zone: z
    .string({ error: apiMessage('timeZone') })
    .trim()
    .refine(knownZone, { error: apiMessage('timeZone') })
    .default(DEFAULT_AVAILABILITY.time_zone),
  weekly: weekly.default([]),
  slot_minutes: slotMinutes().default(DEFAULT_AVAILABILITY.slot_minutes),
  buffer_minutes: bounded(0, 4 * 60).default(DEFAULT_AVAILABILITY.buffer_minutes),
  min_notice_hours: bounded(0, 30 * 24).default(DEFAULT_AVAILABILITY.min_notice_hours),
  max_per_day: bounded(1, 48).nullable().default(null),
  days_ahead: bounded(1, 365).default(DEFAULT_AVAILABILITY.days_ahead),
  blocked_dates: z
    .array(calendarDate())
    .max(366, apiMessage('atMost', { max: 366 }))
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  by_purpose: z.partialRecord(oneOf(APPOINTMENT_FOR), purposeHours).default({}),
});

/** `from` no later than `to`, and at most `max` days from the one to the other, both included. */
const dateRange = (max: number) => (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: apiMessage('dateRangeOrder') });
  else if (days >= max) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: apiMessage('dateRangeMax', { max }) });
  }
};

/** `GET /api/slots?from&to[&appointment_for]`: dates in the coach's zone, both included. */
export const slotsQuery = z
  .object({
    from: calendarDate().meta({
      format: 'date',
      description: 'First date, in the coach’s time zone (YYYY-MM-DD)',
    }),
    to: calendarDate().meta({
      format: 'date',
      description: `Last date, included; at most ${SLOTS_MAX_DAYS} days after from`,
    }),
    appointment_for: oneOf(APPOINTMENT_FOR).optional(),
  })
  .superRefine(dateRange(SLOTS_MAX_DAYS));

/** `POST /api/availability/blocked_dates` `{from, to}`: a holiday blocked in one step. */
export const blockedRange = z
  .object({ from: calendarDate(), to: calendarDate() })
  .superRefine(dateRange(BLOCK_RANGE_MAX_DAYS));

/** `GET /api/agenda?from&to` (owner): the same dates, the same bound. */
export const agendaQuery = slotsQuery;

/** `PUT /api/appointments/{id}/booking`: the owner confirms or cancels a booked time. */
export const bookingMove = z.object({
  booking: oneOf(['confirmed', 'cancelled'] as const),
});

/** `POST /api/appointments/{token}/move`: a new free time. */
export const bookingTime = z.object({
  starts_at: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? apiMessage('required')
          : apiMessage('slotNotOffered'),
    })
    .trim()
    .min(1, apiMessage('required')),
});
