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
  const calls = [
    {
      url: '/missing-translations',
      summary:
        'Content records whose Burmese twins are empty while the English has text: resource, id, label, missing (the _mm fields)',
      answer: () => missing.list(),
    },
    {
      url: '/missing-translations/count',
      summary:
        'How many content records miss a Burmese translation (records) and how many fields in all (fields)',
      answer: () => missing.count(),
    },
  ];
  for (const { url, summary, answer } of calls) {
    app.get(url, allow('admin', { tags, summary }), async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answer();
    });
  }
}
