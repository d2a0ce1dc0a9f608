import { DEFAULT_TIME_ZONE } from './formats.ts';
import { APPOINTMENT_FOR } from './options.ts';

/**
 * Booking a real time (docs/decisions/0033): the coach's weekly hours and rules
 * (`GET`/`PUT /api/availability`), the free slots they leave (`GET /api/slots`), and an
 * appointment that holds one of them (`starts_at` on `POST /api/appointment`).
 * Free of zod, so the public pages import it without loading the schemas.
 */

/** A booked appointment's state; a plain request (no time) has none. */
export const BOOKING_STATES = ['booked', 'confirmed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** States that hold their slot: no one else may book it. */
export const HOLDING_STATES: readonly BookingState[] = ['booked', 'confirmed'];

/** The longest range one `GET /api/slots` may ask for, in days. */
export const SLOTS_MAX_DAYS = 62;

/** The longest holiday `POST /api/availability/blocked_dates` blocks at once, in days. */
export const BLOCK_RANGE_MAX_DAYS = 92;

/** Hours before a booked session that the visitor's reminder goes (REMINDER_HOURS). */
export const DEFAULT_REMINDER_HOURS = 24;

export type AppointmentFor = (typeof APPOINTMENT_FOR)[number];

/** One range of a weekday's hours, in the coach's time zone: `from` "09:00" to `to` "12:00". */
export interface WeeklyHours {
  /** 0 is Sunday, 6 Saturday (as JavaScript counts them). */
  weekday: number;
  from: string;
  to: string;
}

/**
 * What one kind of appointment may have of its own: its length, its hours, and where it
 * happens (an address or place, in either language, and a meeting link), which its
 * calendar file and emails carry.
 */
export interface PurposeHours {
  slot_minutes?: number;
  weekly?: WeeklyHours[];
  location?: string;
  location_mm?: string;
  meeting_url?: string;
}

/** Whether a kind of appointment has hours or a length of its own (else it takes the week's). */
export const hasOwnHours = (own: PurposeHours | undefined) =>
  own?.slot_minutes !== undefined || (own?.weekly?.length ?? 0) > 0;

export interface Availability {
  /** An IANA time zone; every time of the week is read in it. */
  time_zone: string;
  /** No ranges: booking is off and the form is the spec's plain request. */
  weekly: WeeklyHours[];
  slot_minutes: number;
  /** Free time kept after each session (and before the next). */
  buffer_minutes: number;
  /** How soon a session may start from the moment it is booked. */
  min_notice_hours: number;
  /** Sessions in a day at most; null for no cap. */
  max_per_day: number | null;
  /** How far ahead visitors may book, counted from today. */
  days_ahead: number;
  /** Dates (YYYY-MM-DD, in the coach's time zone) with no sessions: holidays, travel. */
  blocked_dates: string[];
  /** Hours or lengths that differ for one kind of appointment ("Training" takes 3 hours). */
  by_purpose: Partial<Record<AppointmentFor, PurposeHours>>;
}

export const DEFAULT_AVAILABILITY: Availability = {
  time_zone: DEFAULT_TIME_ZONE,
  weekly: [],
  slot_minutes: 60,
  buffer_minutes: 0,
  min_notice_hours: 12,
  max_per_day: null,
  days_ahead: 30,
  blocked_dates: [],
  by_purpose: {},
};

/** Whether visitors can book a time at all (some hours are set). */
export const bookingIsOn = (availability: Availability) =>
  availability.weekly.length > 0 ||
  Object.values(availability.by_purpose).some((p) => (p?.weekly?.length ?? 0) > 0);

/** A free time, as ISO 8601 with the coach's offset: `2026-12-01T10:00:00+06:30`. */
export interface Slot {
  starts_at: string;
  ends_at: string;
}

/** A date of the coach's with its free times, as the booking form lists them. */
export interface SlotDay {
  date: string;
  slots: Slot[];
}

/**
 * One page of the days a form lists, and where the pages beside it begin: `later` and
 * `earlier` are the first dates (YYYY-MM-DD) to ask for with FROM_PARAM, null when there
 * is no such page (nothing free before the owner's horizon, or this is the first page).
 */
export interface SlotPage {
  days: SlotDay[];
  earlier: string | null;
  later: string | null;
}

/**
 * What a page's booking form offers (server-rendered, so it works without scripts): a page
 * of days with free times from `from` (today when none was asked), and those of each kind
 * of appointment with hours of its own. Null while booking is off.
 */
export interface BookingOffer extends SlotPage {
  time_zone: string;
  by_purpose: Partial<Record<AppointmentFor, SlotPage>>;
}

/** Days with free times a form lists at most: enough to choose from, short on a phone. */
export const OFFER_DAYS = 6;

/**
 * The query a page with the booking form takes to list later days (`?from=2026-12-10`):
 * a plain GET link, so the pages work without scripts. A date before today or past the
 * owner's horizon is not a page: the form lists from today.
 */
export const FROM_PARAM = 'from';

/**
 * Times a visitor may move one booking from its link: each move emails them and the
 * owner, so a link must not become a way to send either a flood.
 */
export const MAX_VISITOR_MOVES = 5;

/** The visitor's private page of a booked appointment, never kept by any cache. */
export const APPOINTMENT_PAGE_ROUTE = 'appointments/:token';
/** Added to its address right after booking, so the page says it is booked. */
export const BOOKED_PARAM = 'booked';

/**
 * The clock time and date of a slot in the coach's zone, read from its ISO text (which
 * carries that zone's offset), so pages need no time-zone data to show it.
 */
export function slotParts(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** What the visitor's private page (`/appointments/{token}`) reads: never the id or note. */
export interface VisitorAppointment {
  name: string;
  appointment_for: string;
  starts_at: string | null;
  ends_at: string | null;
  booking: BookingState | null;
  time_zone: string;
  language: 'en' | 'mm';
  /** Whether it may still be cancelled or moved (not cancelled, not begun). */
  changeable: boolean;
  /** Moves the visitor has left (MAX_VISITOR_MOVES in all); cancelling stays possible at 0. */
  moves_left: number;
}

/** One session on the owner's agenda (`GET /api/agenda`). */
export interface AgendaEntry {
  id: number;
  name: string;
  appointment_for: string;
  mode_of_contact: string;
  contact_information: string;
  starts_at: string;
  ends_at: string;
  booking: BookingState;
}
