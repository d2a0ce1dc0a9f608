import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@coach/contract';
import { ADMIN, type Site, openPage, useSite } from './harness.ts';
import { adminPage, expectAlert, expectStatus } from './admin-helpers.ts';

describe('back office sign-in and access', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });

  it('signed out, /admin/events shows the login screen and the API refuses with 401', async () => {
    const { page, context } = await openPage(browser, site);
    await page.goto(`${site.url}/admin/events`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Sign in to the back office');
    expect(await page.getByRole('table').count()).toBe(0);
    for (const [method, path] of [
      ['GET', '/appointments'],
      ['GET', '/payments'],
      ['POST', '/events'],
      ['PUT', '/stats'],
      ['DELETE', '/events/1'],
    ] as const) {
      const response = await site.api(path, { method, body: method === 'GET' ? undefined : '{}' });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    await context.close();
  });

  it('a wrong password says "Invalid credentials"; the right one opens the dashboard', async () => {
    const { page, context } = await openPage(browser, site);
    await page.goto(`${site.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('Required').count()).toBe(2);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectAlert(page, 'Invalid credentials');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    for (const name of [
      'Appointments',
      'Manage Orders',
      'Testimonials',
      'Products',
      'Press',
      'Stats',
      'Banners',
      'Constants',
    ]) {
      await page.getByRole('main').getByRole('link', { name, exact: true }).waitFor();
    }
    await context.close();
  });

  it('a busy site says so at sign-in, in the screen’s language, rather than "Invalid credentials"', async () => {
    for (const language of ['en', 'mm'] as const) {
      const { page, context } = await openPage(browser, site, { language });
      // What the overload guard answers a sign-in it has no place for.
      await page.route('**/api/token', (route) =>
        route.fulfill({
          status: 503,
          headers: { 'retry-after': '2' },
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: 'about:blank',
            title: 'Service Unavailable',
            status: 503,
            detail: API_MESSAGES.siteBusy.en,
          }),
        }),
      );
      await page.goto(`${site.url}/login`);
      await page.locator('#username').fill(ADMIN.username);
      await page.locator('#password').fill(ADMIN.password);
      await page.locator('button[type=submit]').click();
      await expectAlert(page, API_MESSAGES.siteBusy[language]);
      expect(await page.getByRole('alert').innerText()).not.toContain(
        API_MESSAGES.invalidCredentials[language],
      );
      // Once the site has room again, the same form signs in.
      await page.unroute('**/api/token');
      await page.locator('button[type=submit]').click();
      await page.waitForURL(`${site.url}/admin`);
      await context.close();
    }
  });

  it('logout revokes the token on the server, clears it and goes to /', async () => {
    const { page, context } = await adminPage(browser, site);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${site.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const me = await fetch(`${site.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
    await context.close();
  });

  it('an expired or revoked token shows the login screen instead of the admin', async () => {
    const { page, context } = await openPage(browser, site);
    await page.goto(`${site.url}/login`);
    await page.evaluate(() => localStorage.setItem('token', 'revoked-token'));
    await page.goto(`${site.url}/admin/appointments`);
    await page.getByRole('heading', { name: 'Sign in to the back office' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('registration is closed once an account exists, but a signed-in admin can add one', async () => {
    const { page, context } = await openPage(browser, site);
    await page.goto(`${site.url}/register`);
    await expectAlert(page, 'Registration is closed');
    expect(await page.getByLabel('Email').count()).toBe(0);
    await context.close();

    const admin = await adminPage(browser, site);
    await admin.page.goto(`${site.url}/register`);
    await admin.page.getByLabel('Username').fill('second-admin');
    await admin.page.getByLabel('Email').fill('not-an-email');
    await admin.page.getByLabel('Password').fill('a-long-password');
    await admin.page.getByRole('button', { name: 'Register' }).click();
    await admin.page.getByText('Please enter a valid email address.').waitFor();
    expect(await admin.page.getByLabel('Email').getAttribute('type')).toBe('email');
    await admin.page.getByLabel('Email').fill('second@example.com');
    await admin.page.getByRole('button', { name: 'Register' }).click();
    await expectStatus(admin.page, 'Account created successfully');
    const signIn = await site.api('/token', {
      method: 'POST',
      body: new URLSearchParams({ username: 'second-admin', password: 'a-long-password' }),
    });
    expect(signIn.status).toBe(200);
    await admin.context.close();
  });
});
