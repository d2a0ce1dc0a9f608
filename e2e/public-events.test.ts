import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, signIn } from './admin-helpers.ts';
import { hydrated } from './public-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  launchBrowser,
  openPage,
  screenshot,
  startSite,
} from './harness.ts';

/**
 * Dated events on the home page: upcoming ones first (soonest first), the undated demo
 * events after them, past ones last; each dated event offers an .ics download a parser
 * reads back, and carries schema.org Event JSON-LD that the page's CSP lets be. The
 * admin picks the dates with a date-time picker, and the missing-translations screen
 * leads to the record to complete.
 */
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600_000);
const utcToday = () => new Date().toISOString().slice(0, 10);

describe('events with dates', () => {
  let site: Site;
  let browser: Browser;
  const ids: Record<string, number> = {};
  /** The UTC days the events below were created on, read before and after creating them. */
  const created: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ demo: true }), launchBrowser()]);
    // The demo's events are dated too: undated here, so that what is tested is the order
    // of these three against undated events and the past.
    const demo = (await (await site.api('/events', { admin: true })).json()) as {
      id: number;
      tag: string;
    }[];
    for (const event of demo) {
      const undated = await site.api(`/events/${event.id}`, {
        method: 'PUT',
        admin: true,
        body: JSON.stringify({ tag: event.tag, starts_at: '', ends_at: '' }),
      });
      expect(undated.status).toBe(200);
    }
    const image = await site.upload(PNG, 'event.png');
    const events: [string, Date | null, Date | null][] = [
      ['Past Workshop', at(-3), at(-3, 3)],
      ['Later Retreat', at(10), at(12)],
      ['Soon Masterclass', at(3), at(3, 4)],
    ];
    created.push(utcToday());
    for (const [name, start, end] of events) {
      const res = await site.api('/events', {
        method: 'POST',
        admin: true,
        body: JSON.stringify({
          name,
          name_mm: `${name} (မြန်မာ)`,
          description: `About ${name}`,
          time: 'See the date',
          link: 'https://example.com/register',
          location: 'Yangon, Myanmar',
          image,
          starts_at: start?.toISOString(),
          ends_at: end?.toISOString(),
        }),
      });
      expect(res.status).toBe(201);
      ids[name] = ((await res.json()) as { id: number }).id;
    }
    created.push(utcToday());
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const cardNames = (page: Page) => page.locator('#events .event-name').allTextContents();

  /** A page that records every CSP refusal from its first script on. */
  async function watched(viewport = DESKTOP, language?: 'en' | 'mm') {
    const opened = await openPage(browser, site, { viewport, language });
    const refusals: string[] = [];
    await opened.context.exposeFunction('reportRefusal', (text: string) => refusals.push(text));
    await opened.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportRefusal: (t: string) => void }).reportRefusal(
          `${event.effectiveDirective} ${event.blockedURI || '(inline)'}`,
        ),
      );
    });
    opened.page.on('console', (message) => {
      if (/Refused to|Content.Security.Policy/i.test(message.text())) refusals.push(message.text());
    });
    return { ...opened, refusals };
  }

  it('lists upcoming events first, soonest first, and past events last', async () => {
    const { context, page, refusals } = await watched();
    await page.goto(`${site.url}/#events`);
    await hydrated(page);
    const first = await cardNames(page);
    expect(first.slice(0, 2)).toEqual(['Soon Masterclass', 'Later Retreat']);
    expect(first).not.toContain('Past Workshop');
    await screenshot(page, 'home-events-desktop-en');
    // The last page ends with the past event.
    const pager = page.locator('#events nav a[href*="events="]');
    const pages = await pager.evaluateAll((links) =>
      links.map((a) => Number(new URL((a as HTMLAnchorElement).href).searchParams.get('events'))),
    );
    const last = Math.max(...pages);
    await page.goto(`${site.url}/?events=${last}#events`);
    const lastNames = await cardNames(page);
    expect(lastNames.at(-1)).toBe('Past Workshop');
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('describes each dated event on the page as a schema.org Event, without CSP refusals', async () => {
    const { context, page, refusals } = await watched();
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')));
    const events = blocks.filter((b) => b?.['@type'] === 'Event');
    expect(events.map((e) => e.name)).toEqual(['Soon Masterclass', 'Later Retreat']);
    const stored = (await (await site.api(`/events/${ids['Soon Masterclass']}`)).json()) as {
      starts_at: string;
      ends_at: string;
    };
    expect(events[0]).toMatchObject({
      '@context': 'https://schema.org',
      startDate: stored.starts_at,
      endDate: stored.ends_at,
      location: { '@type': 'Place', address: 'Yangon, Myanmar' },
      // The event's own page, not its outside link: the page sells its seats.
      url: `${site.url}/events/${ids['Soon Masterclass']}`,
    });
    expect(events[0].image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/files\//);
    const organization = blocks.find((b) => b?.['@type'] === 'Organization');
    expect(organization?.name).toBeTruthy();
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('downloads a calendar file for a dated event that a parser reads back', async () => {
    const { context, page } = await watched(PHONE, 'mm');
    await page.goto(`${site.url}/#events`);
    await hydrated(page);
    await screenshot(page, 'home-events-phone-mm');
    const card = page.locator('#events .event-card').filter({ hasText: 'Soon Masterclass' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.locator(`a[href^="/events/${ids['Soon Masterclass']}.ics"]`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`event-${ids['Soon Masterclass']}.ics`);
    const text = await new Response(
      (await download.createReadStream()) as unknown as ReadableStream,
    ).text();
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    // The page's language: the Burmese name.
    expect(event.summary).toBe('Soon Masterclass (မြန်မာ)');
    expect(event.location).toBe('Yangon, Myanmar');
    // Its link is the event's own page, in the language it was taken in.
    expect(vevent.getFirstPropertyValue('url')).toBe(
      `${site.url}/events/${ids['Soon Masterclass']}?lang=mm`,
    );
    expect(Math.abs(event.startDate.toJSDate().getTime() - at(3).getTime())).toBeLessThan(120_000);
    const response = await fetch(`${site.url}/events/${ids['Soon Masterclass']}.ics`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // An undated event has no calendar file.
    expect((await fetch(`${site.url}/events/1.ics`)).status).toBe(404);
    expect((await fetch(`${site.url}/events/nothing`)).status).toBe(404);
    await context.close();
  });

  it('lets the admin pick the dates with a date-time picker', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await signIn(page, site);
    await page.goto(`${site.url}/admin/events/edit/${ids['Later Retreat']}`);
    const start = page.locator('#field-starts_at');
    await start.waitFor();
    expect(await start.getAttribute('type')).toBe('datetime-local');
    const zone = await page.evaluate(() => new Date().getTimezoneOffset());
    await start.fill('2027-03-04T09:30');
    await page.locator('#field-ends_at').fill('2027-03-04T17:00');
    // Editing an event requires a tag (the spec).
    await page.locator('#field-tag').fill('Retreat');
    await screenshot(page, 'admin-event-form-desktop-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${site.url}/admin/events`);
    const stored = (await (await site.api(`/events/${ids['Later Retreat']}`)).json()) as {
      starts_at: string;
    };
    expect(stored.starts_at).toBe(
      new Date(Date.UTC(2027, 2, 4, 9, 30) + zone * 60_000).toISOString(),
    );
    await context.close();
  });

  it('lists missing translations with links to the records, in both admin languages', async () => {
    for (const language of ['en', 'mm'] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const { context, page } = await openPage(browser, site, { viewport, language });
        await signIn(page, site);
        await page.goto(`${site.url}/admin/translations`);
        await page.locator('table.a-data-table').waitFor();
        await screenshot(
          page,
          `admin-translations-${viewport === PHONE ? 'phone' : 'desktop'}-${language}`,
        );
        if (language === 'en' && viewport === DESKTOP) {
          const row = page.locator('tbody tr').filter({ hasText: 'Past Workshop' });
          await expect(row.textContent()).resolves.toContain('Description');
          await row.getByRole('link').click();
          await page.waitForURL(`${site.url}/admin/events/edit/${ids['Past Workshop']}`);
          // Filling in the Burmese takes the record off the list.
          await page.locator('#field-description_mm').fill('ဖော်ပြချက်');
          await page.locator('#field-time_mm').fill('ရက်စွဲကို ကြည့်ပါ');
          await page.locator('#field-location_mm').fill('ရန်ကုန်');
          await page.locator('#field-tag').fill('Workshop');
          await page.locator('#field-tag_mm').fill('အလုပ်ရုံ');
          await page.getByRole('button', { name: 'Save' }).click();
          await page.waitForURL(`${site.url}/admin/events`);
          await page.goto(`${site.url}/admin/translations`);
          await page.locator('table.a-data-table').waitFor();
          await expect(page.locator('tbody').textContent()).resolves.not.toContain('Past Workshop');
        }
        await context.close();
      }
    }
  });

  it('gives the home page a lastmod in the sitemap: its newest event', async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const home = xml.match(/<url><loc>[^<]*\/<\/loc>(<lastmod>[^<]*<\/lastmod>)?/)?.[1];
    // The newest event's creation time's UTC date (sitemap.ts), made in beforeAll: one of
    // the UTC days read around their making, not a today read minutes later.
    expect(home).toBeOneOf(created.map((day) => `<lastmod>${day}</lastmod>`));
  });

  it("lists each event's own page in the sitemap, in both languages", async () => {
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    for (const id of Object.values(ids)) {
      expect(xml).toContain(`<loc>${site.url}/events/${id}</loc>`);
      expect(xml).toContain(`<loc>${site.url}/events/${id}?lang=mm</loc>`);
    }
  });
});
