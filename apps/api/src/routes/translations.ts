import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import { missingTranslations } from '../content/missing-translations.ts';
import { routeSchema } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

/**
 * GET /api/missing-translations: every content record whose Burmese twins are empty, and
 * GET /api/missing-translations/count: how many (for the dashboard). Admins only.
 */
export function translationRoutes(app: FastifyInstance, { database }: Services) {
  const missing = missingTranslations(database);
  const preHandler = async (request: Parameters<typeof requireAdmin>[0]) => requireAdmin(request);
  const tags = ['translations'];
  const list = routeSchema('admin', {
    tags,
    summary:
      'Content records whose Burmese twins are empty while the English has text: resource, id, label, missing (the _mm fields)',
  });
  app.get('/missing-translations', { schema: list, preHandler }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return missing.list();
  });
  const count = routeSchema('admin', {
    tags,
    summary:
      'How many content records miss a Burmese translation (records) and how many fields in all (fields)',
  });
  app.get('/missing-translations/count', { schema: count, preHandler }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return missing.count();
  });
}
