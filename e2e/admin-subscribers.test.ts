import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Violation, describeViolations } from './accessibility.ts';
import { EVERY_LOOK_MS, adminPage, checkScreen, inEveryLook, row } from './admin-helpers.ts';
import { PHONE, type Site, useSite } from './harness.ts';

/**
 * The owner's email list (issue 44, item 5) on a fresh install's demo: its counts by state
 * and language in both languages at a phone's and a desktop's width, a state shown on its
 * own, a search, an address suppressed and one erased, addresses imported with consent,
 * the CSV, and the dashboard's card of the week's new subscribers.
 */
describe('the email list screen', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  it(
    'shows the list and its counts in both languages at 390 and 1366 px',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (page, look) => {
        await page.goto(`${site.url}/admin/subscribers`);
        await page.locator('tbody tr').first().waitFor();
        // The demo has every state: a figure above nought in each.
        for (const state of ['pending', 'subscribed', 'unsubscribed', 'suppressed']) {
          const figure = await page.getByTestId(`count-${state}`).textContent();
          expect(figure, state).not.toMatch(/^[0၀]$/);
        }
        if (look.language === 'mm')
          expect(await page.getByTestId('count-subscribed').textContent()).toMatch(/^[၀-၉]+$/);
        await checkScreen(
          page,
          `email list (${look.language}, ${look.size})`,
          `admin-subscribers-${look.language}-${look.viewport.width}`,
          violations,
        );
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );

  it('shows one state, searches, suppresses and erases an address', async () => {
    const { page, context } = await adminPage(browser, site);
    await page.goto(`${site.url}/admin/subscribers`);
    await page.getByRole('button', { name: /^Suppressed/ }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row(page, 'old.office@example.com').count()).toBe(1);
    expect(page.url()).toContain('state=suppressed');

    await page.getByRole('button', { name: /^Every state/ }).click();
    // Typed once every state shows, as a person types into the list they see; the one
    // suppressed address alone is one row too, so the search is awaited by its address.
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(1);
    await page.getByRole('searchbox').fill('grace');
    await page.waitForURL(/search=grace/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const grace = row(page, 'grace.ko@example.com');
    await grace.getByRole('button', { name: 'Suppress' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('Never send to grace.ko@example.com');
    await dialog.getByRole('button', { name: 'Suppress' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'grace.ko@example.com is suppressed.' })
      .waitFor();
    await expect.poll(() => grace.locator('.a-badge').textContent()).toBe('Suppressed');

    await grace.getByRole('button', { name: 'Erase' }).click();
    await expect
      .poll(() => dialog.textContent())
      .toContain('Erase grace.ko@example.com completely');
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await page.getByRole('status').filter({ hasText: 'The address is erased.' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(0);
    const left = await site.api('/subscribers?search=grace', { admin: true });
    expect(((await left.json()) as { total: number }).total).toBe(0);
    await context.close();
  });

  it('imports addresses with the consent the owner vouches for, and downloads the CSV', async () => {
    const { page, context } = await adminPage(browser, site);
    await page.goto(`${site.url}/admin/subscribers`);
    await page
      .getByLabel('Addresses', { exact: true })
      .fill('new.reader@example.com\nthiri.aung@example.com');
    await page.getByLabel(/already agreed/).check();
    await page.getByLabel(/Where they agreed/).fill('Yangon workshop sign-up sheet, 14 Nov');
    await page.getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Added 1 (0 asked to confirm); 1 already on the list' })
      .waitFor();
    await page.getByRole('searchbox').fill('new.reader');
    const added = row(page, 'new.reader@example.com');
    await expect.poll(() => added.locator('.a-badge').textContent()).toBe('Subscribed');
    // The newest address shows before the search applies too; the list is searched once
    // it holds that address alone.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('subscribers.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFEmail,Language,State,Signed Up,Confirmed,Source Page,Consent',
    );
    // The search applies: the file holds what the screen shows.
    expect(text).toContain('new.reader@example.com');
    expect(text).toContain('Yangon workshop sign-up sheet');
    expect(text).not.toContain('thiri.aung@example.com');
    await context.close();
  });

  it('shows the week’s new subscribers on the dashboard, linking to the list', async () => {
    for (const [language, words] of [
      ['en', 'new subscribers this week'],
      ['mm', 'ဤအပတ် စာရင်းဝင်သူ အသစ်'],
    ] as const) {
      const { page, context } = await adminPage(browser, site, { viewport: PHONE, language });
      const card = page.getByTestId('email-list');
      await card.waitFor();
      expect(await card.textContent()).toContain(words);
      await card.getByRole('link').click();
      await page.waitForURL(`${site.url}/admin/subscribers`);
      await context.close();
    }
  });
});
