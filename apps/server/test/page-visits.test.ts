import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '@coach/api';
import { databases, freshDatabase } from '../../api/test/harness.ts';
import { webPlugin } from '../src/web.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ADDRESS = '203.0.113.45';

/**
 * The real site (API and pages) on a fresh database of `kind`, for the file's tests: its
 * page views written and read back in order by `counted`.
 */
function useSite(kind: string, publicUrl: string, trustProxy?: string[]) {
  // Filled in before the tests run: they read it only then.
  const site = {} as Awaited<ReturnType<typeof buildServer>>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    cleanup = async () => {
      await fresh.database.close();
      await fresh.cleanup();
    };
    const built = await buildServer({
      database: fresh.database,
      overload: false,
      visitFold: false,
      trustProxy,
    });
    Object.assign(site, built);
    await site.app.register(webPlugin, {
      services: site.services,
      buildDir: fileURLToPath(new URL('../../web/build', import.meta.url)),
      publicUrl,
    });
  });
  afterAll(async () => {
    await site.app?.close();
    await cleanup?.();
  });
  const counted = async () => {
    await site.services.visits.flush();
    return site.services.database.db.selectFrom('visit_hit').selectAll().orderBy('id').execute();
  };
  return { site, counted };
}

/**
 * The page views the server counts (issue 43, item 1): the real pages, rendered and kept,
 * behind the hook that counts them; what is not a visitor reading a public page is not.
 */
describe.each(databases)('page views counted by the server, on %s', (kind) => {
  const { site, counted } = useSite(kind, 'http://coach.test');

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({
      method: 'GET',
      url,
      remoteAddress: ADDRESS,
      headers: { 'user-agent': PHONE, ...headers },
    });
  it('counts a public page, rendered or kept, with its source and tags', async () => {
    const first = await get('/?utm_source=facebook&utm_campaign=june-talk&fbclid=IwAR1', {
      referer: 'https://m.facebook.com/',
    });
    expect(first.statusCode).toBe(200);
    const again = await get('/?fbclid=IwAR2', { dnt: '1' });
    expect(again.headers['x-page-cache']).toBe('kept');
    const rows = await counted();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      path: '/?utm_source=facebook&utm_campaign=june-talk',
      source: 'Facebook',
      campaign: 'june-talk',
      device: 'phone',
      language: 'en',
      entry: 1,
    });
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{16}$/);
    // Do Not Track: counted, without a key.
    expect(rows[1]).toMatchObject({ path: '/', source: 'Facebook', visitor: null });
  });

  it('counts no prefetch, robot, back office, private page, page data or API call', async () => {
    const before = (await counted()).length;
    const answers = await Promise.all([
      get('/', { 'sec-purpose': 'prefetch' }),
      get('/', { purpose: 'prefetch' }),
      get('/', {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      get('/admin'),
      get('/search?q=leadership'),
      get('/_root.data'),
      get('/api/health'),
      get('/no-such-page'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 404]);
    expect(await counted()).toHaveLength(before);
    // A HEAD is no reading either.
    await site.app.inject({ method: 'HEAD', url: '/', remoteAddress: ADDRESS });
    expect(await counted()).toHaveLength(before);
  });
});

/**
 * Behind the proxy the site trusts, each visitor is known by the address the proxy names,
 * however many share the proxy's connection and their browser, and however recently the
 * hook has seen them (it remembers a caller for a few seconds).
 */
describe('page views behind a trusted proxy', () => {
  const PROXY = '127.0.0.1';
  const { site, counted } = useSite('sqlite', 'https://coach.example', [PROXY]);

  const view = (remoteAddress: string, headers: Record<string, string>) =>
    site.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress,
      headers: { 'user-agent': PHONE, host: 'internal:3000', ...headers },
    });
  const proxied = (client: string, headers: Record<string, string> = {}) =>
    view(PROXY, {
      'x-forwarded-for': client,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'coach.example',
      ...headers,
    });
  it('keys each visitor by the address the proxy names, and a move within the site is no source', async () => {
    const answers = [
      await proxied('198.51.100.1', { referer: 'https://m.facebook.com/' }),
      await proxied('198.51.100.2', { referer: 'https://m.facebook.com/' }),
      // The first visitor's next page, read from a link on the site's own page.
      await proxied('198.51.100.1', { referer: 'https://coach.example/' }),
      // Not the proxy: what it claims of the address behind it is not believed.
      await view(ADDRESS, { 'x-forwarded-for': '198.51.100.1' }),
      await view(ADDRESS, { 'x-forwarded-for': '198.51.100.2' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [first, second, firstAgain, direct, directAgain] = await counted();
    expect(first).toMatchObject({ source: 'Facebook', entry: 1 });
    expect(second!.visitor).not.toBe(first!.visitor);
    expect(firstAgain).toMatchObject({ visitor: first!.visitor, source: 'direct', entry: 0 });
    expect([first!.visitor, second!.visitor]).not.toContain(direct!.visitor);
    expect(directAgain!.visitor).toBe(direct!.visitor);
  });

  it('judges a move within the site by the host each view asked for, on one page', async () => {
    const before = (await counted()).length;
    // The same page under the site's two names, each read from a link on its own host.
    for (const host of ['coach.example', 'www.coach.example', 'coach.example']) {
      const answer = await proxied('198.51.100.3', {
        'x-forwarded-host': host,
        referer: `https://${host}/blogs`,
      });
      expect(answer.statusCode).toBe(200);
    }
    const rows = (await counted()).slice(before);
    expect(rows.map((row) => [row.path, row.entry, row.source])).toEqual([
      ['/', 0, 'direct'],
      ['/', 0, 'direct'],
      ['/', 0, 'direct'],
    ]);
  });
});
