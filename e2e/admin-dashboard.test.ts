import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site, screenshot } from './harness.ts';
import { PNG, expectStatus, row, useAdminSite } from './admin-helpers.ts';

const appointment = (name: string) => ({
  name,
  role: 'Director',
  business: 'Shwe Trading',
  mode_of_contact: 'Phone',
  contact_information: '09 123 456',
  appointment_for: 'Team Coaching',
  message: 'Hello',
});

/**
 * This week's Monday in the browser's time zone: the dashboard's weeks are the admin's
 * (it sends the device's offset), starting at local midnight on Monday.
 */
const browserMonday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const monday = new Date(
      now.getFullYear(),
      now.getMonth(),
      now.getDate() - ((now.getDay() + 6) % 7),
    );
    const two = (n: number) => String(n).padStart(2, '0');
    return `${monday.getFullYear()}-${two(monday.getMonth() + 1)}-${two(monday.getDate())}`;
  });

/** The number the dashboard shows for a kind of waiting record. */
const countOf = (page: Page, title: string) =>
  page.getByTestId(`count-${title}`).locator('.a-attention-number').textContent();

describe('back office dashboard', () => {
  let site: Site;
  let page: Page;
  useAdminSite({ demo: false }, (opened) => {
    ({ site, page } = opened);
  });

  it('counts unresolved appointments, and the count follows a resolve', async () => {
    const before = await browserMonday(page);
    for (const name of ['Aung Aung', 'Thida']) {
      const res = await site.api('/appointment', {
        method: 'POST',
        body: JSON.stringify(appointment(name)),
      });
      expect(res.status).toBe(201);
    }
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    await expect.poll(() => countOf(page, 'Unresolved appointments')).toBe('2');
    expect(await countOf(page, 'Orders to check')).toBe('0');
    // The newest waiting requests are named; the chart's table says this week's figures.
    await page.locator('.a-attention-list').getByText('Thida').waitFor();
    const weeks = page.getByRole('table', {
      name: 'Appointments and orders per week, last 12 weeks',
    });
    expect(await weeks.locator('tbody tr').count()).toBe(12);
    const after = await browserMonday(page);
    const figures = async (row: number) =>
      (await weeks.locator('tbody tr').nth(row).locator('td').allTextContents()).map(Number);
    if (before === after) {
      expect(await figures(11)).toEqual([2, 0]);
    } else {
      // A week began (local Monday midnight) between the requests and the chart's read:
      // each request and the chart's this-week lie in one of the two weeks either side.
      const [older, newer] = [await figures(10), await figures(11)];
      expect([older[0]! + newer[0]!, older[1]! + newer[1]!]).toEqual([2, 0]);
    }
    expect(await page.locator('svg[aria-hidden="true"] rect.a-bar-appointments').count()).toBe(12);
    await page.getByText('No resolved orders this month yet.').waitFor();
    await screenshot(page, 'dashboard-en');

    // The count links to the filtered list, where one is resolved.
    await page.getByTestId('count-Unresolved appointments').click();
    await page.waitForURL(/\/admin\/appointments\?resolved=false/);
    await row(page, 'Thida').getByRole('button', { name: 'Resolve' }).click();
    await expectStatus(page, 'Appointment resolved successfully');

    await page.goto(`${site.url}/admin`);
    await expect.poll(() => countOf(page, 'Unresolved appointments')).toBe('1');
  });

  it('counts the records still missing Burmese text, and leads to them', async () => {
    const translations = page.getByTestId('translations');
    await page.goto(`${site.url}/admin`);
    await translations.getByText('Every record has its Burmese text.').waitFor();
    const award = await site.api('/awards', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name: 'Coach of the Year',
        rank: 1,
        image: await site.upload(PNG, 'a.png'),
      }),
    });
    expect(award.status).toBe(201);
    await page.reload();
    await expect.poll(() => translations.locator('.a-attention-number').textContent()).toBe('1');
    await translations.getByText('records still miss Burmese text (1 fields).').waitFor();
    await translations.getByRole('link', { name: 'Complete them' }).click();
    await page.waitForURL(`${site.url}/admin/translations`);
    await page.getByText('Coach of the Year').first().waitFor();
  });

  it('the Email screen says why mail is off', async () => {
    await page.goto(`${site.url}/admin/email`);
    await page.getByRole('heading', { level: 1, name: 'Email' }).waitFor();
    await page.getByText('Email is off: SMTP_URL is not set, so nothing is sent.').waitFor();
    await page.getByText('0 sent · 0 waiting · 0 failed · 0 held').waitFor();
  });

  it('speaks Burmese when the admin does', async () => {
    await page.context().addCookies([{ name: 'lang', value: 'mm', url: site.url }]);
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'ဆောင်ရွက်ရန် ကျန်နေသည်များ' }).waitFor();
    await expect.poll(() => countOf(page, 'Unresolved appointments')).toBe('၁');
    await screenshot(page, 'dashboard-mm');
    await page.context().clearCookies({ name: 'lang' });
  });
});
