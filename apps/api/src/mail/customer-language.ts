import { type Language, chosenLanguage } from '@coach/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language a visitor ordered in, for their confirmation email: an optional `language`
 * in the order's body (the checkout form sends the page's), else the site's `lang`
 * cookie, else English. Not an order field: the order's stored fields stay as the spec says.
 */
export function customerLanguage(body: unknown, request: FastifyRequest): Language {
  const sent = (body as { language?: unknown } | null | undefined)?.language;
  return chosenLanguage(typeof sent === 'string' ? sent : null, request.headers.cookie ?? null);
}
