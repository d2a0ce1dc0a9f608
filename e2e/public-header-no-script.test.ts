import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Site, screenshot, useDemoSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';

/**
 * The header before and without scripts: the phone menu opens and the language switches
 * with JavaScript off, and with it on a tap made before hydration is not lost.
 */
describe('the header without scripts and before them', () => {
  let site: Site;
  let browser: Browser;
  // The shared demo site: this file only reads it.
  useDemoSite((s, b) => {
    site = s;
    browser = b;
  });

  it('with JavaScript off: the menu opens, the language switches and stays on the next page', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/team-coaching`);
    const menu = page.locator('#site-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await screenshot(page, 'no-script-menu-phone-en');
    await page.getByRole('link', { name: 'Close the menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('link', { name: 'မြန်မာဘာသာဖြင့် ကြည့်ရန်' }).click();
    await page.waitForURL(/\/team-coaching\?lang=mm$/);
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    await page.getByRole('button', { name: 'မီနူးကို ဖွင့်ရန်' }).click();
    await screenshot(page, 'no-script-menu-phone-mm');
    await menu.getByRole('link', { name: 'ဈေးဆိုင်' }).click();
    await page.waitForURL(/\/shops\?lang=mm$/);
    expect(await page.getAttribute('html', 'lang')).toBe('my');

    await page.getByRole('link', { name: 'View in English' }).click();
    await page.waitForURL(/\/shops\?lang=en$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('with JavaScript on: a tap on the burger before hydration leaves the menu open after it', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto(`${site.url}/trainings`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    release();
    await hydrated(page);
    const burger = page.getByRole('button', { name: 'Close the menu' });
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).hash).toBe('');
    await burger.click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(false);
    await context.close();
  });

  it('with JavaScript on: a tap on the language before hydration switches, and is remembered', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto(`${site.url}/contact-us`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'မြန်မာဘာသာဖြင့် ကြည့်ရန်' }).click();
    await page.waitForURL(/\/contact-us\?lang=mm$/, { waitUntil: 'domcontentloaded' });
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    release();
    await hydrated(page);
    // Hydrated, the address's choice becomes the remembered one: a plain address stays Burmese.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value)
      .toBe('mm');
    await page.goto(`${site.url}/trainings`);
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    await context.close();
  });
});

/** Holds back the page's scripts until the answer is called, as a slow connection would. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
