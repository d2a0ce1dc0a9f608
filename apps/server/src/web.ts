import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { PageUpload, Services, SiteContent } from '@coach/api';
import { apiMessage } from '@coach/contract';
import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  IDEMPOTENCY_HEADER,
  isDatabaseUnavailable,
  SHARED_BRIEFLY,
  keptAnswer,
  sendAnswer,
  sendNoSuchCall,
  senderOf,
  siteContent,
  visitor,
  type KeptAnswer,
} from '@coach/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { addressLanguageCookie } from './address-language.ts';
import { isPreview, keptPaths, pageKey } from './kept-pages.ts';
import { pageActionMatcher } from './page-actions.ts';
import { listBounds, pageQuery, pageQueryLists } from './page-queries.ts';
import { pageForms } from './page-forms.ts';
import { pageVisitHook } from './page-visits.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { carriesToken, tokenPageHeaders } from './token-addresses.ts';
import type { WebOptions } from './web-options.ts';

/**
 * Said on every answer a kept page could give: `rendered` when this request rendered it,
 * `kept` when it was answered from what is kept. What tests and operators count renders
 * by (a stranger's made-up addresses must not each cost one, docs/decisions/0041).
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * What an answer made for its asker alone says to caches: the back office and sign-in
 * pages, anything off the public page list, and every answer whose links name the
 * request's own Host (anyone can write it, so such an answer is never kept or shared).
 */
export const NOT_SHARED = 'private, no-cache';

export const webBuildExists = (buildDir: string) =>
  existsSync(join(buildDir, 'server', 'index.js'));

/**
 * The content as page loaders see it: a visitor's view, where a database that is away
 * becomes a 503 answer (the error page says the site is briefly unavailable), not a 500
 * "something broke".
 */
function contentForPages(services: Services): SiteContent {
  const content = siteContent(services, visitor);
  const guarded = Object.entries(content).map(([name, read]) => [
    name,
    unavailableAs503(read as (...a: unknown[]) => Promise<unknown>),
  ]);
  return Object.fromEntries(guarded) as SiteContent;
}

/** A read whose database is away answers the page's 503, as contentForPages' reads do. */
function unavailableAs503<A extends unknown[], R>(read: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await read(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw new Response(null, { status: 503 });
      throw error;
    }
  };
}

/** A receipt a private page sends: a new upload, or one stored already. */
type Receipt = PageUpload | { id: string };

/**
 * The forms' write side for one request: a picture a page's form carries is counted
 * against its visitor's address, as an upload to /api/files is (files/upload-quota.ts).
 */
function fromClient(services: Services, request: FastifyRequest) {
  const { submissions, customerOrders, visitorRegistrations, visitorOffers } = services;
  const clientAddress = request.ip;
  // An uploaded receipt counts against the sender's address (files/upload-quota.ts); one
  // the page stored already is named by its id.
  const fromSender = (receipt: Receipt) =>
    'id' in receipt ? receipt : { ...receipt, clientAddress };
  return {
    submissions: {
      // The sender, for the visit that brought them to be credited (analytics/visits.ts).
      fromPage: ((kind, body, upload, language) =>
        submissions.fromPage(
          kind,
          body,
          upload && { ...upload, clientAddress },
          language,
          senderOf(request),
        )) satisfies typeof submissions.fromPage,
      storedWithPicture: submissions.storedWithPicture,
    },
    orders: {
      ...customerOrders,
      sendReceipt: (token: string, receipt: Receipt) =>
        customerOrders.sendReceipt(token, fromSender(receipt)),
    },
    registrations: {
      ...visitorRegistrations,
      sendReceipt: (token: string, receipt: Receipt) =>
        visitorRegistrations.sendReceipt(token, fromSender(receipt)),
    },
    subscribers: services.subscribers,
    offers: {
      ...visitorOffers,
      claim: (token: string, receipt: Receipt | null) =>
        visitorOffers.claim(token, receipt && fromSender(receipt)),
    },
  };
}

/**
 * Serves the public site and the back office (React Router, server-rendered) next to
 * the API. Built assets have content hashes in their names, so they are cached for a
 * year; every other path that the API does not claim goes to the page renderer.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const build = (await import(
    pathToFileURL(join(options.buildDir, 'server', 'index.js')).href
  )) as ServerBuild;
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  const content = contentForPages(options.services);
  // The search page (/search) searches in-process and counts each search for the owner.
  const search = {
    search: unavailableAs503(options.services.search.search),
    count: options.services.search.counts.count,
  };
  const { publicUrl } = options;
  /**
   * Renders one page as an answer to keep or send. A HEAD is rendered as the GET it
   * stands for: the same status and headers (the page's own policy included, which
   * needs its bytes); Node leaves out the body.
   */
  const renderPage = async (
    request: FastifyRequest,
    origin: string,
    signal?: AbortSignal,
    /** A form's POST: its body, as read by the forms' route (page-forms.ts). */
    form?: Buffer,
    /** The address to render, when not the request's own (page-queries.ts). */
    address?: URL,
    /** Hears the page count of each list the page shows (page-queries.ts `listBounds`). */
    countPages?: (key: string, pages: number) => void,
  ) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else if (value !== undefined) headers.set(key, value);
    }
    const response = await handle(
      new Request(address ?? new URL(request.url, `${request.protocol}://${request.host}`), {
        method: request.method === 'HEAD' ? 'GET' : request.method,
        headers,
        signal,
        body: form && new Uint8Array(form),
      }),
      {
        content,
        publicUrl: origin,
        ...fromClient(options.services, request),
        bookings: options.services.visitorBookings,
        search,
        timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
        countPages,
      },
    );
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') answerHeaders[key] = value;
    });
    if (response.status === 503)
      answerHeaders['retry-after'] = String(DATABASE_RETRY_AFTER_SECONDS);
    // Whole, not streamed: a page's Content-Security-Policy names its inline scripts,
    // which React Router writes at the end, and headers go out before the body. The
    // loaders have run before the first byte anyway (no deferred data).
    const body = Buffer.from(await response.arrayBuffer());
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      Object.assign(
        answerHeaders,
        pageSecurityHeaders(body.toString('utf8'), options.publicUrl, request.url),
      );
    }
    return {
      answer: keptAnswer(response.status, answerHeaders, body),
      cookies: response.headers.getSetCookie(),
    };
  };

  /**
   * An answer for this request only: compressed on the way out by the usual hook. Caches
   * are told so unless the route said otherwise (a sitemap, say), and always while the
   * origin comes from the request.
   */
  const sendOwn = (reply: FastifyReply, answer: KeptAnswer, cookies: string[]) => {
    reply.code(answer.status).headers(answer.headers);
    if (publicUrl === undefined || !answer.headers['cache-control']) {
      reply.header('cache-control', NOT_SHARED);
    }
    const all = [...cookies, addressLanguageCookie(reply.request.url) ?? []].flat();
    if (all.length) reply.header('set-cookie', all);
    return reply.send(answer.body);
  };

  const { answers } = options.services;
  const originOf = (request: FastifyRequest) =>
    publicUrl ?? `${request.protocol}://${request.host}`;
  const isKeptPath = keptPaths(build.routes);
  const queryListOf = pageQueryLists(build.routes);
  // Every public page's view is counted once answered, kept or rendered (page-visits.ts).
  app.addHook('onResponse', pageVisitHook(options.services, isKeptPath));
  const bounds = listBounds();
  /**
   * The address a request's page is rendered for and kept under: of its query only what
   * the page reads, made normal (page-queries.ts). The request keeps its own address for
   * whatever counts visits (`request.url`, tracking parameters and all).
   */
  const renderedAddress = (request: FastifyRequest, version: string | null) => {
    const address = new URL(request.url, `${request.protocol}://${request.host}`);
    if (address.search) {
      const { pathname } = address;
      const list = isKeptPath(pathname) ? queryListOf(pathname) : null;
      address.search = pageQuery(address.search, list, bounds.at(pathname, version));
    }
    return address;
  };
  /** The key of a page kept for everyone; none while the origin comes from the request. */
  const keyOf = (request: FastifyRequest, address: URL) =>
    publicUrl === undefined
      ? null
      : pageKey(
          request.method,
          `${address.pathname}${address.search}`,
          publicUrl,
          request.headers.cookie,
          isKeptPath,
        );
  answers.keep('pages', (request) => keyOf(request, renderedAddress(request, null))?.key ?? null);

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    // The catch-all below also sees /api paths that no API route serves.
    if (request.url === '/api' || request.url.startsWith('/api/'))
      return sendNoSuchCall(request, reply);
    const origin = originOf(request);
    let address = renderedAddress(request, null);
    let kept = keyOf(request, address);
    // A database that is away: no version to key by; the render answers 503.
    const version = kept && (await answers.version().catch(() => null));
    if (kept && version) {
      // Again with what this version's renders said of the page's lists (a page past the
      // last is the last): the same key as the nearest page that exists.
      address = renderedAddress(request, version);
      kept = keyOf(request, address);
    }
    if (!kept || !version) {
      const controller = new AbortController();
      reply.raw.on('close', () => controller.abort());
      const { answer, cookies } = await renderPage(
        request,
        origin,
        controller.signal,
        undefined,
        address,
      );
      // A reset, order, booking or preview link: its holder's alone (token-addresses.ts).
      if (carriesToken(request.url)) Object.assign(answer.headers, tokenPageHeaders(request.url));
      if (isPreview(new URL(request.url, origin).searchParams)) {
        answer.headers['x-robots-tag'] = 'noindex, nofollow';
      }
      return sendOwn(reply, answer, cookies);
    }
    // Public pages are rendered once per content version and language, and kept: the
    // render is shared, so it is not cut short when the first visitor leaves.
    let cookies: string[] = [];
    let rendered = false;
    const answer = await answers.get('pages', kept.key, version, async () => {
      rendered = true;
      const heard = bounds.recorder();
      const made = await renderPage(
        request,
        origin,
        undefined,
        undefined,
        address,
        heard.countPages,
      );
      cookies = made.cookies;
      const keep = made.answer.status === 200 && !cookies.length;
      if (keep) heard.keep(address.pathname, version);
      return { answer: made.answer, keep };
    });
    reply.header(PAGE_CACHE_HEADER, rendered ? 'rendered' : 'kept');
    if (answer.status !== 200 || cookies.length) return sendOwn(reply, answer, cookies);
    // Added to the kept answer on the way out, never kept in it (address-language.ts).
    const languageCookie = addressLanguageCookie(request.url);
    if (languageCookie) reply.header('set-cookie', languageCookie);
    return sendAnswer(request, reply, answer, {
      cacheControl: SHARED_BRIEFLY,
      vary: kept.languageFromCookie ? ['Cookie'] : [],
    });
  };

  const assets = join(options.buildDir, 'client', 'assets');
  /** The built assets, whose names carry content hashes: read once, as they never change. */
  const assetNames = new Set(
    readdirSync(assets, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  );
  const assetOf = (request: FastifyRequest) =>
    assetNames.has((request.params as { file: string }).file)
      ? (request.params as { file: string }).file
      : undefined;
  await app.register(async (files) => {
    // A page needs a dozen of these at once and each costs next to nothing: never turned
    // away by the overload guard, or a busy site would lose its styles and scripts.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, alwaysServe: route.config?.alwaysServe ?? true };
    });
    await files.register(fastifyStatic, {
      root: join(options.buildDir, 'client'),
      wildcard: false, // one route per built file, so unknown paths fall through to the pages
      // The assets have one route for them all, below: a route for each of some 170 files
      // was a twentieth of the server's start.
      globIgnore: ['assets/**'],
      cacheControl: false, // set below: hashed assets forever, the rest for an hour
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // Browsers fetch fonts with CORS. The newsletter preview's sandboxed frame has an
        // origin of its own (null), so the site's Burmese font reaches it only when a font
        // file says any page may use it, as public font hosts do; nothing else is shared.
        if (path.startsWith(assets) && path.endsWith('.woff2'))
          res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
    // A name that is not a built asset is a page (a 404), as any other unknown path, and
    // is turned away as a page is when the server is overloaded.
    files.route({
      method: ['GET', 'HEAD'],
      url: '/assets/:file',
      config: { alwaysServe: (request) => assetOf(request) !== undefined },
      handler: (request, reply) => {
        const file = assetOf(request);
        return file === undefined ? render(request, reply) : reply.sendFile(`assets/${file}`);
      },
    });
  });

  // Every other GET is a page. A route (not the not-found handler) so that responses go
  // through the same hooks as the API's, compression included. HEAD is declared here
  // rather than left to Fastify, whose HEAD copy of a route drops the body before the
  // compression hook sees it (no Content-Encoding, unlike the GET): Node leaves out the
  // body of a HEAD answer by itself.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render });
  // A POST to a page with a form: its route's action answers, never kept by anyone.
  const hasForm = pageActionMatcher(build);
  await app.register(pageForms, {
    ...options,
    hasForm,
    notAllowed: sendMethodNotAllowed,
    answer: async (request, reply, body) => {
      const controller = new AbortController();
      // A form with a one-time key is stored whole even when its sender is gone: the
      // answer is kept for the retry that follows a dropped connection.
      if (!request.headers[IDEMPOTENCY_HEADER]) reply.raw.on('close', () => controller.abort());
      const { answer, cookies } = await renderPage(
        request,
        originOf(request),
        controller.signal,
        body,
      );
      answer.headers['cache-control'] = 'private, no-store';
      if (carriesToken(request.url)) Object.assign(answer.headers, tokenPageHeaders(request.url));
      return sendOwn(reply, answer, cookies);
    },
  });
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith('/api')
      ? sendNoSuchCall(request, reply)
      : sendMethodNotAllowed(request, reply, hasForm(request.url) ? 'GET, HEAD, POST' : undefined),
  );
}

/**
 * Pages are only read (those with a form also take its POST): any other method is
 * answered as the API answers, with a problem.
 */
function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allow = 'GET, HEAD') {
  const status = 405;
  return reply
    .code(status)
    .header('Allow', allow)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: 'Method Not Allowed',
      status,
      detail: apiMessage('methodNotAllowed', { method: request.method }),
    });
}
