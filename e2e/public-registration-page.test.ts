import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { PNG, pngFile } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, launchBrowser, screenshot, startSite } from './harness.ts';
import { describeMessage, validate } from './html-validator.ts';
import { hydrated } from './public-helpers.ts';

const DAY = 86_400_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000);

/**
 * A visitor's registration page (/registrations/{token}), issue 40's "done when" up to the
 * door: a paid registration made without scripts in Burmese on a phone lands on its page;
 * the owner rejects it (the API); the page takes a new receipt without scripts; the owner
 * marks it paid and the page shows the ticket (QR code and check-in code). A cancel gives
 * the seats back. Each state passes axe and the HTML checker in both languages at 390 and
 * 1366 px, and is photographed.
 */
describe('a visitor’s registration page', () => {
  let site: Site;
  let browser: Browser;
  let visitors = 0;
  const dir = mkdtempSync(join(tmpdir(), 'coach-registration-'));

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startSite({ demo: true, env: { TRUST_PROXY: '1' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function createEvent(name: string, fields: Record<string, unknown>) {
    const res = await site.api('/events', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name,
        name_mm: `${name} (မြန်မာ)`,
        description: `About ${name}`,
        time: 'See the date',
        location: 'Yangon, Myanmar',
        location_mm: 'ရန်ကုန်',
        link: 'https://example.com/about',
        image: await site.upload(PNG, 'poster.png'),
        starts_at: inDays(5).toISOString(),
        ends_at: inDays(5, 6).toISOString(),
        ...fields,
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** A visitor of their own address, with or without scripts. */
  async function visitor(
    language: 'en' | 'mm',
    { viewport = PHONE, scripts = true } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    visitors += 1;
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled: scripts,
      extraHTTPHeaders: { 'x-forwarded-for': `10.42.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }

  /** The registration behind a page's token, as stored (no call answers its id to a visitor). */
  function stored(token: string) {
    const db = new SQLite(site.databaseFile, { readonly: true });
    try {
      db.pragma('busy_timeout = 5000');
      return db
        .prepare('select id, check_in_code, status from registration where token = ?')
        .get(token) as { id: number; check_in_code: string; status: string };
    } finally {
      db.close();
    }
  }
  const move = (id: number, status: string, reason?: string) =>
    site.api(`/registrations/${id}/status`, {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ status, ...(reason && { reason }) }),
    });
  const seatsTaken = async (id: number) =>
    ((await (await site.api(`/events/${id}`)).json()) as { seats_taken: number }).seats_taken;

  /** axe and the HTML checker on a registration page in both languages, at both widths. */
  async function gates(path: string, state: string) {
    const violations: Violation[] = [];
    const files: string[] = [];
    for (const language of ['en', 'mm'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page } = await visitor(language, { viewport });
        await page.goto(`${site.url}${path}`);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        violations.push(
          ...(await axeViolations(page, `${state} (${language}, ${viewport.width})`)),
        );
        await screenshot(page, `registration-page-${state}-${language}-${viewport.width}`);
        await context.close();
      }
      const html = await fetch(`${site.url}${path}`, { headers: { cookie: `lang=${language}` } });
      const file = join(dir, `${state}-${language}.html`);
      writeFileSync(file, await html.text());
      files.push(file);
    }
    expect(violations, describeViolations(violations)).toEqual([]);
    const errors = await validate(files);
    expect(errors.map(describeMessage), errors.map(describeMessage).join('\n')).toEqual([]);
  }

  it('takes a paid registration in Burmese without scripts through rejection, a new receipt and payment to its ticket', async () => {
    const eventId = await createEvent('NLP Weekend', { seats: 4, price: 25_000, currency: 'MMK' });
    const { context, page } = await visitor('mm', { scripts: false });
    await page.goto(`${site.url}/events/${eventId}`);
    const form = page.locator('form.registration-form');
    await form.locator('[name=seats]').fill('2');
    await form.locator('[name=name]').fill('Su Su');
    await form.locator('[name=phone]').fill('09 555 0201');
    await form.locator('[name=email]').fill('susu.page@example.com');
    await form.locator('[name=receipt]').setInputFiles(pngFile('receipt.png'));
    await form.getByRole('button', { name: 'စာရင်းသွင်းရန်' }).click();
    await page.waitForLoadState('load');

    // The event page's form leads to the registration's own page.
    const address = new URL(page.url());
    expect(address.pathname).toMatch(/^\/registrations\/[\w-]{32}$/);
    expect(address.searchParams.get('registered')).toBe('1');
    const path = address.pathname;
    const token = path.split('/').pop()!;
    const answer = await fetch(`${site.url}${path}`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');

    await page.getByText('စာရင်းသွင်းပြီးပါပြီ!').waitFor();
    expect(await page.locator('#registration-state-title').textContent()).toBe(
      'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်',
    );
    const facts = page.locator('.order-facts');
    expect(await facts.textContent()).toContain('၅၀,၀၀၀');
    expect(await facts.locator('dd').nth(1).textContent()).toBe('၂');
    expect(await page.locator('.order-pay').count()).toBe(1);
    expect(await page.locator('.registration-ticket').count()).toBe(0);
    // The calendar file in the page's language, as the event's own page offers it.
    expect(await page.locator(`a[href="/events/${eventId}.ics?lang=mm"]`).count()).toBe(1);
    await screenshot(page, 'registration-page-received-mm-390');
    await gates(path, 'received');

    // The owner cannot find the transfer.
    const registration = stored(token);
    expect(registration.check_in_code).toMatch(new RegExp(`^${registration.id}-[0-9A-Z]{6}$`));
    expect((await move(registration.id, 'rejected', 'ငွေပမာဏ မမှန်ပါ')).status).toBe(200);
    await page.goto(`${site.url}${path}`);
    expect(await page.locator('.order-reason').textContent()).toContain('ငွေပမာဏ မမှန်ပါ');
    expect(await page.locator('.order-hold').textContent()).toMatch(/[၀-၉]/);
    await screenshot(page, 'registration-page-rejected-mm-390');
    await gates(path, 'rejected');

    // A new receipt, without scripts: the registration is received again.
    const receiptForm = page.locator('form.order-receipt-form');
    await receiptForm.locator('[name=receipt]').setInputFiles(pngFile('receipt-2.png'));
    await receiptForm.getByRole('button', { name: 'ပြေစာ ပို့ရန်' }).click();
    await page.waitForLoadState('load');
    await page.getByText('ကျေးဇူးတင်ပါသည်။ ပြေစာအသစ်ကို ရရှိပြီး စစ်ဆေးပါမည်။').waitFor();
    expect(stored(token).status).toBe('received');
    expect(await seatsTaken(eventId)).toBe(2);

    // Paid: the ticket, its QR code and the code in words.
    expect((await move(registration.id, 'paid')).status).toBe(200);
    await page.goto(`${site.url}${path}`);
    const ticket = page.locator('.registration-ticket');
    expect(await ticket.locator('.registration-code-value').textContent()).toBe(
      registration.check_in_code,
    );
    expect(await ticket.locator('.registration-qr svg').count()).toBe(1);
    expect(await ticket.locator('.registration-qr').getAttribute('aria-label')).toContain(
      registration.check_in_code,
    );
    expect(await page.locator('.order-pay').count()).toBe(0);
    await screenshot(page, 'registration-page-paid-mm-390');
    await context.close();
    await gates(path, 'paid');
  }, 240_000);

  it('cancels with scripts after the second step, giving the seats back', async () => {
    const eventId = await createEvent('Free Evening Talk', { seats: 5 });
    const made = await site.api(`/events/${eventId}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.43.0.1' },
      body: JSON.stringify({
        name: 'Aung Aung',
        phone: '09 555 0301',
        email: 'aung.page@example.com',
        seats: 3,
        language: 'en',
      }),
    });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    expect(await seatsTaken(eventId)).toBe(3);

    const { context, page } = await visitor('en', { viewport: DESKTOP });
    await page.goto(`${site.url}/registrations/${token}`);
    await hydrated(page);
    expect(await page.locator('#registration-state-title').textContent()).toBe(
      'You are registered',
    );
    // A free registration has its ticket at once.
    expect(await page.locator('.registration-qr svg').count()).toBe(1);
    const confirm = page.getByRole('button', {
      name: 'Yes, cancel my registration and give my seats back',
    });
    expect(await confirm.isVisible()).toBe(false);
    await page.getByText('Cancel my registration', { exact: true }).click();
    await confirm.click();
    await page.getByText('Your registration is cancelled and your seats are given back.').waitFor();
    expect(await page.locator('#registration-state-title').textContent()).toBe(
      'This registration was cancelled',
    );
    expect(await page.locator('.registration-ticket').count()).toBe(0);
    expect(await page.locator('.registration-cancel').count()).toBe(0);
    expect(await seatsTaken(eventId)).toBe(0);
    // The notice is in view: the page comes back to its top, where the notice is.
    await expect
      .poll(async () => (await page.getByText('Your registration is cancelled').boundingBox())!.y)
      .toBeGreaterThanOrEqual(0);
    const notice = await page.getByText('Your registration is cancelled').boundingBox();
    expect(notice!.y).toBeLessThan(DESKTOP.height);
    await screenshot(page, 'registration-page-cancelled-en-1366');
    await context.close();
  }, 120_000);
});
