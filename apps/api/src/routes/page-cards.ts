import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import type { Services } from '../services.ts';

/**
 * The public pages' social cards: read by everyone (what they hold is in every page's
 * public meta tags anyway), set by any signed-in account, like the banners.
 */
export function pageCardRoutes(app: FastifyInstance, { pageCards }: Services) {
  app.get('/pages', () => pageCards.list());
  app.put<{ Params: { page: string } }>(
    '/pages/:page',
    { preHandler: async (request) => requireAdmin(request) },
    (request) => pageCards.put(request.params.page, request.body, request.viewer),
  );
}
