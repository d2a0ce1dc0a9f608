import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { BANNERS, STATS } from '../content/singletons.ts';
import { routeSchema } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

/** Stats and banners: one record each, read by everyone, saved by an admin. */
export function settingsRoutes(app: FastifyInstance, { singletons }: Services) {
  for (const [path, single, what, body] of [
    ['/stats', STATS, 'the stats', schemas.stats.update],
    ['/banners', BANNERS, 'the banner image ids', schemas.banners.update],
  ] as const) {
    const tags = ['settings'];
    const read = routeSchema('public', { tags, summary: `Read ${what}` });
    app.get(path, { schema: read }, () => singletons.get(single));
    const save = allow('admin', { tags, summary: `Save ${what}`, body });
    app.put(path, save, (request) => singletons.put(single, request.body, request.viewer));
  }
}
