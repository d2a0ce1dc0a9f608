import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok, problem } from '../http/route-docs.ts';
import { tokenPageRoute } from './private-page-route.ts';
import { type RateLimits, receiptLimit } from './limits.ts';

/**
 * POST `url`: a visitor's new receipt for what the owner rejected (an order, a
 * registration), by the token of its private page, limited as receipts are.
 */
export function newReceiptRoute(
  app: FastifyInstance,
  limits: RateLimits,
  route: {
    url: string;
    tag: string;
    summary: string;
    body: z.ZodType;
    answer: (token: string, body: unknown) => unknown;
  },
) {
  tokenPageRoute(
    app,
    'POST',
    route.url,
    {
      tags: [route.tag],
      summary: route.summary,
      body: route.body,
      response: { 200: ok(), 404: problem, 409: problem, 422: problem, 429: problem },
    },
    route.answer,
    receiptLimit(limits),
  );
}
