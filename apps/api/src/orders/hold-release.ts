import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

const MINUTE = 60 * 1000;

/**
 * Gives back, every few minutes, the stock of rejected orders (and the seats of rejected
 * event registrations) whose customer sent no new receipt within ORDER_HOLD_HOURS, so a
 * product or an event is not shown sold out for a customer who went away. Every instance
 * runs it; each order's stock and each registration's seats are given back once.
 */
export function scheduleHoldRelease(
  app: FastifyInstance,
  services: Services,
  {
    everyMs = 10 * MINUTE,
    firstAfterMs = 2 * MINUTE,
  }: { everyMs?: number; firstAfterMs?: number } = {},
) {
  scheduleRepeating(app, {
    name: 'the release of stock held by rejected orders',
    everyMs,
    firstAfterMs,
    async run() {
      const released = await services.orderLifecycle.releaseExpiredHolds();
      if (released) app.log.info({ released }, 'gave back the stock of unanswered rejected orders');
      // Event seats are held the same hours by rejected registrations (issue 40).
      const seats = await services.registrationLifecycle.releaseExpiredHolds();
      if (seats)
        app.log.info({ seats }, 'gave back the seats of unanswered rejected registrations');
    },
  });
}
