import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { L } from '../apps/web/app/admin/auth/two-factor-texts.ts';
import { UI } from '../apps/web/app/admin/i18n/ui.ts';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { expectAlert, expectStatus } from './admin-helpers.ts';
import {
  ADMIN,
  DESKTOP,
  PHONE,
  type Site,
  launchBrowser,
  openPage,
  screenshot,
  startSite,
} from './harness.ts';

type Language = 'en' | 'mm';

/** The code the admin's authenticator app would show, `steps` steps from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/**
 * Two-factor sign-in in the back office: "Your account" turns it on (a QR code drawn in
 * the page, the key as text, a first code computed here as an authenticator app would)
 * after the current password, shows the recovery codes once; turning off takes the
 * password too; the sign-in screen then asks for a code after the
 * password, and takes a recovery code too. Every state is checked by axe and
 * photographed on a phone and a desktop in both languages.
 */
describe('back office: two-factor sign-in', () => {
  let site: Site;
  let browser: Browser;
  const violations: Violation[] = [];
  /** The recovery codes of the latest turn-on, used up from the front. */
  let recovery: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ demo: false }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function check(page: Page, name: string) {
    await page.evaluate(() => document.fonts.ready);
    violations.push(...(await axeViolations(page, name)));
    await screenshot(page, name);
  }

  async function fillCredentials(page: Page) {
    await page.goto(`${site.url}/login`);
    await page.locator('#username').fill(ADMIN.username);
    await page.locator('#password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
  }

  /** From "off" on the account screen: turns it on, and answers the recovery codes. */
  async function turnOn(page: Page, language: Language, shots: string) {
    // The current password first: a wrong one is refused at its field.
    await page.locator('#totp_password').fill('not the password at all');
    await page.getByRole('button', { name: L.turnOn[language] }).click();
    await page.locator('#totp_password-error').waitFor();
    expect(await page.locator('#totp_password').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#totp_password').fill(ADMIN.password);
    await page.getByRole('button', { name: L.turnOn[language] }).click();
    const secretText = page.getByTestId('totp-secret');
    await secretText.waitFor();
    await page.getByRole('img', { name: L.qrLabel[language] }).waitFor();
    const secret = (await secretText.textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await check(page, `admin-totp-setup-${shots}`);

    // A wrong code first: refused, said at the field, still off.
    const code = codeOf(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.locator('#totp_code').fill(wrong);
    await page.getByRole('button', { name: L.confirm[language] }).click();
    await page.locator('#totp_code-error').waitFor();
    expect(await page.locator('#totp_code').getAttribute('aria-invalid')).toBe('true');

    await page.locator('#totp_code').fill(codeOf(secret));
    await page.getByRole('button', { name: L.confirm[language] }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor();
    const codes = (await list.locator('code').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await check(page, `admin-totp-recovery-codes-${shots}`);
    await page.getByRole('button', { name: L.keptCodes[language] }).click();
    await expectStatus(page, L.turnedOn[language]);
    await page.getByRole('button', { name: L.turnOff[language] }).waitFor();
    return { secret, codes };
  }

  it('turns on from the account screen, then signs in with a code from the app', async () => {
    const { page, context } = await openPage(browser, site, { viewport: DESKTOP });
    // Signed in with the token the harness got: sign-in allows ten calls a minute from
    // one address, and this file makes ten (the harness's, then three here and two in
    // each of the tests below).
    await context.addInitScript((token) => localStorage.setItem('token', token), site.token);
    await page.goto(`${site.url}/admin/account`);
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await check(page, 'admin-totp-off-desktop-en');

    const { secret, codes } = await turnOn(page, 'en', 'desktop-en');
    recovery = codes;
    await check(page, 'admin-totp-on-desktop-en');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.locator('#username').waitFor();

    // The password alone is not enough any more: the screen asks for the code.
    await fillCredentials(page);
    const codeField = page.getByLabel('Code from your authenticator app');
    await codeField.waitFor();
    expect(await codeField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await check(page, 'admin-totp-sign-in-code-desktop-en');

    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectAlert(page, 'This code is not right, or was already used.');
    // The code that turned it on is spent; the app's next code (one step of drift) is not.
    await codeField.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${site.url}/admin`);
    await context.close();
  }, 240_000);

  for (const [size, viewport, language] of [
    ['phone', PHONE, 'en'],
    ['phone', PHONE, 'mm'],
    ['desktop', DESKTOP, 'mm'],
  ] as const) {
    const shots = `${size}-${language}`;
    it(`signs in with a recovery code, turns off and on again: ${size}, ${language}`, async () => {
      const { page, context } = await openPage(browser, site, { viewport, language });
      await fillCredentials(page);
      await page.locator('#otp').waitFor();
      await check(page, `admin-totp-sign-in-code-${shots}`);
      await page.getByRole('button', { name: L.useRecovery[language] }).click();
      const field = page.getByLabel(L.recoveryCode[language]);
      await field.waitFor();
      expect(await field.getAttribute('inputmode')).toBe('text');
      await check(page, `admin-totp-sign-in-recovery-${shots}`);
      await field.fill(recovery.shift()!);
      await page.getByRole('button', { name: UI.signIn[language], exact: true }).click();
      await page.waitForURL(`${site.url}/admin`);

      await page.goto(`${site.url}/admin/account`);
      await page.getByRole('button', { name: L.turnOff[language] }).waitFor();
      await check(page, `admin-totp-on-${shots}`);

      await page.getByRole('button', { name: L.turnOff[language] }).click();
      await page.locator('#totp_off_code-error').waitFor(); // no code given
      await page.locator('#totp_off_password-error').waitFor(); // nor the password
      await page.locator('#totp_off_code').fill(recovery.shift()!);
      await page.locator('#totp_off_password').fill(ADMIN.password);
      await page.getByRole('button', { name: L.turnOff[language] }).click();
      await expectStatus(page, L.turnedOff[language]);
      await check(page, `admin-totp-off-${shots}`);

      recovery = (await turnOn(page, language, shots)).codes;
      await context.close();
    }, 240_000);
  }

  it('finds no accessibility problem in any of these states', () => {
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
