import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './problem.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served even when the server is overloaded (the health check). */
    alwaysServe?: boolean;
  }
}

export interface OverloadOptions {
  /** Shed new requests while the event loop lags more than this many milliseconds. */
  maxEventLoopDelayMs: number;
}

export const DEFAULT_OVERLOAD: OverloadOptions = { maxEventLoopDelayMs: 200 };

const BUSY_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title>
<p style="font:1.1rem/1.6 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">
The site is busy right now. Please try again in a few seconds.<br>
<span lang="my">ဝဘ်ဆိုက် အလုပ်များနေပါသည်။ စက္ကန့်အနည်းငယ်အကြာတွင် ထပ်မံကြိုးစားပါ။</span></p></html>`;

function overloaded(delay: number | undefined) {
  const error = new HttpError(
    503,
    'Service Unavailable',
    'The site is busy right now. Please try again in a few seconds.',
  );
  error.retryAfter = 2;
  error.cause = `event loop delay ${Math.round(delay ?? 0)} ms`;
  return error;
}

/**
 * Under more load than it can serve, the server answers new requests at once with 503
 * and Retry-After instead of queueing them for seconds: a visitor's browser (or a load
 * balancer) can go elsewhere or come back, and the requests already accepted finish in
 * time. The lag is sampled every 100 ms; the health check is always answered, so a load
 * balancer does not take every busy instance out at once.
 */
export async function overloadGuard(app: FastifyInstance, options: OverloadOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: 100,
    // Answering undefined lets the request through; a rejection goes to the problem handler.
    pressureHandler: (request, reply, _type, delay) => {
      if (request.routeOptions.config.alwaysServe) return undefined;
      if (request.url.startsWith('/api')) return Promise.reject(overloaded(delay));
      // A page: a few bytes of HTML, since rendering the site's own error page is the
      // very work there is no time for. What is returned is sent as the body.
      reply.code(503).header('Retry-After', '2').type('text/html; charset=utf-8');
      return BUSY_PAGE as never;
    },
  });
}
