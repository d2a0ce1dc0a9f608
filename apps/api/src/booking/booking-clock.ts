import { type AppointmentFor, bookingIsOn } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import type { TimedChange } from '../db/timed-changes.ts';
import { readAvailability } from './availability.ts';
import { slotHolds } from './slot-holds.ts';
import { addDays, dayBounds, freeSlots, todayIn } from './slot-times.ts';

/**
 * What the pages' booking forms offer changes as time passes, with nobody writing: the
 * soonest slot falls inside the notice and is no longer offered, and at midnight a new day
 * comes within the days ahead. Each is a moment of the site's version (timed-changes.ts),
 * so kept pages with a form are made again when it comes, on every instance.
 */
export function bookingClock(database: Database, defaultZone?: string): TimedChange {
  const holds = slotHolds(database);
  return {
    name: 'booking',
    tables: ['availability', 'slot_hold'],
    async settle(now) {
      const rules = await readAvailability(database.db, defaultZone);
      if (!bookingIsOn(rules)) return { mark: null, next: null, wrote: false };
      const zone = rules.time_zone;
      const today = todayIn(zone, now);
      const last = addDays(today, rules.days_ahead - 1);
      const held = await holds.between(database.db, today, last, zone);
      const purposes = [undefined, ...(Object.keys(rules.by_purpose) as AppointmentFor[])];
      const soonest = purposes.map(
        (purpose) =>
          freeSlots(rules, { from: today, to: last, purpose, now, holds: held })[0]?.starts_at ??
          '-',
      );
      const notice = rules.min_notice_hours * 3_600_000;
      const moments = [dayBounds(today, zone).end.getTime()];
      for (const start of soonest) {
        if (start !== '-') moments.push(new Date(start).getTime() - notice);
      }
      return {
        mark: `${today}|${soonest.join('|')}`,
        next: new Date(Math.max(now.getTime() + 1, Math.min(...moments))),
        wrote: false,
      };
    },
  };
}
