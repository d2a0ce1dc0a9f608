import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

const MINUTE = 60 * 1000;

export interface ReminderOptions {
  /** Hours before a session its reminder goes (REMINDER_HOURS, default 24). */
  hours: number;
  everyMs?: number;
  firstAfterMs?: number;
}

/**
 * Looks every few minutes for booked sessions starting within REMINDER_HOURS whose
 * visitor has not been reminded, and queues each reminder once. Every instance runs it;
 * the mark set with the email keeps it to one (bookings.ts).
 */
export function scheduleReminders(
  app: FastifyInstance,
  services: Services,
  { hours, everyMs = 5 * MINUTE, firstAfterMs = MINUTE }: ReminderOptions,
) {
  scheduleRepeating(app, {
    name: 'the reminders of booked sessions',
    everyMs,
    firstAfterMs,
    async run() {
      const sent = await services.bookings.sendReminders(hours);
      if (sent) app.log.info({ sent }, 'queued reminders of booked sessions');
    },
  });
}
