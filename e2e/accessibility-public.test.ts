import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { publicJson } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, useDemoSite } from './harness.ts';
import {
  FIXED_PUBLIC_PAGES,
  SEARCH_PAGES,
  demoAppointmentPages,
  demoEventPages,
  demoOrders,
  demoRegistrationPages,
  gotoServed,
  hydrated,
} from './public-helpers.ts';

/**
 * Accessibility as a gate, public side: axe-core's WCAG 2.0–2.2 A and AA rules find
 * nothing on any public page or sign-in screen, in either language, on a phone or a
 * desktop. (The back office's screens: accessibility-admin.test.ts, run beside this.)
 */
describe('accessibility of the public site (axe, WCAG A and AA)', () => {
  let site: Site;
  let browser: Browser;
  let publicPages: string[];
  // The shared demo site: this file only reads it.
  useDemoSite(async (s, b) => {
    site = s;
    browser = b;
    const [article] = await publicJson<{ id: number }[]>(site, '/articles');
    const [product] = await publicJson<{ id: number }[]>(site, '/products');
    publicPages = [
      ...FIXED_PUBLIC_PAGES,
      `/articles/view/${article!.id}`,
      `/shops/checkout/${product!.id}`,
      ...(await demoOrders(site)).map((o) => o.page),
      ...(await demoAppointmentPages(site)),
      ...(await demoEventPages(site)),
      ...demoRegistrationPages(site),
      // The search: its empty box, a page of results and what to try when nothing is found.
      ...SEARCH_PAGES,
    ];
  });
  for (const language of ['en', 'mm'] as const) {
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`every public page, ${language}, ${size}`, async () => {
        const { page, context } = await openPage(browser, site, { viewport, language });
        const violations: Violation[] = [];
        for (const path of publicPages) {
          // A busy machine's server may answer 503 (Retry-After): ask again, as a browser would.
          await gotoServed(page, `${site.url}${path}`);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          violations.push(...(await axeViolations(page, `${path} (${language}, ${size})`)));
        }
        await context.close();
        expect(violations, describeViolations(violations)).toEqual([]);
        // Every page of the site and each order's page, on a machine others share.
      }, 180_000);
    }

    it(`the sign-in screens, ${language}`, async () => {
      const { page, context } = await openPage(browser, site, { language });
      const violations: Violation[] = [];
      for (const path of ['/login', '/reset-password']) {
        await page.goto(`${site.url}${path}`);
        await page.locator('form').first().waitFor();
        violations.push(...(await axeViolations(page, `${path} (${language})`)));
      }
      await context.close();
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
