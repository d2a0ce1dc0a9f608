import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site } from './harness.ts';
import {
  PNG,
  confirmDelete,
  expectStatus,
  publicJson,
  row,
  useAdminSite,
} from './admin-helpers.ts';
import { addDays } from '../apps/web/app/admin/booking/zoned-days.ts';

type Item = Record<string, unknown>;

/** Posts as a visitor would (the public forms). */
async function post(site: Site, path: string, body: object, admin = false) {
  const response = await site.api(path, { method: 'POST', body: JSON.stringify(body), admin });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
  return (await response.json()) as Item;
}

/** Clicks Download CSV and answers the file's name and text. */
async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

/**
 * Today in the browser's own time zone: the lists' day filters mean the admin's local days
 * (filtered-list.tsx sends the device's offset), not UTC's nor the site's.
 */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });

describe('back office: appointments, orders and testimonials', () => {
  let site: Site;
  let page: Page;
  useAdminSite({ demo: false }, (opened) => {
    ({ site, page } = opened);
  });

  it('appointments: filter, download the filtered rows as CSV, resolve', async () => {
    const base = {
      role: 'Director',
      business: 'Shwe Trading, Ltd',
      mode_of_contact: 'Phone',
      contact_information: '09 123 456',
      appointment_for: 'Team Coaching',
    };
    // The days the three are made on, read around their making (one day unless a midnight
    // falls between): the filter is checked on those days, not on a today read minutes later.
    const madeFrom = await browserToday(page);
    await post(site, '/appointment', {
      ...base,
      name: 'Aung Aung',
      message: 'Line one\nline "two"',
    });
    await post(site, '/appointment', { ...base, name: 'မောင်မောင်', message: '=HYPERLINK("x")' });
    await post(site, '/appointment', { ...base, name: 'Thida', message: 'Hello' });
    const madeTo = await browserToday(page);

    await page.goto(`${site.url}/admin/appointments`);
    for (const header of [
      'ID',
      'Appointment Date',
      'Mode of Contact',
      'Contact Information',
      'Appointment For',
      'Resolve Status',
    ]) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await row(page, 'Thida').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(3);

    await page.getByLabel('Customer name').fill('aung');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await row(page, 'Aung Aung').waitFor();
    const filtered = await downloadCsv(page);
    expect(filtered.name).toBe('appointments.csv');
    expect(
      filtered.text.startsWith(
        '\uFEFFID,Appointment Date,Name,Mode of Contact,Role,Contact Information,Business,Appointment For,Message,Resolve Status\r\n',
      ),
    ).toBe(true);
    expect(filtered.text).toContain(
      'Aung Aung,Phone,Director,09 123 456,"Shwe Trading, Ltd",Team Coaching,"Line one\nline ""two""",Not Resolved\r\n',
    );
    expect(filtered.text).not.toContain('Thida');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    const all = await downloadCsv(page);
    expect(all.text).toContain(`မောင်မောင်`);
    expect(all.text).toContain(`"'=HYPERLINK(""x"")"`);

    await page.getByLabel('Start date').fill(addDays(madeTo, 1));
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText('No records match these filters.').waitFor();
    await page.getByLabel('Start date').fill(madeFrom);
    await page.getByLabel('End date').fill(madeTo);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);

    await row(page, 'Thida').getByRole('button', { name: 'Resolve' }).click();
    await expectStatus(page, 'Appointment resolved successfully');
    await row(page, 'Thida').getByText('Resolved', { exact: true }).waitFor();
    expect(await row(page, 'Thida').getByRole('button', { name: 'Resolve' }).count()).toBe(0);
    await page.getByLabel('Resolved').selectOption({ label: 'Unresolved' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(await row(page, 'Thida').count()).toBe(0);
    const stored = await (await site.api('/appointments', { admin: true })).json();
    expect((stored as Item[]).find((a) => a.name === 'Thida')).toMatchObject({ resolved: true });
  });

  it('orders: both routes, filters, payments.csv, the receipt links, resolve', async () => {
    const main = await post(site, '/main_categories', { name: 'Books' }, true);
    const sub = await post(
      site,
      '/sub_categories',
      { name: 'Leadership', main_category_id: main.id },
      true,
    );
    const image = await site.upload(PNG, 'receipt.png');
    for (const heading of ['Leader Book', 'Team Cards']) {
      await post(
        site,
        '/products',
        { heading, description: 'd', price: 1000, type: 'image', sub_category_id: sub.id, image },
        true,
      );
    }
    // Each order takes a fresh upload as its receipt (a used one is refused).
    const receipts: Record<string, string> = {};
    const references: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const order = async (product_name: string, name: string) => {
      receipts[name] = await site.upload(PNG, 'receipt.png', 'receipt');
      const placed = await post(site, '/payments', {
        product_name,
        name,
        quantity: 2,
        phone_number: '09 777',
        email: `${name.toLowerCase().replace(/\s/g, '')}@example.com`,
        address: 'No. 5, Pyay Road\nYangon',
        receipt_photo: receipts[name],
      });
      references[name] = String(placed.reference);
      ids[name] = Number(placed.id);
      return placed;
    };
    await order('Leader Book', 'Ko Ko');
    await order('Team Cards', 'Ma Ma');
    await order('Leader Book', 'Su Su');

    await page.goto(`${site.url}/admin/orders`);
    await page.getByRole('heading', { name: 'Manage Orders' }).waitFor();
    // The sidebar's storage figure: the receipts this test uploaded, at least, named apart
    // from the library's pictures.
    await page
      .locator('.a-storage-figure')
      .getByText(/^Uploads \d+ pictures · [1-9]\d* order receipts · (\d+ KB|\d+\.\d MB)$/)
      .waitFor();
    await page.goto(`${site.url}/admin/payments`);
    await page.getByRole('heading', { name: 'Manage Orders' }).waitFor();
    await row(page, 'Ma Ma').waitFor();
    // A receipt is private: the screen fetches it with the admin's token, then saves it or
    // shows it in a new tab; without the token the API refuses it.
    const receipt = row(page, 'Ko Ko');
    const koKo = receipts['Ko Ko']!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'Download' }).click(),
    ]);
    // Saved under the order's reference, the name the owner files it by.
    expect(download.suggestedFilename()).toBe(`${references['Ko Ko']}.png`);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      receipt.getByRole('button', { name: /See Receipt/ }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    expect((await fetch(`${site.url}/api/files/${koKo}?download`)).status).toBe(401);
    const file = await site.api(`/files/${koKo}?download`, { admin: true });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${koKo}.png"`);

    await page.getByLabel('Product name').fill('leader');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    const csv = await downloadCsv(page);
    expect(csv.name).toBe('payments.csv');
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Ordered Date,Product Name,Amount,Quantity,Currency,Customer Name,Phone Number,Email,Address,Order Status,Receipt Photo,Reference,Payment Status',
    );
    expect(lines.filter((l) => l.includes('Leader Book'))).toHaveLength(2);
    expect(csv.text).not.toContain('Team Cards');
    expect(csv.text).toContain(
      `,2000,2,MMK,Ko Ko,09 777,koko@example.com,"No. 5, Pyay Road\nYangon",Not Resolved,${site.url}/api/files/${koKo},${references['Ko Ko']},received`,
    );

    await page.getByLabel('Customer name').fill('su');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    // The list resolves in place an order whose payment is confirmed (one still to check
    // opens instead: e2e/owner-day-orders.test.ts).
    const suSu = await site.api(`/payments/${ids['Su Su']}/status`, {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ status: 'paid' }),
    });
    expect(suSu.status).toBe(200);
    await page.reload();
    await row(page, 'Su Su').getByRole('button', { name: 'Resolve' }).click();
    await expectStatus(page, 'Order resolved successfully');
    await row(page, 'Su Su').getByText('Resolved', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByLabel('Order Status').selectOption({ label: 'Resolved' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const resolved = await downloadCsv(page);
    expect(resolved.text).toContain('Su Su');
    expect(resolved.text).toContain(',Resolved,');
    expect(resolved.text).not.toContain('Ko Ko');
  });

  it('testimonials: publish and unpublish change the public list; CSV; delete', async () => {
    const photo = await site.upload(PNG, 'receipt.png');
    const submit = (name: string) =>
      post(site, '/testimonials', {
        name,
        organization: 'Golden Org',
        programs: 'Team Coaching',
        role: 'CEO',
        differences: 'Clearer meetings',
        take_away: 'Listen first',
        photo,
      });
    await submit('Hnin Hnin');
    await submit('Zaw Zaw');
    const published = () => publicJson<Item[]>(site, '/testimonials?publish_status=true');
    expect(await published()).toEqual([]);

    await page.goto(`${site.url}/admin/testimonials`);
    await row(page, 'Hnin Hnin').getByText('Unpublished', { exact: true }).waitFor();
    await row(page, 'Hnin Hnin').getByRole('button', { name: 'Publish' }).click();
    await expectStatus(page, 'Testimonial published successfully');
    await row(page, 'Hnin Hnin').getByText('Published', { exact: true }).waitFor();
    expect((await published()).map((t) => t.name)).toEqual(['Hnin Hnin']);

    await page.getByLabel('Publish Status').selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const csv = await downloadCsv(page);
    expect(csv.name).toBe('testimonials.csv');
    const [header, first] = csv.text.slice(1).split('\r\n');
    expect(header).toBe(
      'Testimonial Date,Name,Programs,Take Away,Organization,Differences,Photo,Company Logo,Publish Status',
    );
    expect(first).toContain(
      `,Hnin Hnin,Team Coaching,Listen first,Golden Org,Clearer meetings,${site.url}/api/files/${photo},,Published`,
    );

    await row(page, 'Hnin Hnin').getByRole('button', { name: 'Unpublish' }).click();
    await expectStatus(page, 'Testimonial unpublished successfully');
    expect(await published()).toEqual([]);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await row(page, 'Zaw Zaw').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectStatus(page, 'Testimonial deleted successfully');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const remaining = (await (await site.api('/testimonials', { admin: true })).json()) as Item[];
    expect(remaining.map((t) => t.name)).toEqual(['Hnin Hnin']);
  });
});
