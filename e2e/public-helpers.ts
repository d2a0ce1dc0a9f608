import type { Page } from 'playwright-core';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';

/** The public pages at fixed addresses, the coach's profile under the demo name. */
export const FIXED_PUBLIC_PAGES = fixedPageAddresses('/meet-mung');

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
