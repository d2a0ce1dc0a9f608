import { type Services, asksNotToBeTracked } from '@coach/api';
import { chosenLanguage } from '@coach/contract/options';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isbot } from 'isbot';
import { MANIFEST_PATH } from './kept-pages.ts';

/** A browser fetching a page ahead of a click it may never make: not a view. */
const isPrefetch = ({ headers }: FastifyRequest) =>
  [headers['sec-purpose'], headers.purpose, headers['x-purpose']].some(
    (purpose) => purpose !== undefined && /prefetch|prerender/i.test(String(purpose)),
  );

/**
 * isbot's judgement by browser string: a visitor's browser asks for several pages, and
 * isbot's one large pattern is the costliest step of counting a view. Emptied when full,
 * which costs less per view than keeping the least recently used.
 */
const robots = new Map<string, boolean>();
const MOST_KEPT = 2_000;
function isRobot(userAgent = ''): boolean {
  let robot = robots.get(userAgent);
  if (robot === undefined) {
    if (robots.size >= MOST_KEPT) robots.clear();
    robots.set(userAgent, (robot = isbot(userAgent)));
  }
  return robot;
}

/** What a view's request tells of who asked, as far as counting needs it. */
interface Caller {
  robot: boolean;
  /** The client's address, behind the proxies the site trusts. */
  clientAddress: string;
  /** The site's own origin as the client asked for it (a referrer from it is no source). */
  origin: string;
}

/** How long a caller is remembered: about as long as its views wait to be written. */
const CALLERS_KEPT_MS = 5_000;

/**
 * Callers by what they sent: the connection's address, the proxy's headers and the
 * browser. Reading the address behind a proxy (`request.ip`, `request.protocol`) checks
 * the connection's address against the trusted ones each time, the largest part of
 * counting a view; a visitor's next pages, seconds later, send the same. All are
 * forgotten a few seconds after the first is remembered, whether or not more views come,
 * so an address is held in memory about as long as its views wait to be written.
 */
function callers() {
  const known = new Map<string, Caller>();
  const forget = () => known.clear();
  return (request: FastifyRequest): Caller => {
    const { headers } = request;
    const userAgent = headers['user-agent'] ?? '';
    const sent = [
      request.raw.socket?.remoteAddress,
      headers['x-forwarded-for'],
      headers['x-forwarded-proto'],
      headers['x-forwarded-host'],
      headers.host,
      userAgent,
    ].join('\n');
    let caller = known.get(sent);
    if (!caller) {
      if (known.size >= MOST_KEPT) known.clear();
      if (known.size === 0) setTimeout(forget, CALLERS_KEPT_MS).unref();
      caller = {
        robot: isRobot(userAgent),
        clientAddress: request.ip,
        origin: `${request.protocol}://${request.host}`,
      };
      known.set(sent, caller);
    }
    return caller;
  };
}

/**
 * Counts a public page's view once it is answered (issue 43, item 1): an onResponse hook,
 * so a page answered from what is kept counts as a rendered one does. A view is a GET of
 * an HTML page of the public list (not private, not the back office, not a page's data
 * for client-side navigation, not /api) answered 200, not a prefetch and not a robot.
 * The request's own address is read (`request.url`), tracking parameters and all.
 */
export function pageVisitHook(services: Services, isPublicPage: (pathname: string) => boolean) {
  const { visits } = services;
  const callerOf = callers();
  // Not async: a hook run for every answer costs a promise less (and its async hooks).
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    countView(request, reply);
    done();
  };

  function countView(request: FastifyRequest, reply: FastifyReply) {
    if (!visits.enabled || request.method !== 'GET' || reply.statusCode !== 200) return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return;
    const caller = callerOf(request);
    const url = new URL(request.url, caller.origin);
    const { pathname } = url;
    if (pathname.endsWith('.data') || pathname === MANIFEST_PATH) return;
    if (pathname === '/api' || pathname.startsWith('/api/')) return;
    if (!isPublicPage(pathname) || isPrefetch(request) || caller.robot) return;
    try {
      visits.count({
        url,
        referrer: request.headers.referer,
        userAgent: request.headers['user-agent'],
        clientAddress: caller.clientAddress,
        language: chosenLanguage(
          url.search ? url.searchParams.get('lang') : null,
          request.headers.cookie ?? null,
        ),
        noKey: asksNotToBeTracked(request),
      });
    } catch (error) {
      // Never the page's concern: the view is dropped (and no address goes to the log).
      request.log.warn({ err: error }, 'a page view could not be counted');
    }
  }
}
