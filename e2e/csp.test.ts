import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRUD_PATHS, EDIT_ONLY_PATHS } from '../apps/web/app/routes/admin/routes.ts';
import { PNG, moveTo, signIn, waitForScreen } from './admin-helpers.ts';
import { type Site, launchBrowser, openPage, startSite } from './harness.ts';
import { FIXED_PUBLIC_PAGES, gotoServed, hydrated } from './public-helpers.ts';

/**
 * The Content-Security-Policy (docs/decisions/0016) must refuse nothing the site itself
 * does: every public page in both languages, a video facade started, and every back-office
 * screen, the article editor with a pasted image included. The browser reports each
 * refusal as a `securitypolicyviolation` event and a "Refused to …" console message;
 * either fails the test, naming the page.
 */
let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ demo: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** A page that records every refusal from its first script on. */
async function watchedPage(language: 'en' | 'mm'): Promise<{
  context: BrowserContext;
  page: Page;
  refusals: () => Promise<string[]>;
}> {
  const { context, page } = await openPage(browser, site, { language });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content.Security.Policy|Permissions-Policy/i.test(message.text())) {
      console.push(`${page.url()}: ${message.text()}`);
    }
  });
  const refusals = async () => [
    ...console.splice(0),
    ...(await page.evaluate(() => window.cspViolations.splice(0)).catch(() => [])),
  ];
  return { context, page, refusals };
}

/** Opens a page, waits until its scripts have run, and answers what was refused. */
async function visit(page: Page, refusals: () => Promise<string[]>, path: string) {
  // On a busy machine the overload guard may turn a page away (503, Retry-After): ask again.
  const answer = await gotoServed(page, `${site.url}${path}`);
  expect(answer?.status(), path).toBeLessThan(500);
  await hydrated(page);
  return (await refusals()).map((refusal) => `${path}: ${refusal}`);
}

const json = async <T>(path: string) =>
  (await (await site.api(path)).json()) as { items?: T[] } & T[];

describe('Content-Security-Policy: nothing the site does is refused', () => {
  it.each(['en', 'mm'] as const)('every public page (%s)', async (language) => {
    const { context, page, refusals } = await watchedPage(language);
    const articles = await json<{ id: number }>('/articles');
    const products = await json<{ id: number }>('/products');
    const first = (list: { items?: { id: number }[] } & { id: number }[]) =>
      (list.items ?? list)[0]!.id;
    const paths = [
      ...FIXED_PUBLIC_PAGES,
      `/articles/view/${first(articles)}`,
      `/shops/checkout/${first(products)}`,
      '/no-such-page',
      '/login',
      '/register',
    ];
    const found: string[] = [];
    for (const path of paths) found.push(...(await visit(page, refusals, path)));

    // A video facade becomes the YouTube player when pressed (a frame the policy allows).
    await page.goto(`${site.url}/blogs`);
    await hydrated(page);
    await page.locator('a.video-facade').first().click();
    await page.locator('.video-frame iframe').first().waitFor();
    found.push(...(await refusals()).map((refusal) => `/blogs video: ${refusal}`));

    await context.close();
    expect(found, `${paths.length} pages in ${language}`).toEqual([]);
  });

  it('every back-office screen, the article editor with a pasted image', async () => {
    const { context, page, refusals } = await watchedPage('en');
    await signIn(page, site);
    const screens = [
      ...CRUD_PATHS.flatMap((path) => [path, `${path}/create`]),
      ...EDIT_ONLY_PATHS,
      'constants/edit/1',
      'appointments',
      'orders',
      'testimonials',
      'stats',
      'banners',
      'email',
    ];
    // The back office's document loads once, as a link from elsewhere would load it; each
    // screen's code and data then arrive as the router moves to it, as a person goes.
    const found = await visit(page, refusals, '/admin');
    await waitForScreen(page, '/admin');
    found.push(...(await refusals()).map((refusal) => `/admin: ${refusal}`));
    for (const screen of screens) {
      const path = `/admin/${screen}`;
      await moveTo(page, path);
      found.push(...(await refusals()).map((refusal) => `${path}: ${refusal}`));
    }

    await moveTo(page, '/admin/articles/create');
    const editor = '[aria-labelledby="field-content-label"]';
    await page.locator(editor).waitFor();
    await page.locator(editor).click();
    await page.keyboard.type('Policy check ');
    await page.locator(editor).evaluate(
      (element, bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], 'chart.png', { type: 'image/png' }));
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      [...PNG],
    );
    await page.locator(`${editor} img`).waitFor();
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLImageElement | null)?.complete,
      `${editor} img`,
    );
    found.push(...(await refusals()).map((refusal) => `article editor: ${refusal}`));

    await context.close();
    expect(found, `${screens.length + 1} screens`).toEqual([]);
  });
});
