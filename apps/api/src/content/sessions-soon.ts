import type { AgendaEntry } from '@coach/contract';
import { addDays, todayIn } from '../booking/slot-times.ts';
import type { BookingService } from '../booking/bookings.ts';

/** Today's and tomorrow's booked sessions, as the dashboard lists them (owners only). */
export interface SessionsSoon {
  /** The zone the dates are the coach's days in, and the sessions' times are shown in. */
  time_zone: string;
  today: string;
  tomorrow: string;
  /** Those holding a time on either date (booked or confirmed), soonest first. */
  sessions: AgendaEntry[];
}

/**
 * Reads the sessions of the coach's today and tomorrow. The days are the availability's
 * (the coach's time zone), not the admin's device's: a session at 9:00 in Yangon is
 * "today" for the coach whatever the hour where the owner reads the dashboard.
 */
export async function sessionsSoon(bookings: BookingService, now: Date): Promise<SessionsSoon> {
  const rules = await bookings.availability.read();
  const today = todayIn(rules.time_zone, now);
  const tomorrow = addDays(today, 1);
  const sessions = (await bookings.sessionsBetween(rules, today, tomorrow)) as AgendaEntry[];
  return { time_zone: rules.time_zone, today, tomorrow, sessions };
}
