import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site, screenshot } from './harness.ts';
import {
  PNG,
  expectStatus,
  publicJson,
  useAdminSite,
  EVERY_LOOK_MS,
  inEveryLook,
} from './admin-helpers.ts';

type Item = Record<string, unknown>;

/** Today in Yangon, the site's time zone: the screen's days are the site's. */
const siteToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(new Date());

const rowsOf = (page: Page) => page.locator('.a-audit tbody tr');
const rowsText = (page: Page) => page.locator('.a-pager-rows').textContent();

/**
 * The activity screen: an owner changes a record, finds the change by its filters (which
 * the address keeps), and follows the entry to the record; at phone and desktop sizes in
 * both languages it fits the screen.
 */
describe('back office: the activity (audit) screen', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  useAdminSite({ demo: true }, (opened) => {
    ({ site, page, browser } = opened);
  });

  it('shows a fresh install what happened: the admin account, the demo content, the sign-in', async () => {
    await page.goto(`${site.url}/admin/audit`);
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await rowsOf(page).first().waitFor();
    const text = await page.locator('.a-audit tbody').textContent();
    expect(text).toContain('Signed in');
    expect(text).toContain('Demo content added');
    expect(text).toContain('Account created');
    // The sidebar offers it to an owner, under Settings.
    await page.locator('#admin-nav').getByRole('link', { name: 'Activity' }).waitFor();
  });

  it('an owner edits a client, then finds the change by account, action, what and day', async () => {
    const [client] = await publicJson<Item[]>(site, '/clients?limit=1');
    const id = client!.id as number;
    await page.goto(`${site.url}/admin/clients/edit/${id}`);
    await page.getByLabel('Name · English').fill('Golden Rice Trading');
    await page.getByLabel('Rank').fill('7');
    // The site's days the change is made on, read around the save: one day unless a
    // midnight in Yangon falls between, and not a today read after the entry was made.
    const madeFrom = siteToday();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectStatus(page, 'Client updated successfully');
    const madeTo = siteToday();

    await page.goto(`${site.url}/admin/audit`);
    const newest = rowsOf(page).first();
    await expect.poll(() => newest.textContent()).toContain('Changed');
    expect(await newest.textContent()).toContain('Clients');
    expect(await newest.textContent()).toContain('Changed: Name, Rank');
    expect(await newest.textContent()).toContain('admin');

    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'admin' });
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Changed' });
    await page.getByLabel('What', { exact: true }).selectOption({ label: 'Clients' });
    await page.getByLabel('Start date', { exact: true }).fill(madeFrom);
    await page.getByLabel('End date', { exact: true }).fill(madeTo);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => rowsText(page)).toBe('Rows 1–1 of 1');
    const url = new URL(page.url());
    expect(url.searchParams.get('action')).toBe('update');
    expect(url.searchParams.get('resource')).toBe('clients');
    expect(url.searchParams.get('from')).toBe(madeFrom);
    expect(url.searchParams.get('to')).toBe(madeTo);

    // A reload keeps the filters, in the fields and in the list.
    await page.reload();
    await expect.poll(() => rowsText(page)).toBe('Rows 1–1 of 1');
    expect(await page.getByLabel('Action', { exact: true }).inputValue()).toBe('update');
    expect(await page.getByLabel('What', { exact: true }).inputValue()).toBe('clients');

    // Another day has none of it.
    await page.getByLabel('Start date', { exact: true }).fill('2020-01-01');
    await page.getByLabel('End date', { exact: true }).fill('2020-01-02');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText('No entries match these filters.').waitFor();
    await page.goBack();
    await expect.poll(() => rowsText(page)).toBe('Rows 1–1 of 1');

    // The entry leads to the record.
    await rowsOf(page)
      .first()
      .getByRole('link', { name: `Clients #${id}` })
      .click();
    await page.waitForURL(`${site.url}/admin/clients/edit/${id}`);
    expect(await page.getByLabel('Name · English').inputValue()).toBe('Golden Rice Trading');
  });

  it(
    'screenshots at phone and desktop sizes, in English and Burmese, none wider than the screen',
    async () => {
      // An admin's upload, whose long id must wrap rather than widen the table; a visitor's
      // upload is not an admin action and stays out.
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
      const uploaded = await site.api('/files', { method: 'POST', admin: true, body: form });
      expect(uploaded.status).toBe(201);
      const fileId = ((await uploaded.json()) as { id: string }).id;
      await site.upload(PNG, 'visitor.png');
      const files = await site.api('/audit?resource=files', { admin: true });
      expect(((await files.json()) as { record_id: string }[]).map((e) => e.record_id)).toEqual([
        fileId,
      ]);
      await inEveryLook(browser, site, async (look, { language, size }) => {
        await look.goto(`${site.url}/admin/audit?size=25`);
        await look
          .getByRole('heading', {
            level: 1,
            name: language === 'en' ? 'Activity' : 'လုပ်ဆောင်ချက် မှတ်တမ်း',
          })
          .waitFor();
        await look.locator('.a-pager-rows').waitFor();
        const overflow = await look.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${language} ${size}`).toBeLessThanOrEqual(0);
        await look.evaluate(() => document.fonts.ready);
        await screenshot(look, `admin-audit-${size}-${language}`);
      });
    },
    EVERY_LOOK_MS,
  );
});
