import type { Page } from 'playwright-core';

/** Waits until React has attached to the server HTML: controls do nothing before that. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
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
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
}
