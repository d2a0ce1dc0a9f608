import SQLite from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { L as ORDER, MOVE_NAMES } from '../apps/web/app/admin/orders/order-texts.ts';
import { UI } from '../apps/web/app/admin/i18n/ui.ts';
import { EVERY_LOOK_MS, LOOKS, type Look, PNG } from './admin-helpers.ts';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  type Site,
  openPage,
  screenshot,
  useMailingSite,
} from './harness.ts';

/**
 * Issue 37, items 1 and 2: an order nobody has checked is never shipped by one tap on the
 * list's Resolve; "Payment received" is undone without mailing the customer twice; a link
 * into the back office returns there after signing in; the dashboard's newest names open
 * their records; the orders list fits a laptop and folds its filters on a phone.
 */

type Json = Record<string, unknown>;

async function post(site: Site, path: string, body: object, admin = false) {
  const response = await site.api(path, { method: 'POST', body: JSON.stringify(body), admin });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
  return (await response.json()) as Json;
}

/** The customer's emails in the outbox, read from the server's own database. */
function outboxSubjects(site: Site, email: string): string[] {
  const db = new SQLite(site.databaseFile, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return (
      db.prepare('select subject from mail_outbox where recipient = ? order by id').all(email) as {
        subject: string;
      }[]
    ).map((m) => m.subject);
  } finally {
    db.close();
  }
}

const orderStatus = async (site: Site, id: unknown) =>
  ((await (await site.api(`/payments/${id}`, { admin: true })).json()) as Json).status;

describe('orders that never ship by accident, and the way back after signing in', () => {
  let site: Site;
  let browser: Browser;
  let product = '';
  // With SMTP, so the outbox holds every email the customer would get.
  useMailingSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });
  beforeAll(async () => {
    const main = await post(site, '/main_categories', { name: 'Books' }, true);
    const sub = await post(
      site,
      '/sub_categories',
      { name: 'Guides', main_category_id: main.id },
      true,
    );
    const image = await site.upload(PNG, 'cover.png');
    const made = await post(
      site,
      '/products',
      {
        heading: 'Owner Handbook',
        description: 'd',
        price: 12000,
        type: 'image',
        sub_category_id: sub.id,
        image,
      },
      true,
    );
    product = String(made.heading);
  });

  let placed = 0;
  /** An order as a customer places it: "to check", with its receipt. */
  async function placeOrder(name: string) {
    placed += 1;
    const email = `buyer${placed}@example.com`;
    const receipt = await site.upload(PNG, 'receipt.png', 'receipt');
    const order = await post(site, '/payments', {
      product_name: product,
      name,
      quantity: 1,
      phone_number: '09 555',
      email,
      address: 'No. 7, Inya Road, Yangon',
      receipt_photo: receipt,
    });
    return { id: Number(order.id), reference: String(order.reference), email };
  }

  /**
   * A signed-in page in a look, with the token the harness got: signing in allows ten
   * calls a minute from one address, kept here for the sign-ins this file tests.
   */
  const inLook = async (look: Look, visit: (page: Page) => Promise<void>) => {
    const { page, context } = await openPage(browser, site, look);
    await context.addInitScript((token) => localStorage.setItem('token', token), site.token);
    try {
      await page.goto(`${site.url}/admin`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await visit(page);
    } finally {
      await context.close();
    }
  };

  it(
    'Resolve on an order to check opens it, naming the skipped step; paid is undone and confirmed again without a second email',
    async () => {
      for (const look of LOOKS) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        const name = `Buyer ${look.language} ${look.size}`;
        const order = await placeOrder(name);
        await inLook(look, async (page) => {
          await page.goto(`${site.url}/admin/orders?search=${encodeURIComponent(name)}`);
          const row = page.locator('tbody tr').filter({ hasText: name });
          await row.getByRole('link', { name: t(UI.resolve) }).click();

          // On the order, not shipped: the step Resolve skips is named.
          await page.waitForURL(`${site.url}/admin/orders/${order.id}`);
          const callout = page.locator('.a-callout');
          await callout.waitFor();
          expect(await callout.innerText()).toBe(t(ORDER.checkFirst));
          if (look.language === 'en') expect(await callout.innerText()).toContain('on its way');
          await screenshot(page, `order-check-first-${look.size}-${look.language}`);
          expect(await orderStatus(site, order.id)).toBe('received');
          expect(outboxSubjects(site, order.email).join('|')).not.toMatch(/on its way|ပို့ဆောင်နေပါပြီ/);

          // Payment received, undone, received again: one email about the payment.
          const paid = page.getByRole('button', { name: t(MOVE_NAMES.paid) });
          await paid.click();
          await expect.poll(() => orderStatus(site, order.id)).toBe('paid');
          await page.getByText(t(ORDER.undoHint)).waitFor();
          await page.getByRole('button', { name: t(MOVE_NAMES.received) }).click();
          await expect.poll(() => orderStatus(site, order.id)).toBe('received');
          await paid.click();
          await expect.poll(() => orderStatus(site, order.id)).toBe('paid');
          const confirmed = outboxSubjects(site, order.email).filter((s) =>
            s.includes('Payment confirmed'),
          );
          expect(confirmed).toHaveLength(1);
          expect(outboxSubjects(site, order.email)).toHaveLength(2); // received, then paid

          // Paid, the list's Resolve is the spec's again: fulfilled, and the customer told.
          await page.goto(`${site.url}/admin/orders?search=${encodeURIComponent(name)}`);
          await row.getByRole('button', { name: t(UI.resolve) }).click();
          await page
            .getByRole('status')
            .filter({ hasText: t(ORDER.resolvedDone) })
            .waitFor();
          expect(await orderStatus(site, order.id)).toBe('fulfilled');
          expect(outboxSubjects(site, order.email)).toContain(
            `Your order ${order.reference} is on its way`,
          );
        });
      }
    },
    EVERY_LOOK_MS,
  );

  it(
    'fits the orders table in a laptop’s panel, Open and Resolve in sight; on a phone the filters fold behind one button',
    async () => {
      for (let i = 0; i < 3; i++) await placeOrder(`Wide Table Customer With A Long Name ${i}`);
      for (const look of LOOKS) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        await inLook(look, async (page) => {
          await page.goto(`${site.url}/admin/orders`);
          await page.locator('tbody tr').first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          const filters = page.getByRole('search', { name: t(UI.filters) });
          const toggle = page.getByRole('button', { name: t(UI.filters), exact: true });
          if (look.size === 'desktop') {
            const fit = await page.evaluate(() => {
              const wrap = document.querySelector('.a-table-wrap')!;
              return { scroll: wrap.scrollWidth, client: wrap.clientWidth };
            });
            expect(fit.scroll, JSON.stringify(fit)).toBeLessThanOrEqual(fit.client);
            const first = page.locator('tbody tr').first();
            for (const button of [
              first.getByRole('link', { name: new RegExp(`^${t(ORDER.open)}`) }),
              first.getByRole('link', { name: new RegExp(`^${t(UI.resolve)}`) }),
            ]) {
              const box = (await button.boundingBox())!;
              expect(box.x).toBeGreaterThanOrEqual(0);
              expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
            }
            expect(await filters.isVisible()).toBe(true);
            expect(await toggle.isVisible()).toBe(false);
          } else {
            expect(await filters.isVisible()).toBe(false);
            expect(await toggle.getAttribute('aria-expanded')).toBe('false');
            await screenshot(page, `orders-phone-folded-${look.language}`);
            await toggle.click();
            await filters.waitFor();
            expect(await toggle.getAttribute('aria-expanded')).toBe('true');
            // Applied, the button says how many filters are in use.
            await page.locator('#filter-customer_name').fill('Wide');
            await filters.getByRole('button', { name: t(UI.applyFilters) }).click();
            await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow).toBeLessThanOrEqual(0);
            expect(PHONE.width).toBe(390);
          }
          await screenshot(page, `orders-list-${look.size}-${look.language}`);
        });
      }
    },
    EVERY_LOOK_MS,
  );

  it(
    'returns to the page asked for after signing in, with or without two-factor; never outside /admin',
    async () => {
      const order = await placeOrder('Link Follower');
      const target = `/admin/orders/${order.id}`;
      const heading = (page: Page) =>
        page.getByRole('heading', { level: 1, name: new RegExp(order.reference) });

      // The owner's email link, signed out: the sign-in shows there, and stays there.
      for (const [viewport, language] of [
        [PHONE, 'mm'],
        [DESKTOP, 'en'],
      ] as const) {
        const { page, context } = await openPage(browser, site, { viewport, language });
        await page.goto(`${site.url}${target}`);
        await page.locator('#username').fill(ADMIN.username);
        await page.locator('#password').fill(ADMIN.password);
        await page.locator('button[type=submit]').click();
        await heading(page).waitFor();
        expect(page.url()).toBe(`${site.url}${target}`);
        await context.close();
      }

      // /login?next=… goes only inside the back office: the sign-in form, then (signed in
      // already) the page's own redirect.
      const { page: away, context: awayContext } = await openPage(browser, site, {
        viewport: DESKTOP,
      });
      await away.goto(`${site.url}/login?next=${encodeURIComponent('//evil.example/admin')}`);
      await away.locator('#username').fill(ADMIN.username);
      await away.locator('#password').fill(ADMIN.password);
      await away.locator('button[type=submit]').click();
      await away.waitForURL(`${site.url}/admin`);
      for (const [next, landing] of [
        [target, target],
        ['https://evil.example/admin', '/admin'],
        ['/admin/../x', '/admin'],
        ['/admin/%2e%2e/shops', '/admin'],
        ['/\\evil.example', '/admin'],
      ] as const) {
        await away.goto(`${site.url}/login?next=${encodeURIComponent(next)}`);
        await away.waitForURL(`${site.url}${landing}`);
        await away.getByRole('heading', { level: 1 }).waitFor();
        expect(new URL(away.url()).pathname, next).toBe(landing);
      }
      await awayContext.close();

      // An account with two-factor sign-in: the code step, then the page asked for.
      const username = 'second-owner';
      const password = 'lacquer monsoon 77';
      await post(site, '/register', { username, email: 'second@example.com', password }, true);
      const signedIn = await site.api('/token', {
        method: 'POST',
        body: new URLSearchParams({ username, password }),
      });
      const { access_token: token } = (await signedIn.json()) as { access_token: string };
      const as = (path: string, body: object) =>
        site.api(path, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { authorization: `Bearer ${token}` },
        });
      const begun = await as('/account/totp', { password });
      const { secret } = (await begun.json()) as { secret: string };
      const codeOf = (steps: number) =>
        TOTP.generate({
          secret: Secret.fromBase32(secret),
          timestamp: Date.now() + steps * 30_000,
        });
      expect((await as('/account/totp/confirm', { code: codeOf(0), password })).status).toBe(200);
      const { page, context } = await openPage(browser, site, { viewport: PHONE, language: 'en' });
      await page.goto(`${site.url}${target}`);
      await page.locator('#username').fill(username);
      await page.locator('#password').fill(password);
      await page.locator('button[type=submit]').click();
      await page.locator('#otp').fill(codeOf(1));
      await page.locator('button[type=submit]').click();
      await heading(page).waitFor();
      expect(page.url()).toBe(`${site.url}${target}`);
      await context.close();
    },
    EVERY_LOOK_MS,
  );

  it(
    'links the dashboard’s newest names to their records',
    async () => {
      const order = await placeOrder('Newest Buyer');
      const appointment = await post(site, '/appointment', {
        name: 'Newest Visitor',
        role: 'Director',
        business: 'Shwe Trading',
        mode_of_contact: 'Phone',
        contact_information: '09 123 456',
        appointment_for: 'Team Coaching',
        message: 'Hello',
      });
      for (const look of [LOOKS[1]!, LOOKS[2]!]) {
        await inLook(look, async (page) => {
          await page.getByRole('link', { name: 'Newest Buyer' }).click();
          await page.waitForURL(`${site.url}/admin/orders/${order.id}`);
          await page
            .getByRole('heading', { level: 1, name: new RegExp(order.reference) })
            .waitFor();
          await page.goBack();
          await page.getByRole('link', { name: 'Newest Visitor' }).click();
          await page.waitForURL(`${site.url}/admin/appointments/${appointment.id}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.goBack();
          await page.getByRole('link', { name: 'Newest Visitor' }).waitFor();
          await screenshot(page, `dashboard-newest-${look.size}-${look.language}`);
        });
      }
    },
    EVERY_LOOK_MS,
  );
});
