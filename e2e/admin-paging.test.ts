import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site, screenshot } from './harness.ts';
import { row, useAdminSite, inEveryLook } from './admin-helpers.ts';

type Item = Record<string, unknown>;

/** More than one CSV page (100 rows) once filtered: 130 requests, every fifth resolved. */
const COUNT = 130;
const nameOf = (n: number) => `Pager ${String(n).padStart(3, '0')}`;
const isResolved = (n: number) => n % 5 === 0;
const unresolved = Array.from({ length: COUNT }, (_, i) => i + 1).filter((n) => !isResolved(n));

/** Posts the appointment requests (as the admin, whom the public rate limit lets through). */
async function seedAppointments(site: Site) {
  for (let start = 1; start <= COUNT; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, COUNT - start + 1) }, async (_, i) => {
        const n = start + i;
        const response = await site.api('/appointment', {
          method: 'POST',
          admin: true,
          body: JSON.stringify({
            name: nameOf(n),
            role: 'Director',
            business: n % 2 ? 'Shwe Trading' : 'Ayar Bank',
            mode_of_contact: 'Phone',
            contact_information: `09 ${n}`,
            appointment_for: 'Team Coaching',
            message: `Request ${n}`,
          }),
        });
        expect(response.status).toBe(201);
        const created = (await response.json()) as Item;
        if (isResolved(n)) {
          const resolved = await site.api(`/appointments/${String(created.id)}/resolve`, {
            method: 'PUT',
            admin: true,
            body: JSON.stringify({ resolved: true }),
          });
          expect(resolved.status).toBe(200);
        }
      }),
    );
  }
}

const rowsText = (page: Page) => page.locator('.a-pager-rows').textContent();
const firstNumber = (page: Page) =>
  page.locator('tbody tr').first().locator('td').first().textContent();

describe('back office: a long list a page at a time', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  useAdminSite({ demo: false }, (opened) => {
    ({ site, page, browser } = opened);
  });

  it('appointments: page, page size, filter, search, sort, and the URL keeps the place', async () => {
    await seedAppointments(site);
    await page.goto(`${site.url}/admin/appointments`);
    await expect.poll(() => rowsText(page)).toBe(`Rows 1–25 of ${COUNT}`);
    expect(await page.locator('tbody tr').count()).toBe(25);
    expect(await page.locator('.a-count').textContent()).toBe(String(COUNT));

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rowsText(page)).toBe(`Rows 26–50 of ${COUNT}`);
    expect(page.url()).toContain('page=2');
    expect(await firstNumber(page)).toBe('26');
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(false);

    await page.getByLabel('Rows per page').selectOption('50');
    await expect.poll(() => rowsText(page)).toBe(`Rows 1–50 of ${COUNT}`);
    expect(await page.locator('tbody tr').count()).toBe(50);

    await page.getByLabel('Resolved').selectOption({ label: 'Unresolved' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => rowsText(page)).toBe(`Rows 1–50 of ${unresolved.length}`);
    expect(page.url()).toContain('size=50');

    await page.getByRole('button', { name: 'Last page' }).click();
    await expect.poll(() => rowsText(page)).toBe(`Rows 101–104 of ${unresolved.length}`);
    expect(await firstNumber(page)).toBe('101');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    // A reload keeps the place: filter, size and page.
    await page.reload();
    await expect.poll(() => rowsText(page)).toBe(`Rows 101–104 of ${unresolved.length}`);
    expect(await page.getByLabel('Resolved').inputValue()).toBe('false');

    // Searching asks the server and goes back to page 1: Pager 120–129, less the resolved.
    await page.getByLabel('Search this list').fill('pager 12');
    await expect.poll(() => rowsText(page)).toBe('Rows 1–8 of 8');
    expect(page.url()).not.toContain('page=');
    expect(page.url()).toContain('search=pager+12');
    expect(await row(page, nameOf(125)).count()).toBe(0);

    const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain(nameOf(121));
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain(nameOf(129));

    // Back returns to the previous place.
    await page.goBack();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain(nameOf(121));
  });

  it('the CSV has every filtered row, fetched page by page', async () => {
    await page.goto(`${site.url}/admin/appointments?resolved=false`);
    await expect.poll(() => rowsText(page)).toBe(`Rows 1–25 of ${unresolved.length}`);
    const lists: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/appointments?')) lists.push(r.url());
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('appointments.csv');
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFFID,Appointment Date,Name,Mode of Contact,Role,Contact Information,Business,Appointment For,Message,Resolve Status',
    );
    expect(lines).toHaveLength(1 + unresolved.length);
    for (const n of unresolved) expect(text).toContain(`,${nameOf(n)},`);
    expect(text).not.toContain(nameOf(5));
    expect(text).not.toContain(',Resolved\r\n');
    const pages = lists.map((u) => new URL(u).searchParams);
    expect(pages.map((p) => [p.get('limit'), p.get('offset'), p.get('resolved')])).toEqual([
      ['100', '0', 'false'],
      ['100', '100', 'false'],
    ]);
  });

  it('CSV: progress while the pages arrive; a failed page shows an error and downloads nothing', async () => {
    await page.goto(`${site.url}/admin/appointments?resolved=false`);
    await expect.poll(() => rowsText(page)).toBe(`Rows 1–25 of ${unresolved.length}`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/appointments\?.*offset=100/, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    const downloads: unknown[] = [];
    page.on('download', (d) => downloads.push(d));
    const button = page.getByRole('button', { name: 'Download CSV' });
    await button.click();
    await page.getByText(`Preparing CSV… 100 of ${unresolved.length}`).waitFor();
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.getByRole('alert').filter({ hasText: 'The CSV could not be prepared' }).waitFor();
    expect(await button.isDisabled()).toBe(false);
    expect(await page.getByText('Preparing CSV…').count()).toBe(0);
    // Nothing was downloaded: the next try, with every page served, is the first download
    // (a download of the failed try would have come before it).
    await page.unroute(/\/api\/appointments\?.*offset=100/);
    const next = page.waitForEvent('download');
    await button.click();
    const download = await next;
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toBe(download);
  });

  it('a relation picker finds a main category by searching the server', async () => {
    for (let n = 1; n <= 30; n++) {
      const response = await site.api('/main_categories', {
        method: 'POST',
        admin: true,
        body: JSON.stringify({ name: `Shelf ${String(n).padStart(2, '0')}` }),
      });
      expect(response.status).toBe(201);
    }
    await page.goto(`${site.url}/admin/sub-categories/create`);
    const select = page.getByLabel('Main category');
    await select.waitFor();
    // Only the first matches are listed, not all thirty.
    await expect.poll(() => select.locator('option').count()).toBe(21);
    const finder = page.getByLabel('Type to find');
    await finder.fill('shelf 07');
    await expect.poll(() => select.locator('option').count()).toBe(2);
    // Enter leads on to the matches rather than sending the form.
    await finder.press('Enter');
    expect(await select.evaluate((e) => e === document.activeElement)).toBe(true);
    await select.selectOption({ label: 'Shelf 07' });
    await page.getByLabel('Name · English').fill('Seventh shelf');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin/sub-categories`);
    const subs = (await (await site.api('/sub_categories', { admin: true })).json()) as Item[];
    const saved = subs.find((s) => s.name === 'Seventh shelf');
    expect(saved).toBeDefined();
    // Editing shows the current choice by its name, read by id.
    await page.goto(`${site.url}/admin/sub-categories/edit/${String(saved!.id)}`);
    await expect.poll(() => select.locator('option:checked').textContent()).toBe('Shelf 07');
  });

  it('a generic list: pages, server search and a sorted name column', async () => {
    await page.goto(`${site.url}/admin/main-categories`);
    await expect.poll(() => rowsText(page)).toBe('Rows 1–25 of 30');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rowsText(page)).toBe('Rows 26–30 of 30');
    expect(await firstNumber(page)).toBe('26');
    await page.getByLabel('Search this list').fill('shelf 2');
    await expect.poll(() => rowsText(page)).toBe('Rows 1–10 of 10');
    const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true });
    await nameHeader.getByRole('button').click();
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Shelf 29');
    await page.getByLabel('Search this list').fill('no such shelf');
    await page.getByText('No records match this search.').waitFor();
  });

  it('screenshots of a paged list: phone and desktop, English and Burmese', async () => {
    await inEveryLook(browser, site, async (look, { language, size }) => {
      await look.goto(`${site.url}/admin/appointments?page=2&sort=-created`);
      await look.locator('.a-pager-rows').waitFor();
      const overflow = await look.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await look.evaluate(() => document.fonts.ready);
      await screenshot(look, `admin-paged-list-${size}-${language}`);
    });
  });
});
