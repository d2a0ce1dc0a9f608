import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Violation, axeViolations, describeViolations } from './accessibility.ts';
import { PNG, pngFile } from './admin-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  launchBrowser,
  openPage,
  screenshot,
  startSite,
} from './harness.ts';
import { hydrated } from './public-helpers.ts';

/**
 * An event's page (/events/{id}) and its registration form: both languages at a phone's
 * and a desktop's width, a free registration with scripts, a paid one without them (its
 * receipt inside the one POST), each landing on the registration's own page, the seats left going down on the page and on the home
 * page's card until "Full", the API's 409 in the page's language, and axe on the page.
 */
const DAY = 86_400_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000);

describe('an event page that sells seats', () => {
  let site: Site;
  let browser: Browser;
  let visitors = 0;
  const ids = { free: 0, paid: 0 };

  async function createEvent(name: string, fields: Record<string, unknown>) {
    const res = await site.api('/events', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name,
        name_mm: `${name} (မြန်မာ)`,
        description: `About ${name}`,
        description_mm: `${name} အကြောင်း`,
        time: 'See the date',
        location: 'Yangon, Myanmar',
        link: 'https://example.com/about',
        image: await site.upload(PNG, 'poster.png'),
        ...fields,
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  beforeAll(async () => {
    // Each context is a visitor of its own address: the forms' limit is per visitor.
    [site, browser] = await Promise.all([
      startSite({ demo: true, env: { TRUST_PROXY: '1' } }),
      launchBrowser(),
    ]);
    // Sooner than the demo's events, so both are on the home page's first page of cards.
    ids.free = await createEvent('Free Leadership Talk', {
      starts_at: inDays(1).toISOString(),
      ends_at: inDays(1, 2).toISOString(),
      seats: 2,
    });
    ids.paid = await createEvent('Paid Sales Workshop', {
      starts_at: inDays(2).toISOString(),
      ends_at: inDays(2, 6).toISOString(),
      seats: 3,
      price: 25_000,
      currency: 'MMK',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** A visitor of their own address, with or without scripts. */
  async function visitor(
    language: 'en' | 'mm',
    { viewport = PHONE, scripts = true } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    visitors += 1;
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled: scripts,
      extraHTTPHeaders: { 'x-forwarded-for': `10.40.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }

  const seatsTaken = async (id: number) =>
    ((await (await site.api(`/events/${id}`)).json()) as { seats_taken: number }).seats_taken;
  const badge = (page: Page) => page.locator('.event-page .seat-badge');
  const form = (page: Page) => page.locator('form.registration-form');
  /** The form's answer, which stays in the card when the form gives way to "Full". */
  const answer = (page: Page, role: 'status' | 'alert') =>
    page.locator('#registration-answer').getByRole(role);

  it('shows the event in both languages, its seats and its JSON-LD offer', async () => {
    for (const language of ['en', 'mm'] as const) {
      for (const [size, viewport] of [
        ['390', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        const { context, page } = await visitor(language, { viewport });
        const answer = await page.goto(`${site.url}/events/${ids.paid}`);
        expect(answer?.status()).toBe(200);
        await hydrated(page);
        expect(await badge(page).textContent()).toBe(
          language === 'en' ? '3 seats left' : 'ထိုင်ခုံ ၃ ခု ကျန်ပါသည်',
        );
        await screenshot(page, `event-page-paid-${language}-${size}`);
        await context.close();
      }
    }
    const html = await (await fetch(`${site.url}/events/${ids.paid}`)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Event');
    expect(data).toMatchObject({
      name: 'Paid Sales Workshop',
      remainingAttendeeCapacity: 3,
      offers: {
        '@type': 'Offer',
        price: 25_000,
        priceCurrency: 'MMK',
        availability: 'https://schema.org/InStock',
      },
    });
    // The calendar file keeps its address beside the page.
    const calendar = await fetch(`${site.url}/events/${ids.paid}.ics`);
    expect(calendar.headers.get('content-type')).toContain('text/calendar');
  }, 120_000);

  it('registers for a free event with scripts, landing on the registration’s page: one seat fewer', async () => {
    const { context, page } = await visitor('en', { viewport: DESKTOP });
    await page.goto(`${site.url}/events/${ids.free}`);
    await hydrated(page);
    expect(await badge(page).textContent()).toBe('2 seats left');
    // No price, so nothing to transfer and no receipt to send.
    expect(await form(page).locator('[name=receipt]').count()).toBe(0);
    await form(page).getByLabel('Name').fill('Aung Aung');
    await form(page).getByLabel('Phone number').fill('09 555 0102');
    await form(page).getByLabel('Email').fill('aung@example.com');
    await form(page).getByRole('button', { name: 'Register' }).click();
    // The visitor's own page: registered, the reference and the ticket.
    await page.waitForURL(/\/registrations\/[\w-]{32}\?registered=1$/);
    await page.getByText('You are registered!').waitFor();
    expect(await page.locator('.order-reference').textContent()).toMatch(/^[A-Z0-9]{6}$/);
    expect(await page.locator('.registration-qr svg').count()).toBe(1);
    expect(await seatsTaken(ids.free)).toBe(1);
    await screenshot(page, 'event-page-free-registered-en-1366');
    await page.goto(`${site.url}/events/${ids.free}`);
    expect(await badge(page).textContent()).toBe('1 seat left');
    await context.close();
  });

  it('registers for a paid event without scripts, with its receipt, until it is full', async () => {
    const { context, page } = await visitor('mm', { scripts: false });
    await page.goto(`${site.url}/events/${ids.paid}`);
    // The amount for the seats asked, the accounts to pay into and the receipt's field.
    await form(page).locator('[name=seats]').fill('2');
    await form(page).locator('[name=name]').fill('Su Su');
    await form(page).locator('[name=phone]').fill('09 555 0103');
    await form(page).locator('[name=email]').fill('susu@example.com');
    await form(page).getByRole('button', { name: 'စာရင်းသွင်းရန်' }).click();
    await page.waitForLoadState('load');
    // No receipt: refused, what was typed kept.
    expect(await answer(page, 'alert').textContent()).toContain('ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။');
    expect(await form(page).locator('[name=seats]').inputValue()).toBe('2');
    await form(page).locator('[name=receipt]').setInputFiles(pngFile('receipt.png'));
    await form(page).getByRole('button', { name: 'စာရင်းသွင်းရန်' }).click();
    await page.waitForLoadState('load');
    // Its own page says the transfer is being checked (public-registration-page.test.ts goes on).
    expect(new URL(page.url()).pathname).toMatch(/^\/registrations\/[\w-]{32}$/);
    expect(await page.locator('#registration-state-title').textContent()).toBe(
      'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်',
    );
    expect(await seatsTaken(ids.paid)).toBe(2);
    await page.goto(`${site.url}/events/${ids.paid}`);
    expect(await badge(page).textContent()).toBe('ထိုင်ခုံ ၁ ခု ကျန်ပါသည်');
    await screenshot(page, 'event-page-paid-received-mm-390');

    // Two more than are left: the API's 409, in Burmese with Burmese digits.
    await form(page).locator('[name=name]').fill('Hla Hla');
    await form(page).locator('[name=phone]').fill('09 555 0104');
    await form(page).locator('[name=email]').fill('hla@example.com');
    await form(page).locator('[name=seats]').fill('1');
    await form(page).locator('[name=receipt]').setInputFiles(pngFile('receipt-2.png'));
    await form(page).getByRole('button', { name: 'စာရင်းသွင်းရန်' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toMatch(/^\/registrations\//);
    await page.goto(`${site.url}/events/${ids.paid}`);
    expect(await badge(page).textContent()).toBe('နေရာပြည့်ပါပြီ');
    expect(await form(page).count()).toBe(0);
    expect(await seatsTaken(ids.paid)).toBe(3);
    await screenshot(page, 'event-page-paid-full-mm-390');
    await context.close();

    // The home page's card says so too, and links to the page.
    const home = await visitor('en', { viewport: DESKTOP });
    await home.page.goto(`${site.url}/`);
    const eventCard = home.page.locator('.event-card', {
      has: home.page.locator(`a[href="/events/${ids.paid}"]`),
    });
    expect(await eventCard.locator('.seat-badge').textContent()).toBe('Full');
    // The outside link stays.
    expect(await eventCard.locator('a[href="https://example.com/about"]').count()).toBe(1);
    await screenshot(home.page, 'home-event-cards-seats-en-1366');
    await home.context.close();
  });

  it('answers a registration the last seats went to meanwhile with the API’s words', async () => {
    const { context, page } = await visitor('en', { scripts: false });
    // The page loaded with one seat left; another visitor takes it before this one sends.
    await page.goto(`${site.url}/events/${ids.free}`);
    const taken = await site.api(`/events/${ids.free}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.41.0.1' },
      body: JSON.stringify({ name: 'Quick', phone: '09 1', email: 'quick@example.com' }),
    });
    expect(taken.status).toBe(201);
    await form(page).locator('[name=name]').fill('Slow Visitor');
    await form(page).locator('[name=phone]').fill('09 555 0105');
    await form(page).locator('[name=email]').fill('slow@example.com');
    await form(page).getByRole('button', { name: 'Register' }).click();
    await page.waitForLoadState('load');
    expect(await answer(page, 'alert').textContent()).toContain(
      'This event is full: join the waiting list.',
    );
    expect(await badge(page).textContent()).toBe('Full');
    await context.close();
  });

  it('passes axe on the page, in both languages, on a phone and a desktop', async () => {
    const violations: Violation[] = [];
    for (const language of ['en', 'mm'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await openPage(browser, site, { viewport, language });
        // The demo's paid training has its form with the accounts and the receipt field.
        const events = (await (await site.api('/events')).json()) as {
          id: number;
          price: number | null;
        }[];
        const demo = events.find((e) => e.price && e.id !== ids.paid)!;
        for (const path of [`/events/${demo.id}`, `/events/${ids.paid}`]) {
          await page.goto(`${site.url}${path}`);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          violations.push(
            ...(await axeViolations(page, `${path} (${language}, ${viewport.width})`)),
          );
        }
        await context.close();
      }
    }
    expect(violations, describeViolations(violations)).toEqual([]);
  }, 120_000);
});
