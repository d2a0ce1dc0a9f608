import SQLite from 'better-sqlite3';
import { MAX_VISITOR_MOVES } from '@coach/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';
import type { Site } from './harness.ts';

/** The public pages at fixed addresses, the coach's profile under the demo name. */
export const FIXED_PUBLIC_PAGES = fixedPageAddresses('/meet-mung');

/** The search page (private, so not among the fixed pages): empty, with hits, with none. */
export const SEARCH_PAGES = ['/search', '/search?q=leadership', '/search?q=xylophone'];

/**
 * Opens an address as a visitor would, coming back (up to five times, waiting longer each
 * time) while the server answers "busy" (503 with Retry-After, which a just-started server
 * on a shared machine may send before any page work); any other answer is the test's.
 */
export async function gotoServed(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(url);
    const busy = response?.status() === 503 && response.headers()['retry-after'] !== undefined;
    if (!busy || attempt === 5) return response;
    await page.waitForTimeout(500 * attempt);
  }
}

/** Waits until the page is hydrated (the root marks it): controls do nothing before that. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Loads every lazy image the page shows, so a full-page screenshot has them all: a sweep
 * down the page, then each image still missing scrolled to and waited for in turn (the
 * sweep can pass an image before a busy machine paints the frame that would start it, and
 * Chromium then never loads it).
 */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    // Images the page does not show (the quotes page for the other screen width) never load.
    const waiting = () => [...document.images].filter((i) => !i.complete && i.checkVisibility());
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    for (let next = waiting()[0]; next; next = waiting()[0]) {
      next.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((settled) => {
        if (next!.complete) settled(null);
        next!.addEventListener('load', settled, { once: true });
        next!.addEventListener('error', settled, { once: true });
      });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * What a screenshot of a public page would show wrong, as checks: the page's language
 * and nothing wider than the screen. (Whether each picture decodes is not judged here:
 * these tests' products carry a 1×1 fixture, whose resized AVIF Chromium shows as broken.)
 */
export async function expectLaidOut(page: Page, language: 'en' | 'mm') {
  const seen = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(seen.lang, page.url()).toBe(language === 'mm' ? 'my' : 'en');
  expect(seen.overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

/**
 * The private pages of the demo's orders (one at each step: to check, rejected with its
 * new-receipt form, paid, fulfilled), read with the owner's token, and their ids.
 */
export async function demoOrders(site: Site) {
  const answer = await site.api('/payments', { admin: true });
  const orders = (await answer.json()) as { id: number; token: string; status: string }[];
  return orders.map((o) => ({ id: o.id, status: o.status, page: `/orders/${o.token}` }));
}

/**
 * The demo's event pages: the one that sells seats (its form), its waiting list's page,
 * and one that does not sell seats.
 */
export async function demoEventPages(site: Site) {
  const events = (await (await site.api('/events')).json()) as { id: number; seats: unknown }[];
  const selling = events.find((e) => e.seats != null)!;
  const plain = events.find((e) => e.seats == null)!;
  return [`/events/${selling.id}`, `/events/${selling.id}/waitlist`, `/events/${plain.id}`];
}

/**
 * The private pages of the demo's registrations for events, one of each kind: each event's
 * registrations in each state, checked in at the door or not, in each language (others
 * of a kind differ only in names and numbers). Read from its database: no call answers a
 * registration's token but its own page.
 */
export function demoRegistrationPages(site: Site) {
  const db = new SQLite(site.databaseFile, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const rows = db
      .prepare(
        `select token from registration where id in (
           select min(id) from registration where spam = 0
           group by event_id, status, checked_in_at is null, language
         ) order by id`,
      )
      .all();
    return (rows as { token: string }[]).map((r) => `/registrations/${r.token}`);
  } finally {
    db.close();
  }
}

/** The private pages of the demo's booked appointments (one confirmed, two waiting, one in Burmese). */
export async function demoAppointmentPages(site: Site) {
  const answer = await site.api('/appointments', { admin: true });
  const rows = (await answer.json()) as { token: string | null; booking: string | null }[];
  return rows.filter((a) => a.booking && a.token).map((a) => `/appointments/${a.token}`);
}

/**
 * Books a session through the API with `contact` as the visitor's address and moves it as
 * often as one booking may (MAX_VISITOR_MOVES): answers its private token and the two
 * times it moved between.
 */
export async function bookAndMoveAll(site: Site, contact: string, name = 'Kyaw Kyaw') {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const kind = encodeURIComponent('One on One Coaching');
  const free = await site.api(`/slots?from=${day(1)}&to=${day(8)}&appointment_for=${kind}`);
  const [a, b] = (await free.json()) as { starts_at: string }[];
  const json = { 'content-type': 'application/json' };
  const booked = await site.api('/appointment', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name,
      role: 'Owner',
      business: 'Kyaw Tea',
      mode_of_contact: 'Email',
      contact_information: contact,
      appointment_for: 'One on One Coaching',
      message: 'Hello',
      starts_at: a!.starts_at,
    }),
  });
  expect(booked.status).toBe(201);
  const { token } = (await booked.json()) as { token: string };
  for (let i = 0; i < MAX_VISITOR_MOVES; i++) {
    const moved = await site.api(`/appointments/${token}/move`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ starts_at: (i % 2 ? a : b)!.starts_at }),
    });
    expect(moved.status).toBe(200);
  }
  return { token, times: [a!.starts_at, b!.starts_at] };
}
