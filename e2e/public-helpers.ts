import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';

/** The public pages at fixed addresses, the coach's profile under the demo name. */
export const FIXED_PUBLIC_PAGES = fixedPageAddresses('/meet-mung');

/**
 * Opens an address as a visitor would, coming back (up to five times, waiting longer each
 * time) while the server answers "busy" (503 with Retry-After, which a just-started server
 * on a shared machine may send before any page work); any other answer is the test's.
 */
export async function gotoServed(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(url);
    const busy = response?.status() === 503 && response.headers()['retry-after'] !== undefined;
    if (!busy || attempt === 5) return response;
    await page.waitForTimeout(500 * attempt);
  }
}

/** Waits until the page is hydrated (the root marks it): controls do nothing before that. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Images the page does not show (the quotes page for the other screen width) never load.
  await page.waitForFunction(() =>
    [...document.images].every((i) => i.complete || !i.checkVisibility()),
  );
}

/**
 * What a screenshot of a public page would show wrong, as checks: the page's language
 * and nothing wider than the screen. (Whether each picture decodes is not judged here:
 * these tests' products carry a 1×1 fixture, whose resized AVIF Chromium shows as broken.)
 */
export async function expectLaidOut(page: Page, language: 'en' | 'mm') {
  const seen = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(seen.lang, page.url()).toBe(language === 'mm' ? 'my' : 'en');
  expect(seen.overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}
