import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_RULES,
  type Violation,
  axeViolations,
  describeViolations,
} from './accessibility.ts';
import { adminPage, openScreen, publicJson } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';
import {
  FIXED_PUBLIC_PAGES,
  expectLaidOut,
  gotoServed,
  hydrated,
  loadLazyImages,
} from './public-helpers.ts';

/** A light palette that used to leave white text on yellow buttons and pale gold headings. */
const LIGHT_PALETTE = { primary: '#F2D16B', secondary: '#FFF3B0' };

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/** Pages whose look the demo palette must keep: the home page and one of each kind of band. */
const LOOK_PAGES = [
  ['home', '/'],
  ['one-on-one', '/one-on-one-coaching'],
  ['coach', '/meet-mung'],
  ['shop', '/shops'],
] as const;

/**
 * Whatever colours the owner picks, the public pages keep readable text: the theme derives
 * the text colour for each colour and darker shades for text on the page, and the colour
 * screen shows the owner what that gives.
 */
describe('theme colours and contrast', () => {
  let site: Site;
  let browser: Browser;
  let publicPages: string[];
  useSite({ demo: true }, async (s, b) => {
    site = s;
    browser = b;
    const [article] = await publicJson<{ id: number }[]>(site, '/articles');
    const [product] = await publicJson<{ id: number }[]>(site, '/products');
    publicPages = [
      ...FIXED_PUBLIC_PAGES,
      `/articles/view/${article!.id}`,
      `/shops/checkout/${product!.id}`,
    ];
  });

  it('the demo palette: each kind of band fits the screen, photographed to compare its look across changes', async () => {
    for (const [size, viewport] of SIZES) {
      const { page, context } = await openPage(browser, site, { viewport, language: 'en' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [name, path] of LOOK_PAGES) {
        await settledPage(page, `${site.url}${path}`);
        await expectLaidOut(page, 'en');
        await screenshot(page, `theme-demo-${name}-${size}`);
      }
      await context.close();
    }
    const { page, context } = await adminPage(browser, site);
    await openPrimaryColour(page, site);
    await screenshot(page, 'theme-demo-colour-screen');
    await context.close();
  }, 180_000);

  // The palette changes only colours: the rules colours decide are the ones to run again
  // (the demo palette's pages pass every rule: accessibility-public.test.ts).
  it("a light palette keeps every public page free of axe's colour violations", async () => {
    await setColours(site, LIGHT_PALETTE);
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('--color-primary:#F2D16B');
    expect(html).toMatch(/--on-primary:#[0-9a-f]{6}/);

    const violations: Violation[] = [];
    for (const language of ['en', 'mm'] as const) {
      for (const [size, viewport] of SIZES) {
        const { page, context } = await openPage(browser, site, { viewport, language });
        for (const path of publicPages) {
          // A busy machine's server may answer 503 (Retry-After): ask again, as a browser would.
          await gotoServed(page, `${site.url}${path}`);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          const label = `${path} (${language}, ${size})`;
          violations.push(...(await axeViolations(page, label, COLOUR_RULES)));
        }
        await context.close();
      }
    }
    expect(violations, describeViolations(violations)).toEqual([]);
  }, 600_000);

  it('the light palette, photographed: buttons readable at both sizes', async () => {
    for (const [size, viewport] of SIZES) {
      const { page, context } = await openPage(browser, site, { viewport, language: 'en' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [name, path] of LOOK_PAGES) {
        await settledPage(page, `${site.url}${path}`);
        await screenshot(page, `theme-light-${name}-${size}`);
      }
      // The appointment form's button, once white on yellow: now dark text on it.
      await page.goto(`${site.url}/one-on-one-coaching`);
      const send = page.getByRole('button', { name: 'Send request' });
      const [text, background] = await send.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el).backgroundColor,
      ]);
      expect(background).toBe('rgb(242, 209, 107)');
      expect(text).toBe('rgb(20, 33, 43)');
      await context.close();
    }
  }, 180_000);

  it('the colour screen previews a light colour, its contrast and the darker text shade', async () => {
    const { page, context } = await adminPage(browser, site);
    await openPrimaryColour(page, site);
    const preview = page.locator('.a-contrast-preview');
    const input = page.getByRole('textbox', { name: /^Main colour( \*)?$/ });

    await input.fill('#16425b');
    await expect.poll(() => preview.textContent()).toMatch(/Contrast 10\.\d:1 — passes/);
    expect(await preview.textContent()).not.toContain('darker shade');

    await input.fill('#FFF3B0');
    await expect.poll(() => preview.textContent()).toMatch(/Contrast 1[0-9]\.\d:1 — passes/);
    expect(await preview.textContent()).toContain('darker shade');
    // The sample button shows the derived dark text on the light colour.
    const button = preview.locator('.a-contrast-button');
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(255, 243, 176)',
    );
    expect(await button.evaluate((el) => getComputedStyle(el).color)).not.toBe(
      'rgb(255, 255, 255)',
    );
    // The preview describes the field, for those who cannot see the samples.
    const previewId = await preview.getAttribute('id');
    expect(await input.getAttribute('aria-describedby')).toContain(previewId);
    await screenshot(page, 'theme-light-colour-screen');

    const violations = await axeViolations(page, 'colour screen with a light colour');
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();

    // In Burmese too.
    const burmese = await adminPage(browser, site, { language: 'mm' });
    await openPrimaryColour(burmese.page, site);
    await burmese.page.locator('#field-name').fill('#FFF3B0');
    await expect
      .poll(() => burmese.page.locator('.a-contrast-preview').textContent())
      .toMatch(/ခြားနားမှု 1[0-9]\.\d:1/);
    await screenshot(burmese.page, 'theme-light-colour-screen-mm');
    await burmese.context.close();
  }, 120_000);
});

/** Saves theme colours through the admin API, by their type. */
async function setColours(site: Site, colours: Record<string, string>) {
  const response = await site.api('/colors', { admin: true });
  const rows = (await response.json()) as { id: number; type: string }[];
  for (const [type, value] of Object.entries(colours)) {
    const colour = rows.find((r) => r.type === type)!;
    const saved = await site.api(`/colors/${colour.id}`, {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ name: value }),
    });
    expect(saved.status, `saving the ${type} colour`).toBe(200);
  }
}

/** Opens the edit form of the primary colour ("Main colour", in either language). */
async function openPrimaryColour(page: Page, site: Site) {
  await openScreen(page, site, 'colors');
  await page
    .locator('tbody tr')
    .filter({ hasText: /Main colour|အဓိက အရောင်/ })
    .getByRole('link')
    .first()
    .click();
  await page.locator('#field-name').waitFor();
}

/** A public page as a visitor would photograph it: hydrated, fonts and lazy images in. */
async function settledPage(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await loadLazyImages(page);
}
