import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import { missingTranslations } from '../content/missing-translations.ts';
import type { Services } from '../services.ts';

/**
 * GET /api/missing-translations: every content record whose Burmese twins are empty, and
 * GET /api/missing-translations/count: how many (for the dashboard). Admins only.
 */
export function translationRoutes(app: FastifyInstance, { database }: Services) {
  const missing = missingTranslations(database);
  const adminOnly = {
    preHandler: async (request: Parameters<typeof requireAdmin>[0]) => requireAdmin(request),
  };
  app.get('/missing-translations', adminOnly, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return missing.list();
  });
  app.get('/missing-translations/count', adminOnly, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return missing.count();
  });
}
