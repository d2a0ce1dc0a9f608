import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { expectStatus } from './admin-helpers.ts';
import { type Site, openPage, useMailingSite } from './harness.ts';

const EMAIL = 'owner@example.com';

/**
 * A reset link's token leaves the address bar once the page has read it (kept out of the
 * history, a bookmark, a screenshot), and the new password is still set with it.
 */
describe('back office: the reset link’s token in the address bar', () => {
  let smtp: TestSmtp;
  let site: Site;
  let browser: Browser;
  useMailingSite({ demo: false, env: { ADMIN_EMAIL: EMAIL } }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  it('drops the token from the address once read, and the reset still works', async () => {
    const asked = await site.api('/password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(asked.status, await asked.clone().text()).toBeLessThan(300);
    const [mail] = await smtp.waitForTo(EMAIL, 1, 30_000);
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text!)![1]!;

    const { page, context } = await openPage(browser, site);
    await page.goto(`${site.url}/reset-password?token=${token}`);
    await expect.poll(() => page.url()).toBe(`${site.url}/reset-password`);
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    await page.getByLabel('New password').fill('quiet harbour lights');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.waitForURL(`${site.url}/login`);
    await expectStatus(page, 'Your password is set. Please sign in with it.');
    await context.close();
  });
});
