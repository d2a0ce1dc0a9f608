import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { adminPage, expectStatus } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useMailingSite } from './harness.ts';

const ASSISTANT = { username: 'thida', email: 'thida@example.com', password: 'mango season rain' };

const navLinks = async (page: Page) =>
  page
    .locator('#admin-nav a.a-nav-link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/**
 * The owner invites an assistant by email; the assistant sets a password from the link,
 * signs in as an editor, edits an event, and is offered none of the owners' screens (an
 * old link to one says it is for owners). Screenshots of the accounts screen at both
 * sizes in both languages.
 */
describe('back office: accounts and roles', () => {
  let smtp: TestSmtp;
  let site: Site;
  let browser: Browser;
  useMailingSite(
    {
      env: {
        PUBLIC_URL: 'https://coach.example',
      },
    },
    (s, b, m) => {
      site = s;
      browser = b;
      smtp = m;
    },
  );

  it('invites an editor who edits events but is offered no orders', async () => {
    const owner = await adminPage(browser, site);
    await owner.page.locator('#admin-nav').getByRole('link', { name: 'Accounts' }).click();
    await owner.page.waitForURL(`${site.url}/admin/users`);
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.locator('#username-error').waitFor();

    await owner.page.getByLabel('Username').fill(ASSISTANT.username);
    await owner.page.getByLabel('Email').fill(ASSISTANT.email);
    await expect(owner.page.getByLabel('Role').inputValue()).resolves.toBe('editor');
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await expectStatus(owner.page, `Invitation sent to ${ASSISTANT.email}.`);
    const card = owner.page.getByRole('listitem').filter({ hasText: ASSISTANT.email });
    await card.getByText('Invited, no password yet').waitFor();

    const [mail] = await smtp.waitForTo(ASSISTANT.email, 1, 30_000);
    expect(mail!.subject).toMatch(/^admin invites you to the back office of /);
    const link = /https:\/\/coach\.example(\/reset-password\?token=[\w-]+)/.exec(mail!.text!)!;

    // The assistant, on a phone, sets a password from the link and signs in.
    const assistant = await openPage(browser, site, { viewport: PHONE });
    const page = assistant.page;
    await page.goto(`${site.url}${link[1]}`);
    await page.getByLabel('New password').fill(ASSISTANT.password);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.waitForURL(`${site.url}/login`);
    await page.locator('#username').fill(ASSISTANT.username);
    await page.locator('#password').fill(ASSISTANT.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`${site.url}/admin`);

    // Offered every content screen and none of the owners'.
    await page.locator('#admin-nav a[href="/admin/events"]').waitFor({ state: 'attached' });
    const offered = await navLinks(page);
    expect(offered).toContain('/admin/events');
    expect(offered).toContain('/admin/testimonials');
    for (const ownersOnly of ['appointments', 'payments', 'email', 'users', 'audit']) {
      expect(offered).not.toContain(`/admin/${ownersOnly}`);
    }
    await expect(page.locator('.admin-main').textContent()).resolves.not.toMatch(/Orders/);

    // Edits an event.
    await page.goto(`${site.url}/admin/events`);
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.getByLabel('Name · English').fill('Leading a small team, evening class');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectStatus(page, 'Event updated successfully');

    // An old link to a screen of owners and staff says so, and one of owners alone too.
    await page.goto(`${site.url}/admin/users`);
    await page.getByRole('heading', { name: 'For owners only' }).waitFor();
    await page.goto(`${site.url}/admin/payments`);
    await page.getByRole('heading', { name: 'For owners and staff' }).waitFor();
    await screenshot(page, 'admin-users-editor-owners-only-phone-en');
    await assistant.context.close();

    // The owner sees the assistant with a password now, and makes them an owner.
    await owner.page.reload();
    await card.getByText('Editor').waitFor();
    await expect(card.getByText('Invited, no password yet').count()).resolves.toBe(0);
    await screenshot(owner.page, 'admin-users-desktop-en');

    // The owner sees both of their doings in the activity log.
    await owner.page.goto(`${site.url}/admin/audit`);
    const entry = (who: string, action: string) =>
      owner.page.locator('.a-audit tbody tr').filter({ hasText: who }).filter({ hasText: action });
    await entry(ASSISTANT.username, 'Changed').first().waitFor();
    await entry('admin', 'Invited').first().waitFor();
    expect(await entry(ASSISTANT.username, 'Changed').first().textContent()).toMatch(/Events/);
    await owner.context.close();
  }, 240_000);

  it('the last owner cannot be made an editor, in either language and size', async () => {
    for (const [language, viewport, size] of [
      ['en', DESKTOP, 'desktop'],
      ['mm', DESKTOP, 'desktop'],
      ['en', PHONE, 'phone'],
      ['mm', PHONE, 'phone'],
    ] as const) {
      const { page, context } = await adminPage(browser, site, { language, viewport });
      await page.goto(`${site.url}/admin/users`);
      const me = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: /^admin\b/ }) });
      await me.getByRole('button').first().click();
      // Cancel comes first; the confirming button last.
      await page.getByRole('alertdialog').getByRole('button').last().click();
      // The API refuses; the screen says why, in the screen's language.
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toMatch(
        language === 'en' ? /at least one owner/ : /ပိုင်ရှင် အနည်းဆုံး/,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${language} ${size} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-users-${size}-${language}`);
      await context.close();
    }
  }, 240_000);
});
