import { businessNameOf } from '@coach/contract';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { L as TOTP } from '../apps/web/app/admin/auth/two-factor-texts.ts';
import { UI } from '../apps/web/app/admin/i18n/ui.ts';
import { L as USERS } from '../apps/web/app/admin/users/texts.ts';
import { type Violation, describeViolations } from './accessibility.ts';
import {
  ASSISTANT_PASSWORD,
  EVERY_LOOK_MS,
  LOOKS,
  type Look,
  adminPage,
  checkScreen,
  editorPage,
  expectStatus,
} from './admin-helpers.ts';
import { type Site, openPage, useMailingSite } from './harness.ts';

const navLinks = async (page: Page) =>
  page
    .locator('#admin-nav a.a-nav-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** Waits until the shell knows the account's role: its sidebar then shows the role's screens. */
const roleKnown = (page: Page) =>
  page.locator('#admin-nav a[href="/admin/testimonials"]').waitFor({ state: 'attached' });

const lookName = (look: Look) => `${look.size}-${look.language}`;

/**
 * The staff role in the back office, and the account frictions around it: staff are
 * offered the appointments, agenda, hours and orders but not the owners' screens (which
 * say so), an editor is told the bookings are for owners and staff; an invitation's
 * link opens in its email's language, names the account, and the sign-in page after it
 * fills the name in; "Register" shows only while registration is open; two-factor setup
 * offers the otpauth:// link. At 390 px and 1366 px in both languages, axe-checked.
 */
describe('back office: staff and the account links', () => {
  let smtp: TestSmtp;
  let site: Site;
  let browser: Browser;
  const violations: Violation[] = [];
  useMailingSite({ env: { PUBLIC_URL: 'https://coach.example' } }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  it(
    'staff work the bookings and orders, are told the owners’ screens are not theirs, and get the otpauth link',
    async () => {
      for (const look of LOOKS) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        const { page, context } = await editorPage(
          browser,
          site,
          `staff-${lookName(look)}`,
          'staff',
          look,
        );
        await roleKnown(page);
        await page.locator('#admin-nav a[href="/admin/payments"]').waitFor({ state: 'attached' });
        const offered = await navLinks(page);
        for (const path of ['appointments', 'agenda', 'availability', 'payments', 'events']) {
          expect(offered, look.language).toContain(`/admin/${path}`);
        }
        for (const path of ['payment-methods', 'email', 'users', 'audit']) {
          expect(offered, look.language).not.toContain(`/admin/${path}`);
        }

        // The orders and the agenda open as an owner's do.
        for (const path of ['payments', 'agenda']) {
          await page.goto(`${site.url}/admin/${path}`);
          await roleKnown(page);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const heading = await page.getByRole('heading', { level: 1 }).textContent();
          expect(heading).not.toBe(t(UI.ownersOnlyTitle));
          expect(heading).not.toBe(t(UI.staffOnlyTitle));
        }
        await checkScreen(
          page,
          `agenda as staff ${lookName(look)}`,
          `admin-staff-agenda-${lookName(look)}`,
          violations,
        );

        // An owners' screen, by an old link, says whose it is.
        await page.goto(`${site.url}/admin/users`);
        await page.getByRole('heading', { level: 1, name: t(UI.ownersOnlyTitle) }).waitFor();
        await page.getByText(t(UI.ownersOnly)).waitFor();
        await checkScreen(
          page,
          `owners-only as staff ${lookName(look)}`,
          `admin-staff-owners-only-${lookName(look)}`,
          violations,
        );

        // Two-factor setup on the phone that runs the authenticator: a link to open the key in it.
        await page.goto(`${site.url}/admin/account`);
        await page.locator('#totp_password').fill(ASSISTANT_PASSWORD);
        await page.getByRole('button', { name: t(TOTP.turnOn) }).click();
        const open = page.getByRole('link', { name: t(TOTP.openInApp) });
        await open.waitFor();
        expect(await open.getAttribute('href')).toMatch(
          /^otpauth:\/\/totp\/[^?]+\?.*secret=[A-Z2-7]{32}/,
        );
        await checkScreen(
          page,
          `two-factor setup ${lookName(look)}`,
          `admin-staff-totp-link-${lookName(look)}`,
          violations,
        );
        await context.close();
      }
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS * 2,
  );

  it(
    'an editor is told the appointments and orders are for owners and staff',
    async () => {
      for (const look of LOOKS) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        const { page, context } = await editorPage(
          browser,
          site,
          `editor-${lookName(look)}`,
          'editor',
          look,
        );
        await roleKnown(page);
        const offered = await navLinks(page);
        expect(offered).not.toContain('/admin/appointments');
        expect(offered).not.toContain('/admin/payments');
        await page.goto(`${site.url}/admin/appointments`);
        await page.getByRole('heading', { level: 1, name: t(UI.staffOnlyTitle) }).waitFor();
        await page.getByText(t(UI.staffOnly)).waitFor();
        await checkScreen(
          page,
          `staff-only as editor ${lookName(look)}`,
          `admin-editor-staff-only-${lookName(look)}`,
          violations,
        );
        await context.close();
      }
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );

  it(
    'an owner invites staff; the link opens in the email’s language, names the account, and sign-in fills it in',
    async () => {
      const constants = (await (await site.api('/constants')).json()) as {
        name: string;
        value: string;
      }[];
      const siteName = businessNameOf(Object.fromEntries(constants.map((c) => [c.name, c.value])));
      for (const look of LOOKS) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        const username = `invited-${lookName(look)}`;

        // The owner, in the look's language, invites staff: the role is offered and explained.
        const owner = await adminPage(browser, site, look);
        await owner.page.goto(`${site.url}/admin/users`);
        await owner.page.locator('#username').fill(username);
        await owner.page.locator('#email').fill(`${username}@example.com`);
        await owner.page.locator('#role').selectOption('staff');
        await owner.page
          .locator('#role-help')
          .filter({ hasText: t(USERS.roleHelp.staff) })
          .waitFor();
        await owner.page.getByRole('button', { name: t(USERS.sendInvitation) }).click();
        await expectStatus(owner.page, `${username}@example.com`);
        const card = owner.page
          .getByRole('listitem')
          .filter({ hasText: `${username}@example.com` });
        await card
          .locator('.a-badge')
          .filter({ hasText: t(USERS.staff) })
          .waitFor();
        await checkScreen(
          owner.page,
          `accounts with staff ${lookName(look)}`,
          `admin-staff-accounts-${lookName(look)}`,
          violations,
        );
        await owner.context.close();

        // The email names the site and who invited, in the owner's language.
        const [mail] = await smtp.waitForTo(`${username}@example.com`, 1, 30_000);
        expect(mail!.subject).toBe(
          look.language === 'en'
            ? `admin invites you to the back office of ${siteName}`
            : `admin က ${siteName} ၏ စီမံခန့်ခွဲမှုနေရာသို့ သင့်ကို ဖိတ်ခေါ်ထားပါသည်`,
        );
        const link = /https:\/\/coach\.example(\/reset-password\?token=[\w-]+&lang=(en|mm))/.exec(
          mail!.text!,
        );
        expect(link?.[2]).toBe(look.language);

        // The invited person, on a browser that never chose a language, opens the link.
        const invited = await openPage(browser, site, { viewport: look.viewport });
        const page = invited.page;
        await page.goto(`${site.url}${link![1]}`);
        await page.getByRole('heading', { level: 1, name: t(UI.invitationTitle) }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(
          look.language === 'mm' ? 'my' : 'en',
        );
        await expect(page.getByTestId('link-account').textContent()).resolves.toContain(username);
        await checkScreen(
          page,
          `invitation page ${lookName(look)}`,
          `admin-invitation-${lookName(look)}`,
          violations,
        );
        await page.locator('#password').fill(ASSISTANT_PASSWORD);
        await page.locator('button[type=submit]').click();
        await page.waitForURL(`${site.url}/login`);
        await expect(page.locator('#username').inputValue()).resolves.toBe(username);
        await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('password');
        await checkScreen(
          page,
          `sign-in filled in ${lookName(look)}`,
          `admin-sign-in-filled-${lookName(look)}`,
          violations,
        );
        await page.locator('#password').fill(ASSISTANT_PASSWORD);
        await page.locator('button[type=submit]').click();
        await page.waitForURL(`${site.url}/admin`);
        await page.locator('#admin-nav a[href="/admin/agenda"]').waitFor({ state: 'attached' });
        await invited.context.close();
      }
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS * 2,
  );

  it(
    'the sign-in page offers “Register” only while registration is open',
    async () => {
      for (const look of LOOKS) {
        const t = (text: { en: string; mm: string }) => text[look.language];
        const { page, context } = await openPage(browser, site, look);
        // Accounts exist: the answer says closed, and no link is offered.
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/register'));
        await page.goto(`${site.url}/login`);
        expect(await (await answered).json()).toEqual({ open: false });
        await page.locator('#username').waitFor();
        expect(await page.getByRole('link', { name: t(UI.register) }).count()).toBe(0);

        // A site with none yet (its answer stood in for here) offers it.
        await page.route('**/api/register', (route) => route.fulfill({ json: { open: true } }));
        await page.reload();
        await page.getByRole('link', { name: t(UI.register) }).waitFor();
        await context.close();
      }
    },
    EVERY_LOOK_MS,
  );
});
