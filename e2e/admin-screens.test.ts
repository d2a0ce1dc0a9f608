import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type Site, screenshot, useSite } from './harness.ts';
import { adminPage, moveTo } from './admin-helpers.ts';

/** The screens a person should look at, with the heading each shows in English and Burmese. */
const SCREENS = [
  { name: 'dashboard', path: '/admin', en: 'Dashboard', mm: 'ထိန်းချုပ်မျက်နှာပြင်' },
  { name: 'events-list', path: '/admin/events', en: 'Events', mm: 'ပွဲများ' },
  {
    name: 'product-form',
    path: '/admin/products/create',
    en: 'Create Product',
    mm: 'ကုန်ပစ္စည်း ဖန်တီးရန်',
  },
  { name: 'orders', path: '/admin/payments', en: 'Manage Orders', mm: 'အော်ဒါများ စီမံရန်' },
  {
    name: 'availability',
    path: '/admin/availability',
    en: 'Availability',
    mm: 'ချိန်းဆိုနိုင်သည့် အချိန်များ',
  },
  { name: 'agenda', path: '/admin/agenda', en: 'Agenda', mm: 'ချိန်းဆိုမှု အချိန်ဇယား' },
  {
    name: 'article-editor',
    path: '/admin/articles/create',
    en: 'Create Article',
    mm: 'ဆောင်းပါး ဖန်တီးရန်',
  },
] as const;

describe('back office screens at phone and desktop sizes, in both languages', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  for (const language of ['en', 'mm'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`${language}, ${size}: every screen renders its heading without spilling sideways`, async () => {
        const { page, context } = await adminPage(browser, site, { viewport, language });
        expect(await page.getAttribute('html', 'lang')).toBe(language === 'mm' ? 'my' : 'en');
        // The screens in one visit, moving between them inside the back office.
        for (const screen of SCREENS) {
          await moveTo(page, screen.path);
          await page.getByRole('heading', { level: 1, name: screen[language] }).waitFor();
          if (screen.name === 'article-editor') await page.getByRole('toolbar').first().waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${screen.name} is wider than the screen`).toBeLessThanOrEqual(0);
          // For the screenshot: the fonts, and the pictures on view (the rest wait for a scroll).
          await page.evaluate(() => document.fonts.ready);
          await page.waitForFunction(() =>
            [...document.images].every((image) => {
              const box = image.getBoundingClientRect();
              return image.complete || box.bottom < 0 || box.top > innerHeight;
            }),
          );
          await screenshot(page, `admin-${screen.name}-${size}-${language}`);
        }
        if (size === 'phone') {
          const menu = page.getByRole('button', { name: language === 'en' ? 'Menu' : 'မီနူး' });
          await menu.click();
          expect(await menu.getAttribute('aria-expanded')).toBe('true');
          const nav = page.locator('#admin-nav');
          await expect.poll(() => nav.evaluate((e) => e.getBoundingClientRect().left)).toBe(0);
          await screenshot(page, `admin-menu-${size}-${language}`);
          await page.keyboard.press('Escape');
          expect(await menu.getAttribute('aria-expanded')).toBe('false');
        }
        await context.close();
      });
    }
  }

  it('switches language with the globe toggle', async () => {
    const { page, context } = await adminPage(browser, site);
    await page.getByRole('link', { name: 'Switch to Burmese: မြန်မာ' }).click();
    await page.getByRole('heading', { name: 'ထိန်းချုပ်မျက်နှာပြင်' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    await page.reload();
    await page.getByRole('heading', { name: 'ထိန်းချုပ်မျက်နှာပြင်' }).waitFor();
    await page.getByRole('link', { name: 'English ဘာသာသို့ ပြောင်းရန်' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await context.close();
  });
});
