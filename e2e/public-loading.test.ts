import type { Browser, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Site, openPage, useDemoSite } from './harness.ts';
import { FIXED_PUBLIC_PAGES, hydrated } from './public-helpers.ts';

/**
 * A public page's scripts wait for its content (docs/decisions/0020): no script is asked
 * for before the window's load, unless the visitor taps or types first, and then the page
 * hydrates part by part.
 */
describe('public site: scripts load after the content', () => {
  let site: Site;
  let browser: Browser;
  // The shared demo site: this file only reads it.
  useDemoSite((s, b) => {
    site = s;
    browser = b;
  });

  it('asks for no script before the page has loaded, then hydrates (every page, both languages)', async () => {
    for (const language of ['en', 'mm'] as const) {
      for (const path of FIXED_PUBLIC_PAGES) {
        const { page, context } = await openPage(browser, site, { language, viewport: PHONE });
        const html = await (await page.goto(`${site.url}${path}`))!.text();
        expect(html, path).not.toContain('<link rel="modulepreload"');
        await hydrated(page);
        const timing = await page.evaluate(() => {
          const navigation = performance.getEntriesByType(
            'navigation',
          )[0] as PerformanceNavigationTiming;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
          return {
            load: navigation.loadEventStart,
            scripts: scripts.map((entry) => ({ name: entry.name, start: entry.startTime })),
          };
        });
        expect(timing.scripts.length, path).toBeGreaterThan(0);
        const early = timing.scripts.filter((script) => script.start < timing.load);
        expect(early, `${path} (${language}): scripts asked for before load`).toEqual([]);
        await context.close();
      }
    }
  }, 180_000); // every public page in both languages, each waiting for its pictures

  it('waits for the first paint when it comes long after load', async () => {
    const { page, context } = await openPage(browser, site, { viewport: PHONE });
    // Drawing slower than loading, as on a busy phone or with software raster: a
    // stylesheet of the test's hides the page until 600 ms after the window's load.
    await page.route('**/hold.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: 'html { display: none }' }),
    );
    await page.route(`${site.url}/`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        '</head>',
        '<link id="hold" rel="stylesheet" href="/hold.css"></head>',
      );
      await route.fulfill({ response: answer, body: html });
    });
    await page.addInitScript(() =>
      addEventListener('load', () =>
        setTimeout(() => document.getElementById('hold')?.remove(), 600),
      ),
    );
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const firstScript = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce((first, entry) => Math.min(first, entry.startTime), Infinity);
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return { load: navigation.loadEventStart, paint: paint?.startTime, firstScript };
    });
    expect(timing.paint, 'a contentful paint').toBeGreaterThan(timing.load + 500);
    expect(timing.firstScript, 'the first script asked for after the first paint').toBeGreaterThan(
      timing.paint!,
    );
    await context.close();
  });

  it('starts the scripts at the first key press while a picture is still loading', async () => {
    const { page, context } = await openPage(browser, site, { viewport: PHONE });
    // Hold every picture: the window's load cannot come while they are out.
    const held: Route[] = [];
    await page.route('**/api/files/**', (route) => void held.push(route));
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.readyState === 'interactive');
    const asked = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
      );
    expect(await asked(), 'scripts asked for before load or a key').toBe(0);

    await page.keyboard.press('Tab');
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    // Hydrated while the pictures were held: the menu opens.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect
      .poll(() => page.locator('.site-header').getAttribute('data-menu-open'))
      .toBe('true');

    await Promise.all(held.map((route) => route.continue()));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
