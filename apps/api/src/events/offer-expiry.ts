import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

const MINUTE = 60 * 1000;

/**
 * Every few minutes, waiting-list offers left unclaimed past WAITLIST_OFFER_HOURS expire
 * and their seats pass to the next in line (waitlist.ts `expireOffers`), as the stock of
 * rejected orders is given back (orders/hold-release.ts). Every instance runs it; each
 * offer expires once.
 */
export function scheduleOfferExpiry(
  app: FastifyInstance,
  services: Services,
  {
    everyMs = 5 * MINUTE,
    firstAfterMs = 2 * MINUTE,
  }: { everyMs?: number; firstAfterMs?: number } = {},
) {
  scheduleRepeating(app, {
    name: 'the expiry of unclaimed waiting-list offers',
    everyMs,
    firstAfterMs,
    async run() {
      const expired = await services.waitlist.expireOffers();
      if (expired) app.log.info({ expired }, 'passed unclaimed waiting-list offers on');
    },
  });
}
