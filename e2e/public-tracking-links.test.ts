import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Site, screenshot, useDemoSite } from './harness.ts';
import { gotoServed, hydrated } from './public-helpers.ts';

/**
 * A visitor from a Facebook post (issue 42): the link carries a click id and campaign tags,
 * which the page never copies into its links, canonical, hreflang, Open Graph address or
 * forms, with scripts and without them; with scripts the address bar drops them too.
 */
const TRACKING = /fbclid|utm_|gclid/i;

/** Every address the page names: links, forms, canonical, hreflang and og:url. */
const addressesIn = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('[href]')].map((e) => e.getAttribute('href')!),
    ...[...document.querySelectorAll('form[action]')].map((e) => e.getAttribute('action')!),
    ...[...document.querySelectorAll('meta[property="og:url"]')].map((e) =>
      e.getAttribute('content')!,
    ),
  ]);

describe('arriving from a Facebook link', () => {
  let site: Site;
  let browser: Browser;
  // The shared demo site: this file only reads it.
  useDemoSite((s, b) => {
    site = s;
    browser = b;
  });

  const arrivals = [
    '/?fbclid=IwAR0fb1&utm_source=facebook&utm_medium=social',
    '/meet-mung?fbclid=IwAR0fb2&utm_campaign=autumn&lang=mm',
    '/contact-us?gclid=G1&utm_source=newsletter',
  ];

  it.each(arrivals)('on a phone with scripts: %s names no tracking parameter', async (path) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    expect((await gotoServed(page, `${site.url}${path}`))?.status()).toBe(200);
    await hydrated(page);
    const addresses = await addressesIn(page);
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((address) => TRACKING.test(address))).toEqual([]);
    // The address bar is the page's own address: a copied link carries nothing on.
    expect(new URL(page.url()).search).not.toMatch(TRACKING);
    if (path.includes('lang=mm')) {
      // The parameters the page reads are kept: the Burmese page, and its links.
      expect(new URL(page.url()).searchParams.get('lang')).toBe('mm');
      expect(await page.getAttribute('html', 'lang')).toBe('my');
      await screenshot(page, 'tracking-links-phone-mm');
    }
    await context.close();
  });

  it.each(arrivals)('on a phone without scripts: %s names no tracking parameter', async (path) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await gotoServed(page, `${site.url}${path}`))?.status()).toBe(200);
    const addresses = await addressesIn(page);
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((address) => TRACKING.test(address))).toEqual([]);
    await context.close();
  });

  it("a pager's next page from such an address keeps the page's own query only", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await gotoServed(page, `${site.url}/blogs?fbclid=IwAR0fb3&lang=mm&utm_source=facebook`);
    const pager = page.locator('a[href*="articles=2"]').first();
    expect(await pager.getAttribute('href')).toBe('/blogs?lang=mm&articles=2#articles');
    await context.close();
  });
});
