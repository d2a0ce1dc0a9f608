import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, sqliteDatabase } from '../faults/harness/databases.ts';
import { type Answer, request } from '../faults/harness/http.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import { PARKED_MODULE_TYPE } from '../apps/web/app/startup/scripts-after-content.ts';

/**
 * The pages as HTTP sees them, on the compiled server: HEAD answers as GET does (uptime
 * monitors use it), other methods get a problem with Allow, and every HTML page carries
 * the security headers, its Content-Security-Policy naming its own inline scripts.
 */
let database: TestDatabase;
let site: Server;
let httpsSite: Server;

beforeAll(async () => {
  database = sqliteDatabase();
  [site, httpsSite] = await Promise.all([
    startServer({ name: 'pages', databaseUrl: database.url(), demo: true }),
    startServer({
      name: 'pages-https',
      databaseUrl: database.url(),
      env: { PUBLIC_URL: 'https://coach.example' },
    }),
  ]);
  await Promise.all([site.waitHealthy(90_000), httpsSite.waitHealthy(90_000)]);
  // The demo content is added after the server answers health: wait for the pages' data.
  await site.waitForLog(/^demo content (not )?added/, 60_000);
});
afterAll(async () => {
  await stopAll({ printLogs: false });
  await database.drop();
});

const HTML_PAGES = [
  '/',
  '/trainings',
  '/blogs',
  '/contact-us',
  '/articles/view/1',
  '/login',
  '/register',
  '/admin',
  '/admin/articles/create',
  '/no-such-page',
];
const OTHER = ['/sitemap.xml', '/robots.txt', '/api/health', '/api/openapi.json', '/api/articles'];

/**
 * Headers that differ between any two answers, whatever the method: the framing of a body
 * that a HEAD answer does not have (a compressed GET is sent in chunks), and whether the
 * page was rendered or kept (`x-page-cache`: the first answer renders, the next is kept).
 */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-page-cache',
]);
const comparable = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('HEAD answers as GET does, without a body', () => {
  const sameAsGet = async (path: string) => {
    for (const encoding of ['identity', 'gzip, br']) {
      const headers = { 'Accept-Encoding': encoding };
      const get = await request(site.base, path, { headers });
      const head = await request(site.base, path, { method: 'HEAD', headers });
      expect(head.status, path).toBe(get.status);
      expect(head.status, path).toBeLessThan(500);
      expect(comparable(head), `${path} (${encoding})`).toEqual(comparable(get));
      expect(head.body).toBe('');
    }
  };
  it.each([...HTML_PAGES, ...OTHER])('%s', sameAsGet);
  it('a built script', async () => {
    const home = await request(site.base, '/');
    const script = /src="(\/assets\/[^"]+\.js)"|from "(\/assets\/[^"]+\.js)"/.exec(home.body);
    await sameAsGet(script![1] ?? script![2]!);
  });
});

/** The pages with a public form: they take its POST too (security/page-forms.test.ts). */
const FORM_PAGES = [
  '/one-on-one-coaching',
  '/team-coaching',
  '/trainings',
  '/meet-mung',
  '/blogs',
  '/contact-us',
  '/testimonial',
  '/shops/checkout/1',
];
/**
 * Every other page is only read, POST included. (One unknown segment, `/no-such-page`, is
 * the coach's profile route, which has the form: its POST is a 404, checked below.)
 */
const READ_ONLY_PAGES = ['/', '/shops', '/articles/view/1', '/admin', '/login', '/no/such-page'];

describe('other methods on a page: 405, a problem naming the methods allowed', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])('%s', async (method) => {
    const pages = [
      ...READ_ONLY_PAGES.map((path) => [path, 'GET, HEAD'] as const),
      ...(method === 'POST' ? [] : FORM_PAGES.map((path) => [path, 'GET, HEAD, POST'] as const)),
    ];
    for (const [path, allow] of pages) {
      const answer = await request(site.base, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.body)).toEqual({
        type: 'about:blank',
        title: 'Method Not Allowed',
        status: 405,
        detail: expect.stringContaining(method),
      });
    }
  });
});

describe('a page with a form takes its POST', () => {
  it.each(FORM_PAGES)('%s', async (path) => {
    // An empty form: the page's action answers (refused, the page with its message), not a 405.
    const answer = await request(site.base, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status, path).toBe(422);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-security-policy']).toContain("form-action 'self'");
  });
  it('a POST to a profile address that is not the coach’s is a 404', async () => {
    const answer = await request(site.base, '/no-such-page', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(404);
  });
});

/**
 * The inline scripts of a document that a browser would run, as it hashes them: not
 * those with a src, nor data blocks (JSON-LD), which the policy does not govern.
 */
/**
 * The inline scripts that run: plain ones, modules, and the module a public page parks
 * until its content has loaded (docs/decisions/0020), which its starter puts back as it
 * is. Data blocks (JSON-LD) are not run.
 */
const RUN_TYPES = ['module', 'text/javascript', PARKED_MODULE_TYPE];
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\stype="([^"]*)"/.exec(attributes!)?.[1];
      return type === undefined || RUN_TYPES.includes(type);
    })
    .map((match) => match[2]!);

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );

describe('security headers of every HTML page', () => {
  it.each(HTML_PAGES)('%s', async (path) => {
    const answer = await request(site.base, path);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The back office's check-in screen reads QR codes with the camera; no other page may.
    const camera = /^\/(admin|login|register)\b/.test(path) ? /camera=\(self\)/ : /camera=\(\)/;
    expect(answer.headers['permissions-policy']).toMatch(camera);
    expect(answer.headers['strict-transport-security']).toBeUndefined();

    const policy = directives(String(answer.headers['content-security-policy']));
    const scripts = policy.get('script-src')!;
    expect(scripts[0]).toBe("'self'");
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    const { createHash } = await import('node:crypto');
    const hashes = inlineScripts(answer.body).map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(new Set(scripts.slice(1))).toEqual(new Set(hashes));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    const answer = await request(httpsSite.base, '/');
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(answer.headers['content-security-policy']).toBeDefined();
  });
});
