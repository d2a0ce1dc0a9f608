import {
  PAGE_CARD_DESCRIPTION_MAX,
  PAGE_CARD_KEYS,
  PAGE_CARD_TITLE_MAX,
  schemas,
} from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { routeSchema } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

/**
 * The public pages' social cards: read by everyone (what they hold is in every page's
 * public meta tags anyway), set by any signed-in account, like the banners.
 */
export function pageCardRoutes(app: FastifyInstance, { pageCards }: Services) {
  const tags = ['settings'];
  const list = routeSchema('public', {
    tags,
    summary: `The social cards of the public pages (what a share on Facebook, Telegram or Twitter shows): a JSON array of {page, title, title_mm, description, description_mm, image}, one per page with a fixed address (${PAGE_CARD_KEYS.join(', ')}), null where not set (the page's own value is shared then)`,
  });
  app.get('/pages', { schema: list }, () => pageCards.list());
  const put = allow('admin', {
    tags,
    summary: `Set a page's card: title and title_mm up to ${PAGE_CARD_TITLE_MAX} characters, description and description_mm up to ${PAGE_CARD_DESCRIPTION_MAX}, image the id of a public upload. A field left out stays; one sent empty or null is cleared. An unknown page is a 404; a refused body (422, naming each bad field) changes nothing`,
    params: {
      type: 'object',
      properties: { page: { type: 'string', enum: [...PAGE_CARD_KEYS] } },
      required: ['page'],
    },
    body: schemas.pageCards.update,
  });
  app.put<{ Params: { page: string } }>('/pages/:page', put, (request) =>
    pageCards.put(request.params.page, request.body, request.viewer),
  );
}
