import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { expectStatus } from './admin-helpers.ts';
import { ADMIN, type Site, openPage, useMailingSite } from './harness.ts';

const EMAIL = 'owner@example.com';
const NEW_PASSWORD = 'quiet harbour lights';

/**
 * The owner who forgot the password gets back in by email: "Forgot your password?" on
 * /login, the link from a real SMTP server, a new password, and a sign-in with it; then
 * "Your account" changes it again.
 */
describe('back office: password reset by email', () => {
  let smtp: TestSmtp;
  let site: Site;
  let browser: Browser;
  useMailingSite(
    {
      demo: false,
      env: {
        ADMIN_EMAIL: EMAIL,
        PUBLIC_URL: 'https://coach.example',
      },
    },
    (s, b, m) => {
      site = s;
      browser = b;
      smtp = m;
    },
  );

  it('sends the link, sets the new password and signs in with it', async () => {
    const { page, context } = await openPage(browser, site);
    await page.goto(`${site.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${site.url}/reset-password`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectStatus(page, 'If an account has this address, an email with a link is on its way.');

    const [mail] = await smtp.waitForTo(EMAIL, 1, 30_000);
    expect(mail!.subject).toBe('Set a new password for the coach site');
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text!)![1]!;

    await page.goto(`${site.url}/reset-password?token=${token}`);
    await page.getByLabel('New password').fill('too short');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('Must be at least 12 characters').waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.waitForURL(`${site.url}/login`);
    await expectStatus(page, 'Your password is set. Please sign in with it.');

    await page.locator('#username').fill(ADMIN.username);
    await page.locator('#password').fill(NEW_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`${site.url}/admin`);

    await page.getByRole('link', { name: 'Your account' }).click();
    await page.waitForURL(`${site.url}/admin/account`);
    // The password's own form: the two-factor section asks for the current password too.
    const passwordForm = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Save the password' }) });
    await passwordForm.getByLabel('Current password').fill('not my password');
    await passwordForm.getByLabel('New password').fill('another calm evening');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('This is not your current password').waitFor();
    await passwordForm.getByLabel('Current password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expectStatus(page, 'Password changed. Your other sign-ins have ended.');
    await context.close();

    const signIn = await site.api('/token', {
      method: 'POST',
      body: new URLSearchParams({ username: ADMIN.username, password: 'another calm evening' }),
    });
    expect(signIn.status).toBe(200);
    // Five password hashes or checks (scrypt, slow on purpose) and eight screens.
  }, 240_000);
});
