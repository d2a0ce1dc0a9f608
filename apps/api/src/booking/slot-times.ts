import type { AppointmentFor, Availability, Slot, WeeklyHours } from '@coach/contract';
import { DateTime, IANAZone } from 'luxon';

/** A time already held by an appointment (slot_hold), as instants. */
export interface Hold {
  starts_at: Date;
  ends_at: Date;
}

export interface SlotQuery {
  /** First and last calendar dates asked for, in the coach's zone (YYYY-MM-DD). */
  from: string;
  to: string;
  purpose?: AppointmentFor;
  now: Date;
  /** The holds from a day before `from` to a day after `to`, in any order. */
  holds: readonly Hold[];
  /** Leave the holds and the day's cap out: the slots the rules offer on an empty diary. */
  ignoreHolds?: boolean;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The hours and slot length that apply to one kind of appointment. */
export function rulesFor(availability: Availability, purpose?: AppointmentFor) {
  const own = purpose ? availability.by_purpose[purpose] : undefined;
  const weekly: WeeklyHours[] = own?.weekly?.length ? own.weekly : availability.weekly;
  return {
    weekly: [...weekly].sort((a, b) => minutesOf(a.from) - minutesOf(b.from)),
    slotMinutes: own?.slot_minutes ?? availability.slot_minutes,
  };
}

/** The moment a day's clock shows "HH:MM" ("24:00" being the next midnight), DST and all. */
const wallClock = (day: DateTime, hhmm: string) =>
  hhmm === '24:00'
    ? day.plus({ days: 1 })
    : day.set({ hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) });

/**
 * An instant as ISO 8601 with the zone's offset at that moment ("2026-12-01T10:00:00+06:30"),
 * by arithmetic on the offset rather than a DateTime per slot: the slots of two months are
 * hundreds of them, on every page with the form.
 */
function isoIn(zone: IANAZone, ms: number): string {
  const offset = zone.offset(ms);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${new Date(ms + offset * 60_000).toISOString().slice(0, 19)}${sign}${hhmm}`;
}

/** The zone's calendar date of an instant (YYYY-MM-DD). */
const dateOf = (zone: IANAZone, ms: number) =>
  new Date(ms + zone.offset(ms) * 60_000).toISOString().slice(0, 10);

/**
 * The free slots of the dates asked for, soonest first. Each range of a weekday's hours is
 * cut into slots of the slot length with the buffer between them, from the range's start;
 * a slot is free when it starts after the notice, its date is within the days ahead and
 * not blocked, its day has not reached its cap, and no hold comes within the buffer of it.
 * Wall-clock times are read in the coach's zone, so a zone with daylight saving keeps
 * "10:00" at ten o'clock on both sides of its change (a time the change skips moves on).
 * `maxDays`: stop after that many dates with free slots (what a form lists).
 */
export function freeSlots(
  availability: Availability,
  query: SlotQuery & { maxDays?: number },
): Slot[] {
  const zone = availability.time_zone;
  const tz = IANAZone.create(zone);
  const { weekly, slotMinutes } = rulesFor(availability, query.purpose);
  const step = (slotMinutes + availability.buffer_minutes) * 60_000;
  const length = slotMinutes * 60_000;
  const margin = availability.buffer_minutes * 60_000;
  const blocked = new Set(availability.blocked_dates);
  const today = DateTime.fromJSDate(query.now, { zone }).startOf('day');
  const lastDay = today.plus({ days: availability.days_ahead - 1 });
  const earliest = query.now.getTime() + availability.min_notice_hours * 3_600_000;

  const holds = query.ignoreHolds
    ? []
    : [...query.holds].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  const heldPerDay = new Map<string, number>();
  for (const hold of holds) {
    const day = dateOf(tz, hold.starts_at.getTime());
    heldPerDay.set(day, (heldPerDay.get(day) ?? 0) + 1);
  }

  const first = DateTime.fromISO(query.from, { zone });
  const last = DateTime.fromISO(query.to, { zone });
  const start = first < today ? today : first;
  const end = last > lastDay ? lastDay : last;
  const slots: Slot[] = [];
  let daysWithSlots = 0;
  // Slots come out in time order, so the holds are walked once, alongside.
  let next = 0;
  for (let day = start; day <= end; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    if (blocked.has(date)) continue;
    const cap = availability.max_per_day;
    if (cap !== null && !query.ignoreHolds && (heldPerDay.get(date) ?? 0) >= cap) continue;
    const weekday = day.weekday % 7;
    const before = slots.length;
    for (const range of weekly) {
      if (range.weekday !== weekday) continue;
      const close = wallClock(day, range.to).toMillis();
      for (let from = wallClock(day, range.from).toMillis(); from + length <= close; from += step) {
        const to = from + length;
        if (from < earliest) continue;
        while (next < holds.length && holds[next]!.ends_at.getTime() + margin <= from) next++;
        let clash = false;
        for (let i = next; i < holds.length; i++) {
          const hold = holds[i]!;
          if (hold.starts_at.getTime() - margin >= to) break;
          if (hold.ends_at.getTime() + margin > from) {
            clash = true;
            break;
          }
        }
        if (!clash) slots.push({ starts_at: isoIn(tz, from), ends_at: isoIn(tz, to) });
      }
    }
    if (slots.length > before && ++daysWithSlots === query.maxDays) break;
  }
  return slots;
}

/** The coach's calendar date of an instant (YYYY-MM-DD). */
export const dateIn = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toISODate()!;

/** The instants a calendar date of the zone begins and ends (the end is the next day's start). */
export function dayBounds(date: string, zone: string) {
  const start = DateTime.fromISO(date, { zone }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** `date` plus `days`, as YYYY-MM-DD. */
export const addDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;

/** Today's date in the zone. */
export const todayIn = (zone: string, now: Date) => dateIn(now, zone);
