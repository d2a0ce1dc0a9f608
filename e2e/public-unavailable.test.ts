import SQLite from 'better-sqlite3';
import { renameSync, rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';

/**
 * While the database is away a visitor gets a calm "we will be right back" page in
 * their language (503, Retry-After), and the real page again once it is back, without
 * the server being restarted.
 */
describe('public site while the database is away', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  it('shows the unavailable page in both languages, then the site again', async () => {
    const copy = `${site.databaseFile}.copy`;
    const source = new SQLite(site.databaseFile, { readonly: true });
    await source.backup(copy);
    source.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(site.databaseFile + suffix, { force: true });

    const wording = {
      en: { lang: 'en', heading: 'We will be right back' },
      mm: { lang: 'my', heading: 'ခဏအကြာတွင် ပြန်လာပါမည်' },
    };
    for (const [language, expected] of Object.entries(wording) as [
      'en' | 'mm',
      (typeof wording)['en'],
    ][]) {
      for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
        const { context, page } = await openPage(browser, site, { viewport, language });
        const response = await page.goto(`${site.url}/blogs`);
        expect(response?.status()).toBe(503);
        expect(response?.headers()['retry-after']).toBe('5');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(expected.heading);
        expect(await page.getAttribute('html', 'lang')).toBe(expected.lang);
        expect(await page.title()).toBe(expected.heading);
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `unavailable-${language}-${size}`);
        await context.close();
      }
    }

    renameSync(copy, site.databaseFile);
    const { context, page } = await openPage(browser, site);
    const response = await page.goto(`${site.url}/blogs`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeDefined();
    expect(await page.title()).not.toBe(wording.en.heading);
    await context.close();
  });
});
