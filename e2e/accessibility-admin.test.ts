import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CRUD_PATHS, EDIT_ONLY_PATHS } from '../apps/web/app/routes/admin/routes.ts';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { type Move, PNG, adminPage, bookTime, moveTo, publicJson } from './admin-helpers.ts';
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

  // One signed-in page per language visits every screen once, moving between them inside
  // the back office (the document and its scripts load once): the lists hand over the
  // record whose edit screen comes next while they are open for their own check.
  for (const language of ['en', 'mm'] as const) {
    it(`every back-office screen, ${language}`, async () => {
      const { page, context } = await adminPage(browser, site, { language });
      const violations: Violation[] = [];
      const check = async (path: string, move?: Move) => {
        await moveTo(page, path, move);
        // Judged from the top, as the screen opens (a long list left the page scrolled).
        await page.evaluate(() => window.scrollTo(0, 0));
        violations.push(...(await axeViolations(page, `${path} (${language})`)));
      };
      for (const path of FIXED_SCREENS) await check(path);
      // The media library with the newest picture's panel open (its usage, alt texts,
      // Delete), as a click on its thumbnail opens it (the grid shows the newest first).
      const newest = await newestFile(site);
      await check(`/admin/files?file=${newest}`, {
        via: page.locator(`.a-library-item:has(img[src*="${newest}"])`),
        sameScreen: true,
        shows: '.a-library-open',
      });
      // Each demo event that sells seats: its attendees, receipts and waiting list.
      for (const id of await seatedEvents(site)) await check(`/admin/events/${id}/attendees`);
      // One record's screen after another would be the same screen given another id: each
      // is opened from its list, so that its check sees its own record, never the last one.
      for (const order of orders) {
        await moveTo(page, '/admin/orders');
        await check(`/admin/orders/${order.id}`);
      }
      for (const id of appointments) {
        await moveTo(page, '/admin/appointments');
        await check(`/admin/appointments/${id}`);
      }
      // The week with a booked session (confirm and cancel buttons, a blocked day), by
      // address: the agenda's arrows step from whichever week it opened on.
      await check(`/admin/agenda?week=${bookedDate}`);
      // Each list, its create form and one record's form. A form is left by the sidebar's
      // link back to its list: create and edit are one screen to the router.
      for (const path of [...CRUD_PATHS, ...EDIT_ONLY_PATHS]) {
        const list = `/admin/${path}`;
        await check(list);
        const edit = await page.locator('a[href*="/edit/"]').first().getAttribute('href');
        if ((CRUD_PATHS as readonly string[]).includes(path)) {
          await check(`${list}/create`);
          if (edit) await moveTo(page, list);
        }
        if (edit) await check(edit);
      }
      await context.close();
      expect(violations, describeViolations(violations)).toEqual([]);
    }, 300_000);
  }
});

/** The screens under /admin other than the lists, their forms and the records. */
const FIXED_SCREENS = [
  '/admin',
  '/admin/appointments',
  '/admin/payments',
  '/admin/testimonials',
  // The door's check-in screen (no camera in the test's browser: it says so).
  '/admin/check-in',
  // The lists' Spam filter, each with a row and its "Not spam" button. Reached by address
  // (moveTo pushes it onto the history), as the filter's Apply leaves it: the filter's own
  // fields are checked on the plain list; here what matters is the filtered rows.
  '/admin/appointments?spam=true',
  '/admin/payments?spam=true',
  '/admin/testimonials?spam=true',
  '/admin/stats',
  // The visits of the demo's four weeks, and the tagged-link builder.
  '/admin/analytics',
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

/** The demo's events that sell seats (those with an attendees screen). */
async function seatedEvents(site: Site): Promise<number[]> {
  const events = (await (await site.api('/events', { admin: true })).json()) as {
    id: number;
    seats: number | null;
  }[];
  return events.filter((event) => event.seats != null).map((event) => event.id);
}

/** The id of the media library's newest picture. */
async function newestFile(site: Site): Promise<string> {
  const newest = (await (await site.api('/files?limit=1', { admin: true })).json()) as {
    id: string;
  }[];
  return newest[0]!.id;
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
        receipt_photo: await site.upload(PNG, 'receipt.png', 'receipt'),
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
