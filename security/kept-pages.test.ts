import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, sqliteDatabase } from '../faults/harness/databases.ts';
import { requestServed as request } from '../faults/harness/http.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';

/**
 * What a shared cache (a CDN) may keep, on the compiled server:
 * - no answer that names an origin taken from the request's Host header is shareable: in
 *   production the site's address is PUBLIC_URL, or the loopback address listened on,
 *   and on any other HOST the server will not start without PUBLIC_URL;
 * - only the public page list is kept, judged as React Router matches a path (whatever
 *   its letters' case or escapes): the back office and sign-in pages never are.
 */
// Asked again while shed (503, Retry-After): a just-started server on a busy machine turns
// pages away until its event loop settles.
let database: TestDatabase;
/** The other servers' own: one seeding the demo holds SQLite's write lock for a while. */
let quiet: TestDatabase;
let site: Server;
let development: Server;

const EVIL = 'evil.example';

beforeAll(async () => {
  database = sqliteDatabase();
  quiet = sqliteDatabase();
  [site, development] = await Promise.all([
    startServer({ name: 'origins', databaseUrl: database.url(), demo: true }),
    // A developer trying the site from a phone: no PUBLIC_URL, every interface.
    startServer({
      name: 'origins-dev',
      databaseUrl: quiet.url(),
      env: { NODE_ENV: 'development', HOST: '0.0.0.0' },
    }),
  ]);
  await Promise.all([site.waitHealthy(90_000), development.waitHealthy(90_000)]);
  await site.waitForLog(/^demo content (not )?added/, 60_000);
});
afterAll(async () => {
  await stopAll({ printLogs: false });
  await Promise.all([database.drop(), quiet.drop()]);
});

const SHAREABLE = /public|s-maxage/;
const ORIGIN_PAGES = ['/', '/blogs', '/sitemap.xml', '/robots.txt'];

describe("no request's Host in a shareable answer", () => {
  it.each(ORIGIN_PAGES)('%s names the loopback address listened on, not the Host', async (path) => {
    const answer = await request(site.base, path, { headers: { Host: EVIL } });
    expect(answer.status, path).toBe(200);
    expect(answer.body).not.toContain(EVIL);
    expect(answer.body).toContain(site.base);
  });

  it.each(ORIGIN_PAGES)(
    '%s, where the origin does come from the request, is never shareable nor kept',
    async (path) => {
      const answer = await request(development.base, path, { headers: { Host: EVIL } });
      expect(answer.status, path).toBe(200);
      expect(answer.body).toContain(EVIL);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.etag).toBeUndefined();
    },
  );

  it('in production on a HOST others reach, refuses to start without PUBLIC_URL', async () => {
    const refused = await startServer({
      name: 'origins-public',
      databaseUrl: quiet.url(),
      env: { HOST: '0.0.0.0' },
    });
    expect(await refused.exited).toEqual({ code: 1, signal: null });
    expect(refused.logTail()).toMatch(
      /PUBLIC_URL: required in production when HOST \(0\.0\.0\.0\) is not a loopback address/,
    );
  });
});

describe('never kept: anything but the public page list', () => {
  it('a public page is kept (the check below can fail)', async () => {
    const answer = await request(site.base, '/blogs');
    expect(answer.headers.etag).toMatch(/^W\//);
    expect(answer.headers['cache-control']).toMatch(SHAREABLE);
  });

  it.each(['/admin', '/ADMIN', '/Admin', '/%61dmin', '/admin/events', '/LOGIN', '/Register'])(
    '%s renders the back office for this visitor only',
    async (path) => {
      for (let i = 0; i < 2; i += 1) {
        const answer = await request(site.base, path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.etag, path).toBeUndefined();
        expect(answer.headers['cache-control'], path).toBe('private, no-cache');
      }
    },
  );
});

describe('a language chosen by the address is remembered, and never handed to another visitor', () => {
  const cookieOf = (answer: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((answer.headers['set-cookie'] as string[] | undefined) ?? []);
  const isBurmese = (body: string) => /<html[^>]* lang="my"/.test(body);

  it('a page asked with ?lang=mm is kept, and sets the cookie from its address alone', async () => {
    // Twice: the first renders and keeps the page, the second is the kept one.
    for (const cookie of [undefined, 'lang=en']) {
      const answer = await request(site.base, '/blogs?lang=mm', {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(answer.status).toBe(200);
      expect(isBurmese(answer.body)).toBe(true);
      expect(answer.headers.etag).toMatch(/^W\//);
      expect(answer.headers['cache-control']).toMatch(SHAREABLE);
      expect(cookieOf(answer)).toEqual(['lang=mm; Path=/; Max-Age=31536000; SameSite=Lax']);
    }
  });

  it('the same page without ?lang sets no cookie, kept in either language', async () => {
    const burmese = await request(site.base, '/blogs', { headers: { Cookie: 'lang=mm' } });
    expect(isBurmese(burmese.body)).toBe(true);
    expect(burmese.headers.vary).toMatch(/Cookie/);
    expect(cookieOf(burmese)).toEqual([]);
    const english = await request(site.base, '/blogs');
    expect(isBurmese(english.body)).toBe(false);
    expect(cookieOf(english)).toEqual([]);
  });

  it('a language the site does not have sets nothing', async () => {
    const answer = await request(site.base, '/blogs?lang=fr');
    expect(answer.status).toBe(200);
    expect(cookieOf(answer)).toEqual([]);
  });

  it('a private page (an order) asked with ?lang=en sets it as well', async () => {
    const answer = await request(site.base, '/orders/no-such-token?lang=en');
    expect(answer.status).toBe(404);
    expect(cookieOf(answer)).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
