import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CRUD_PATHS, EDIT_ONLY_PATHS } from '../apps/web/app/routes/admin/routes.ts';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { PNG, adminPage, bookTime, publicJson } from './admin-helpers.ts';
import { type Site, useSite } from './harness.ts';
import { demoOrders } from './public-helpers.ts';

/**
 * Accessibility as a gate, back office: axe-core's WCAG 2.0–2.2 A and AA rules find
 * nothing on any screen under /admin, in either language. (The public pages:
 * accessibility-public.test.ts, run beside this.)
 */
describe('accessibility of the back office (axe, WCAG A and AA)', () => {
  let site: Site;
  let browser: Browser;
  let orders: { id: number; page: string }[];
  let appointments: number[];
  let bookedDate: string;
  useSite({ demo: true }, async (s, b) => {
    site = s;
    browser = b;
    orders = await demoOrders(site);
    await addSpam(site);
    appointments = await appointmentScreens(site);
    // After those: a booking of its own, which appointmentScreens must not pick and move.
    bookedDate = await addBooking(site);
  });

  for (const language of ['en', 'mm'] as const) {
    it(`every back-office screen, ${language}`, async () => {
      const { page, context } = await adminPage(browser, site, { language });
      const violations: Violation[] = [];
      const screens = [
        ...(await adminScreens(page, site)),
        ...orders.map((o) => `/admin/orders/${o.id}`),
        ...appointments.map((id) => `/admin/appointments/${id}`),
        // The week with a booked session (confirm and cancel buttons, a blocked day).
        `/admin/agenda?week=${bookedDate}`,
      ];
      for (const path of screens) {
        await openAdminScreen(page, site, path);
        violations.push(...(await axeViolations(page, `${path} (${language})`)));
      }
      await context.close();
      expect(violations, describeViolations(violations)).toEqual([]);
    }, 300_000);
  }
});

/** Every screen under /admin: the fixed ones, each list, its create form and one record's form. */
async function adminScreens(page: Page, site: Site): Promise<string[]> {
  const fixed = [
    '/admin',
    '/admin/appointments',
    '/admin/payments',
    '/admin/testimonials',
    // The lists' Spam filter, each with a row and its "Not spam" button.
    '/admin/appointments?spam=true',
    '/admin/payments?spam=true',
    '/admin/testimonials?spam=true',
    '/admin/stats',
    '/admin/banners',
    '/admin/pages',
    '/admin/pages/edit/trainings',
    '/admin/payment-methods',
    '/admin/availability',
    '/admin/agenda',
    '/admin/email',
    '/admin/translations',
    '/admin/account',
    '/admin/users',
    '/admin/audit',
    // The demo leaves a shop category in it.
    '/admin/trash',
    '/admin/files',
  ];
  // The media library with the newest picture's panel open (its usage, alt texts, Delete).
  const newest = (await (await site.api('/files?limit=1', { admin: true })).json()) as {
    id: string;
  }[];
  fixed.push(`/admin/files?file=${newest[0]!.id}`);
  const perResource: string[] = [];
  for (const path of [...CRUD_PATHS, ...EDIT_ONLY_PATHS]) {
    perResource.push(`/admin/${path}`);
    if ((CRUD_PATHS as readonly string[]).includes(path)) perResource.push(`/admin/${path}/create`);
    await openAdminScreen(page, site, `/admin/${path}`);
    const edit = await page.locator('a[href*="/edit/"]').first().getAttribute('href');
    if (edit) perResource.push(edit);
  }
  return [...fixed, ...perResource];
}

/** Opens a back-office screen and waits until its data has arrived. */
async function openAdminScreen(page: Page, site: Site, path: string) {
  await page.goto(`${site.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // A screen may load several parts at once (the account screen: two-factor and sessions).
  await page.waitForFunction(() => !document.querySelector('.a-loading'));
  await page.waitForLoadState('networkidle');
}

/**
 * The appointment requests whose screens are checked: an open one with a booked time, a
 * resolved one, and the robot's (spam, with its "Not spam" button).
 */
async function appointmentScreens(site: Site): Promise<number[]> {
  const all = await (await site.api('/appointments?spam=all', { admin: true })).json();
  const rows = all as { id: number; resolved: boolean; spam: boolean }[];
  const open = rows.find((a) => !a.resolved && !a.spam)!;
  bookTime(site, open.id, 'confirmed');
  return [open, rows.find((a) => a.resolved)!, rows.find((a) => a.spam)!].map((a) => a.id);
}

/** One request of each kind a robot sent (its `website` filled), for the lists' Spam filter. */
async function addSpam(site: Site) {
  const [product] = await publicJson<{ heading: string }[]>(site, '/products');
  const robot = { name: 'Robot', website: 'https://spam.example' };
  const bodies: [string, object][] = [
    [
      '/appointment',
      {
        ...robot,
        role: 'Bot',
        business: 'Spam Ltd',
        mode_of_contact: 'Phone',
        contact_information: '000',
        appointment_for: 'Training',
        message: 'Buy now',
      },
    ],
    [
      '/payments',
      {
        ...robot,
        product_name: product!.heading,
        phone_number: '000',
        email: 'robot@example.com',
        address: 'Nowhere',
        receipt_photo: await site.upload(PNG, 'receipt.png'),
      },
    ],
    [
      '/testimonials',
      {
        ...robot,
        organization: 'Spam Ltd',
        programs: 'Training',
        role: 'Bot',
        differences: 'None',
        take_away: 'Buy now',
        photo: await site.upload(PNG, 'photo.png'),
      },
    ],
  ];
  for (const [path, body] of bodies) {
    const response = await site.api(path, { method: 'POST', body: JSON.stringify(body) });
    expect(response.status, path).toBe(201);
  }
}

/**
 * Turns booking on (every day 09:00–17:00) and books a visitor's session on the first free
 * time from tomorrow, blocking that day too; answers the session's date (the coach's).
 */
async function addBooking(site: Site): Promise<string> {
  const put = (body: object) =>
    site.api('/availability', { method: 'PUT', admin: true, body: JSON.stringify(body) });
  const hours = {
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
    min_notice_hours: 0,
  };
  expect((await put(hours)).status).toBe(200);
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const [slot] = await publicJson<{ starts_at: string }[]>(site, `/slots?from=${from}&to=${to}`);
  const booked = await site.api('/appointment', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Ma Hnin',
      role: 'Director',
      business: 'Shwe Trading',
      mode_of_contact: 'Email',
      contact_information: 'hnin@example.com',
      appointment_for: 'Team Coaching',
      message: 'About my team',
      starts_at: slot!.starts_at,
    }),
  });
  expect(booked.status).toBe(201);
  // The slot's text carries the coach's offset: its first ten characters are the coach's date.
  const date = slot!.starts_at.slice(0, 10);
  expect((await put({ ...hours, blocked_dates: [date] })).status).toBe(200);
  return date;
}
