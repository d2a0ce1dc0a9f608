import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import { BANNERS, STATS } from '../content/singletons.ts';
import type { Services } from '../services.ts';

/** Stats and banners: one record each, read by everyone, saved by an admin. */
export function settingsRoutes(app: FastifyInstance, { singletons }: Services) {
  for (const [path, single] of [
    ['/stats', STATS],
    ['/banners', BANNERS],
  ] as const) {
    app.get(path, () => singletons.get(single));
    app.put(path, { preHandler: async (request) => requireAdmin(request) }, (request) =>
      singletons.put(single, request.body, request.viewer),
    );
  }
}
