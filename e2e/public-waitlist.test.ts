import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { PNG, pngFile } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, screenshot, useMailingSite } from './harness.ts';
import { describeMessage, validate } from './html-validator.ts';
import { hydrated } from './public-helpers.ts';

const SITE = 'https://coach.example';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * A full event's waiting list on the site (issue 40, item 5): joined without scripts in
 * Burmese from the event's page, a seat that comes back (the owner adds one) offered by
 * email, the email's link opened and the seat taken up; a paid event's claim page with its
 * accounts and receipt; axe and the HTML checker on the new pages at a phone's and a
 * desktop's width, in both languages.
 */
describe('the waiting list of a full event', () => {
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  let visitors = 0;
  useMailingSite({ demo: true, env: { PUBLIC_URL: SITE, TRUST_PROXY: '1' } }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  async function createEvent(name: string, fields: Record<string, unknown>) {
    const res = await site.api('/events', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name,
        name_mm: `${name} (မြန်မာ)`,
        description: `About ${name}`,
        location: 'Yangon, Myanmar',
        link: 'https://example.com/about',
        image: await site.upload(PNG, 'poster.png'),
        starts_at: inDays(5),
        ...fields,
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }
  /** Takes every seat of the event through the API, as another visitor would. */
  async function fill(id: number, seats: number, receipt?: string) {
    const res = await site.api(`/events/${id}/registrations`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.50.${id % 250}.9` },
      body: JSON.stringify({
        name: 'Early Bird',
        phone: '09 1',
        email: `early${id}@example.com`,
        seats,
        ...(receipt && { receipt_photo: receipt }),
      }),
    });
    expect(res.status).toBe(201);
  }
  const raiseSeats = async (id: number, seats: number) => {
    const res = await site.api(`/events/${id}`, {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ tag: 'Training', seats }),
    });
    expect(res.status).toBe(200);
  };
  const seatsTaken = async (id: number) =>
    ((await (await site.api(`/events/${id}`)).json()) as { seats_taken: number }).seats_taken;
  /** The offer's link from the email to `address`, on this site's address. */
  async function offerLink(address: string) {
    const [mail] = await smtp.waitForTo(address, 1);
    const link = new RegExp(`${SITE}(/events/\\d+/claim/[\\w-]+(\\?lang=mm)?)`).exec(mail!.text!);
    expect(link, mail!.text).not.toBeNull();
    return { path: link![1]!, mail: mail! };
  }
  async function visitor(
    language: 'en' | 'mm',
    { viewport = PHONE, scripts = true } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    visitors += 1;
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled: scripts,
      extraHTTPHeaders: { 'x-forwarded-for': `10.51.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }
  /** The claim pages the tests before took up, for the gates. */
  const claimed: string[] = [];

  it('joins without scripts in Burmese, is offered the seat that comes back, and takes it', async () => {
    const id = await createEvent('Full Evening Talk', { seats: 1 });
    await fill(id, 1);
    const { context, page } = await visitor('mm', { scripts: false });
    await page.goto(`${site.url}/events/${id}`);
    expect(await page.locator('.event-page .seat-badge').textContent()).toBe('နေရာပြည့်ပါပြီ');
    const form = page.locator('form.waitlist-form');
    await screenshot(page, 'waitlist-event-full-mm-390');
    await form.getByRole('button', { name: 'စောင့်ဆိုင်းစာရင်းတွင် ဝင်ရန်' }).click();
    await page.waitForLoadState('load');
    // Nothing typed: refused on the waiting list's page, in Burmese.
    expect(new URL(page.url()).pathname).toBe(`/events/${id}/waitlist`);
    expect(await page.locator('#waitlist-answer [role=alert]').textContent()).toContain(
      'စောင့်ဆိုင်းစာရင်းတွင် ထည့်၍ မရပါ။',
    );
    await form.locator('[name=name]').fill('မြမြ');
    await form.locator('[name=phone]').fill('09 555 0201');
    await form.locator('[name=email]').fill('myamya@example.com');
    await form.getByRole('button', { name: 'စောင့်ဆိုင်းစာရင်းတွင် ဝင်ရန်' }).click();
    await page.waitForLoadState('load');
    const joined = page.locator('#waitlist-answer [role=status]');
    expect(await joined.textContent()).toContain('သင်သည် အမှတ်စဉ် ၁ ဖြစ်ပါသည်');
    await screenshot(page, 'waitlist-joined-mm-390');
    await context.close();

    // The owner adds a seat: it is offered to the first in line, by email, in Burmese.
    await raiseSeats(id, 2);
    expect(await seatsTaken(id)).toBe(2);
    const { path, mail } = await offerLink('myamya@example.com');
    expect(mail.subject).toContain('သင့်အတွက် ထိုင်ခုံ ထိန်းထားပါသည်');
    expect(path).toMatch(/\?lang=mm$/);

    const claimant = await visitor('mm', { scripts: false });
    await claimant.page.goto(`${site.url}${path}`);
    expect(await claimant.page.locator('.claim-held').textContent()).toContain('ထိုင်ခုံ ၁ ခုကို');
    await screenshot(claimant.page, 'waitlist-claim-free-mm-390');
    claimed.push(path.replace(/\?.*/, ''));
    await claimant.page.getByRole('button', { name: 'ထိုင်ခုံများ ရယူမည်' }).click();
    await claimant.page.waitForLoadState('load');
    // Claimed, the visitor is on their registration's own page, with the ticket of a free event.
    expect(new URL(claimant.page.url()).pathname).toMatch(/^\/registrations\/[\w-]{32}$/);
    await claimant.page.getByText('စာရင်းသွင်းပြီးပါပြီ!').waitFor();
    expect(await claimant.page.locator('.registration-ticket').count()).toBe(1);
    // The held seat became the registration's: not taken twice.
    expect(await seatsTaken(id)).toBe(2);
    await screenshot(claimant.page, 'waitlist-claimed-mm-390');
    // The claim page, opened again, says it was taken up.
    await claimant.page.goto(`${site.url}${path}`);
    expect(await claimant.page.locator('.claim-state h2').textContent()).toBe('စာရင်းသွင်းပြီးပါပြီ');
    await claimant.context.close();
  }, 120_000);

  it('takes up a paid offer with its receipt, the accounts and the amount shown', async () => {
    const id = await createEvent('Paid Masterclass', { seats: 1, price: 40_000, currency: 'MMK' });
    await fill(id, 1, await site.upload(PNG, 'receipt.png', 'receipt'));
    // Joined from the full event's page with scripts: the router's form, the same page.
    const joining = await visitor('en', { viewport: DESKTOP });
    await joining.page.goto(`${site.url}/events/${id}`);
    await hydrated(joining.page);
    const form = joining.page.locator('form.waitlist-form');
    await form.getByLabel('Name').fill('Kyaw');
    await form.getByLabel('Phone number').fill('09 2');
    await form.getByLabel('Email').fill('kyaw@example.com');
    await form.getByRole('button', { name: 'Join the waiting list' }).click();
    await joining.page.locator('#waitlist-answer').getByText('You are number 1 in line.').waitFor();
    expect(new URL(joining.page.url()).pathname).toBe(`/events/${id}/waitlist`);
    // The page's transition over, for a screenshot a person can read.
    await joining.page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    await screenshot(joining.page, 'waitlist-joined-en-1366');
    await joining.context.close();
    await raiseSeats(id, 2);
    const { path } = await offerLink('kyaw@example.com');
    claimed.push(path);
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      for (const language of ['en', 'mm'] as const) {
        const { context, page } = await visitor(language, { viewport });
        await page.goto(`${site.url}${path}`);
        await hydrated(page);
        expect(await page.locator('.claim-amount').textContent()).toBe(
          language === 'en' ? '40,000 MMK' : '၄၀,၀၀၀ ကျပ်',
        );
        await screenshot(page, `waitlist-claim-paid-${language}-${size}`);
        await context.close();
      }
    }
    const { context, page } = await visitor('en', { viewport: DESKTOP });
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    await page.locator('form.claim-form [name=receipt]').setInputFiles(pngFile('slip.png'));
    await page.getByRole('button', { name: 'Take up my seats' }).click();
    // The registration's own page: its transfer waits for the owner's check.
    await page.waitForURL(/\/registrations\/[\w-]{32}\?registered=1$/);
    await page.locator('#registration-state-title').waitFor();
    expect(await page.locator('.order-pay').count()).toBe(1);
    await screenshot(page, 'waitlist-claimed-paid-en-1366');
    expect(await seatsTaken(id)).toBe(2);
    await context.close();
  }, 120_000);

  it('passes axe and the HTML checker on the waiting list’s and the claim’s pages', async () => {
    // A paid offer still open (its accounts and receipt field), beside the claimed ones.
    const id = await createEvent('Quiet Talk', { seats: 1, price: 15_000, currency: 'MMK' });
    await fill(id, 1, await site.upload(PNG, 'receipt-3.png', 'receipt'));
    const waiting = await site.api(`/events/${id}/waitlist`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.52.0.2' },
      body: JSON.stringify({ name: 'Hla', phone: '09 3', email: 'hla@example.com', seats: 1 }),
    });
    expect(waiting.status).toBe(201);
    const full = `/events/${id}`;
    await raiseSeats(id, 2);
    const open = (await offerLink('hla@example.com')).path;
    const pages = [full, `${full}/waitlist`, open, ...claimed];
    const violations: Violation[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'coach-waitlist-html-'));
    const files: string[] = [];
    try {
      for (const language of ['en', 'mm'] as const) {
        for (const viewport of [PHONE, DESKTOP]) {
          const { context, page } = await visitor(language, { viewport });
          for (const path of pages) {
            await page.goto(`${site.url}${path}`);
            await hydrated(page);
            await page.evaluate(() => document.fonts.ready);
            violations.push(
              ...(await axeViolations(page, `${path} (${language}, ${viewport.width})`)),
            );
          }
          await context.close();
        }
        for (const path of pages) {
          const answer = await fetch(`${site.url}${path}`, {
            headers: { cookie: `lang=${language}` },
          });
          expect(answer.status, path).toBe(200);
          if (path.includes('/claim/')) {
            expect(answer.headers.get('cache-control')).toBe('private, no-store');
          }
          const file = join(dir, `${language}${path.replace(/[/?=]/g, '_')}.html`);
          writeFileSync(file, await answer.text());
          files.push(file);
        }
      }
      expect(violations, describeViolations(violations)).toEqual([]);
      const errors = await validate(files);
      expect(errors.map(describeMessage), errors.map(describeMessage).join('\n')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
