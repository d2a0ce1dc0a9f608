import { type Services, asksNotToBeTracked, kept } from '@coach/api';
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
 * isbot's one large pattern is the costliest step of counting a view.
 */
const robotBrowser = kept(isbot, 2_000);
const isRobot = (userAgent = '') => robotBrowser(userAgent);

/**
 * A page's address parsed once per page and origin, since a crowd reads the same few pages;
 * one with a query (a post's own `fbclid`) is parsed each time. The parsed address is shared
 * by the views of that page, and only ever read.
 */
const pageAddress = kept((originAndAddress: string) => {
  const cut = originAndAddress.indexOf('\n');
  return new URL(originAndAddress.slice(cut + 1), originAndAddress.slice(0, cut));
});
const addressOf = ({ address, origin }: SeenRequest) =>
  address.includes('?') ? new URL(address, origin) : pageAddress(`${origin}\n${address}`);

/**
 * Counts a public page's view once it is answered (issue 43, item 1): an onResponse hook,
 * so a page answered from what is kept counts as a rendered one does. A view is a GET of
 * an HTML page of the public list (not private, not the back office, not a page's data
 * for client-side navigation, not /api) answered 200, not a prefetch and not a robot.
 * The request's own address is read (`request.url`), tracking parameters and all.
 *
 * The hook only reads what the view needs from its request (the address behind the
 * proxies the site trusts, the site's origin as asked, a few headers) and hands it over:
 * the rest, robots and pages left out, is worked out when the view's batch is written
 * (visit-counter.ts).
 */
export function pageVisitHook(services: Services, isPublicPage: (pathname: string) => boolean) {
  const { visits } = services;
  // Not async: a hook run for every answer costs a promise less (and its async hooks).
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    countView(request, reply);
    done();
  };

  function countView(request: FastifyRequest, reply: FastifyReply) {
    if (!visits.enabled || request.method !== 'GET' || reply.statusCode !== 200) return;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || isPrefetch(request)) return;
    const { headers } = request;
    const seen: SeenRequest = {
      address: request.url,
      origin: `${request.protocol}://${request.host}`,
      clientAddress: request.ip,
      userAgent: headers['user-agent'],
      referrer: headers.referer,
      cookie: headers.cookie,
      noKey: asksNotToBeTracked(request),
    };
    visits.count(() => viewOf(seen, isPublicPage));
  }
}

/** What counting a view needs of its request, read while the request is answered. */
interface SeenRequest {
  address: string;
  /** The site's own origin as the client asked for it (a referrer from it is no source). */
  origin: string;
  /** The client's address, behind the proxies the site trusts. */
  clientAddress: string;
  userAgent: string | undefined;
  referrer: string | undefined;
  cookie: string | undefined;
  noKey: boolean;
}

/** The view a request was, or none when it is not one to count. */
function viewOf(seen: SeenRequest, isPublicPage: (pathname: string) => boolean) {
  const url = addressOf(seen);
  const { pathname } = url;
  if (pathname.endsWith('.data') || pathname === MANIFEST_PATH) return undefined;
  if (pathname === '/api' || pathname.startsWith('/api/')) return undefined;
  if (!isPublicPage(pathname) || isRobot(seen.userAgent)) return undefined;
  return {
    url,
    referrer: seen.referrer,
    userAgent: seen.userAgent,
    clientAddress: seen.clientAddress,
    language: chosenLanguage(url.search ? url.searchParams.get('lang') : null, seen.cookie ?? null),
    noKey: seen.noKey,
  };
}
