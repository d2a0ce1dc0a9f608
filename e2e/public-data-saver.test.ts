import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Site, openPage, screenshot, useDemoSite } from './harness.ts';

/**
 * The browser's data saver (issue 45, item 4): with `Save-Data: on` on every request, as a
 * phone with it on sends, the pages are the same pages (no key of their own in the page
 * cache, nothing said about it), their pictures come smaller from the files route, and
 * nothing plays or loads ahead that the page does not show.
 */
const PAGES = ['/', '/meet-mung', '/blogs'];

interface Loaded {
  html: string;
  pictureBytes: number;
  pictures: number;
}

/** Opens `path` at a phone's size, and adds up the pictures the files route sent it. */
async function load(page: Page, site: Site, path: string): Promise<Loaded> {
  let pictureBytes = 0;
  let pictures = 0;
  const counted: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/files/')) return;
    counted.push(
      response.body().then(
        (body) => {
          pictureBytes += body.length;
          pictures += 1;
        },
        () => {},
      ),
    );
  });
  const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  await Promise.all(counted);
  return { html: await response!.text(), pictureBytes, pictures };
}

describe('the data saver', () => {
  let site: Site;
  let browser: Browser;
  useDemoSite((s, b) => {
    site = s;
    browser = b;
  });

  it.each(PAGES)('%s: the same page, its pictures lighter', async (path) => {
    const plain = await openPage(browser, site, { viewport: PHONE });
    const saver = await openPage(browser, site, { viewport: PHONE });
    await saver.context.setExtraHTTPHeaders({ 'save-data': 'on' });
    try {
      const without = await load(plain.page, site, path);
      const withSaver = await load(saver.page, site, path);
      // One page for everyone: the page cache needs no key for the data saver.
      expect(withSaver.html).toBe(without.html);
      expect(withSaver.pictures).toBeGreaterThan(0);
      expect(withSaver.pictureBytes).toBeLessThan(without.pictureBytes);

      // Nothing plays by itself, and every picture loaded ahead is one the page shows.
      const { page } = saver;
      expect(await page.locator('video[autoplay], audio[autoplay], video, audio').count()).toBe(0);
      expect(await page.locator('iframe').count()).toBe(0);
      const preloads = await page
        .locator('link[rel=preload]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('as'), l.getAttribute('href')]));
      const shown = await page
        .locator('img, source')
        .evaluateAll((elements) =>
          elements.flatMap((e) => [e.getAttribute('src'), e.getAttribute('srcset')]).join(' '),
        );
      for (const [as, href] of preloads) {
        expect(as, href ?? '').toBe('image');
        expect(shown, href ?? '').toContain(href);
      }
      await screenshot(page, `data-saver${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
    } finally {
      await plain.context.close();
      await saver.context.close();
    }
  });
});
