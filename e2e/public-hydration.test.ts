import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGET_BYTES,
  gzippedBytes,
  firstLoadScripts,
  routeScripts,
} from '../scripts/first-load-js.ts';
import { type Site, openPage, useDemoSite } from './harness.ts';
import { FIXED_PUBLIC_PAGES, gotoServed, hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;

/**
 * The server renders with React and the browser hydrates with Preact
 * (docs/decisions/0005). Hydration must adopt the server's page as it is: an element
 * dropped or rebuilt would flash, lose focus or lose the stylesheet.
 */
describe('public site: hydration and first-load JavaScript', () => {
  let site: Site;
  let browser: Browser;
  let pages: string[];
  useDemoSite(async (s, b) => {
    site = s;
    browser = b;
    const first = async (path: string) =>
      ((await (await site.api(path)).json()) as Row[])[0]!.id as number;
    // A paid event's page: its registration form (an island) shows the bank details.
    const paidEvent = async () =>
      ((await (await site.api('/events')).json()) as Row[]).find(
        (event) => Number(event.seats) > 0 && Number(event.price) > 0,
      )!.id as number;
    const [article, product, event] = await Promise.all([
      first('/articles'),
      first('/products'),
      paidEvent(),
    ]);
    pages = [
      ...FIXED_PUBLIC_PAGES,
      `/articles/view/${article}`,
      `/shops/checkout/${product}`,
      `/events/${event}`,
      '/no-such-page',
    ];
  });

  // One test walks every public page: a minute is too short for eleven fresh pages, each
  // hydrating only once its pictures are in (decision 0020).
  const EVERY_PAGE_MS = 180_000;
  for (const language of ['en', 'mm'] as const) {
    it(
      `keeps every server-rendered element when a page hydrates (${language})`,
      async () => {
        for (const path of pages) {
          const { page, context } = await openPage(browser, site, { language });
          const failures: string[] = [];
          page.on('pageerror', (error) => failures.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') failures.push(message.text());
          });
          const myanmarFonts: string[] = [];
          page.on('request', (request) => {
            if (request.url().includes('noto-sans-myanmar-myanmar'))
              myanmarFonts.push(request.url());
          });
          // Tag every element the server sent, before any script runs.
          await page.addInitScript(() => {
            document.addEventListener('readystatechange', () => {
              if (document.readyState !== 'interactive') return;
              const sent = [...document.querySelectorAll('*')];
              for (const element of sent) (element as { fromServer?: boolean }).fromServer = true;
              (window as unknown as { sent: Element[] }).sent = sent;
            });
          });
          const response = await gotoServed(page, `${site.url}${path}`);
          expect(response!.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
          await hydrated(page);
          const result = await page.evaluate(() => {
            const describe = (e: Element) => e.outerHTML.slice(0, 120);
            // Spent by now: React Router's inline scripts and module preloads (its <Scripts>
            // renders the preloads again in the body while hydrating, for modules already
            // loaded), and the preloads the entry drops.
            const spent = (e: Element) =>
              e.tagName === 'SCRIPT' ||
              (e.tagName === 'LINK' &&
                ['modulepreload', 'preload'].includes(e.getAttribute('rel') ?? '') &&
                !e.hasAttribute('data-page-preload'));
            const sent = (window as unknown as { sent: Element[] }).sent;
            return {
              dropped: sent.filter((e) => !e.isConnected && !spent(e)).map(describe),
              built: [...document.querySelectorAll('*')]
                .filter((e) => !(e as { fromServer?: boolean }).fromServer && !spent(e))
                .map(describe),
              stylesheets: document.querySelectorAll('head link[rel="stylesheet"]').length,
              lang: document.documentElement.lang,
              htmlElements: document.querySelectorAll('html').length,
              burmeseContent: [...document.querySelectorAll('main, footer')].some((e) =>
                /[\u1000-\u109f]/.test(e.textContent ?? ''),
              ),
            };
          });
          expect(result.dropped, path).toEqual([]);
          expect(result.built, path).toEqual([]);
          expect(result.stylesheets, path).toBeGreaterThan(0);
          expect(result.lang, path).toBe(language === 'mm' ? 'my' : 'en');
          expect(result.htmlElements, path).toBe(1);
          // The toggle's Burmese word comes from a font of its own glyphs: an English page
          // fetches the Myanmar font only for Burmese content (a testimonial written so).
          if (language === 'en' && !result.burmeseContent) expect(myanmarFonts, path).toEqual([]);
          // A missing page answers 404, and the browser says so in the console: that is all.
          const expected = path === '/no-such-page' ? 1 : 0;
          expect(
            failures.filter((f) => !f.includes('404')),
            path,
          ).toEqual([]);
          expect(failures.length, path).toBe(expected);
          await context.close();
        }
      },
      EVERY_PAGE_MS,
    );
  }

  it('keeps the first-load JavaScript of every page it walks within 75 KB gzipped', async () => {
    for (const path of pages.filter((p) => p !== '/no-such-page')) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const scripts = firstLoadScripts(html);
      // The entry and the framework are among them, or the page would not hydrate.
      expect(
        scripts.some((s) => s.includes('entry.client')),
        path,
      ).toBe(true);
      expect(gzippedBytes(scripts), path).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
  });

  // Every public route, from the build's manifest: the private pages (an order's, a
  // registration's, a claim) and the email list's too, which the walk above cannot open.
  it('keeps every public route’s first-load JavaScript within 75 KB gzipped', () => {
    const routes = routeScripts();
    expect(routes.size).toBeGreaterThan(15);
    const over = [...routes]
      .map(([route, scripts]) => ({ route, bytes: gzippedBytes(scripts) }))
      .filter(({ bytes }) => bytes > FIRST_LOAD_BUDGET_BYTES);
    expect(over).toEqual([]);
  });
});
