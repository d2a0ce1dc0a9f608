import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { missingTranslations } from '../content/missing-translations.ts';
import type { Services } from '../services.ts';

/**
 * GET /api/missing-translations: every content record whose Burmese twins are empty, and
 * GET /api/missing-translations/count: how many (for the dashboard). Admins only.
 */
export function translationRoutes(app: FastifyInstance, { database }: Services) {
  const missing = missingTranslations(database);
  const tags = ['translations'];
  const list = allow('admin', {
    tags,
    summary:
      'Content records whose Burmese twins are empty while the English has text: resource, id, label, missing (the _mm fields)',
  });
  app.get('/missing-translations', list, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return missing.list();
  });
  const count = allow('admin', {
    tags,
    summary:
      'How many content records miss a Burmese translation (records) and how many fields in all (fields)',
  });
  app.get('/missing-translations/count', count, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return missing.count();
  });
}
