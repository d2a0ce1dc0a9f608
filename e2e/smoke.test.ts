import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, launchBrowser, openPage, startSite } from './harness.ts';

describe('the server renders pages', () => {
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ demo: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('serves the home page with its language on <html>', async () => {
    const { page, context } = await openPage(browser, site, { language: 'mm' });
    const response = await page.goto(site.url);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    await context.close();
  });
});
