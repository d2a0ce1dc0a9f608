import { type Clock, systemClock } from '../clock.ts';
import type { Database } from '../db/connect.ts';
import { changeVersionReader } from '../db/change-versions.ts';
import { bookingClock } from '../booking/booking-clock.ts';
import { eventsOver } from './event-order.ts';
import { registrationsClosing } from '../events/registration-closing.ts';
import { scheduledPublishing } from './scheduled-publishing.ts';

/**
 * The reader of the site's version with every change that time brings: events ending,
 * events' registration closing, scheduled records going public, booking slots passing,
 * each settled at the `clock`'s now. One per process, so what it remembers serves every cache.
 */
export const siteVersionReader = (
  database: Database,
  { timeZone, clock = systemClock }: { timeZone?: string; clock?: Clock } = {},
) =>
  changeVersionReader(
    database,
    [
      eventsOver(database),
      registrationsClosing(database),
      scheduledPublishing(database),
      bookingClock(database, timeZone),
    ],
    clock,
  );
