import { formatCalendarDay } from '@coach/contract/formats';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './accessibility.ts';
import { adminPage, editorPage, expectAlert, expectStatus, publicJson } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, screenshot, useSite } from './harness.ts';
import { yangonDate } from '../apps/api/test/open-hours.ts';
import { addDays } from '../apps/web/app/admin/booking/zoned-days.ts';

type Slot = { starts_at: string; ends_at: string };
type Availability = { weekly: unknown[]; blocked_dates: string[]; min_notice_hours: number };

/** The day the visitors book, the coach's tomorrow when the file starts. */
const TOMORROW = yangonDate(1);
/** A date far enough ahead to block on the availability screen without touching the test's days. */
const HOLIDAY = yangonDate(40);

/** How far the page spills sideways (0 when it fits the screen). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Checks a screen as a person would meet it: nothing spills sideways, and axe finds no
 * WCAG A or AA violation in this state (the gate sees the screens at desktop size, unfilled);
 * then saves its picture.
 */
async function look(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // A full-page picture from the top, where the sticky top bar belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  expect(await overflow(page), `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  const violations = await axeViolations(page, name);
  expect(violations, describeViolations(violations)).toEqual([]);
  await screenshot(page, name);
}

/** A visitor's appointment holding a free time, as the public form sends it. */
async function book(site: Site, slot: Slot, name: string, contact: [string, string]) {
  const response = await site.api('/appointment', {
    method: 'POST',
    body: JSON.stringify({
      name,
      role: 'Director',
      business: 'Shwe Trading',
      mode_of_contact: contact[0],
      contact_information: contact[1],
      appointment_for: 'Team Coaching',
      message: 'About my team',
      starts_at: slot.starts_at,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const freeSlots = (site: Site, date: string) =>
  publicJson<Slot[]>(site, `/slots?from=${date}&to=${date}`);

/** A day's section of the agenda (its list on a phone, its column in the desktop grid). */
const daySection = (page: Page, date: string) => page.locator(`section[data-date="${date}"]`);
const sessionOf = (day: Locator, name: string) =>
  day.getByTestId('session').filter({ hasText: name });

/**
 * The owner's side of booking, end to end: the hours set on a phone (a bad range refused
 * beside it), visitors booking free times, the week's agenda as a list on a phone and a
 * grid on a desktop with confirm, cancel and a blocked day, and the dashboard's sessions
 * of today and tomorrow, in English and Burmese.
 */
describe('booking in the back office: hours, agenda, dashboard', () => {
  let site: Site;
  let browser: Browser;
  const ids: Record<string, number> = {};
  // One signed-in page per language, resized as each test needs (sign-ins are rate-limited).
  const pages: Partial<Record<'en' | 'mm', Page>> = {};
  useSite(
    { demo: false },
    (s, b) => {
      site = s;
      browser = b;
    },
    async () => {
      for (const page of Object.values(pages)) await page.context().close();
    },
  );
  async function ownerPage(
    viewport: { width: number; height: number },
    language: 'en' | 'mm' = 'en',
  ) {
    pages[language] ??= (await adminPage(browser, site, { viewport, language })).page;
    await pages[language].setViewportSize(viewport);
    return pages[language];
  }

  it('the owner sets weekday hours on a phone; a bad range is refused beside it', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${site.url}/admin/availability`);
    await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
    const state = page.getByTestId('booking-state');
    await expect.poll(() => state.textContent()).toContain('Booking is off');

    const monday = page.locator('fieldset[data-weekday="1"]');
    expect(await monday.getByText('Closed').count()).toBe(1);
    await monday.getByRole('button', { name: 'Add hours (Monday)' }).click();
    const from = monday.getByLabel('From');
    const to = monday.getByLabel('To');
    expect(await from.inputValue()).toBe('09:00');
    // Ending before it starts: the API's 422 names weekly.0.to, shown beside that input.
    await to.fill('08:00');
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/availability') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save the hours' }).click();
    expect((await refused).status()).toBe(422);
    await expectAlert(page, 'Please correct the fields marked below.');
    await monday.getByText('Must end after it starts').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');
    await look(page, 'admin-availability-error-phone-en');

    await to.fill('17:00');
    await monday.getByRole('button', { name: 'Copy Monday’s hours to Tuesday–Friday' }).click();
    await expectStatus(page, 'Monday’s hours copied to Tuesday–Friday');
    for (const weekday of [6, 0]) {
      await page
        .locator(`fieldset[data-weekday="${weekday}"]`)
        .getByRole('button', { name: /^\+ Add hours/ })
        .click();
    }
    await page.getByLabel('Minimum notice (hours)').fill('1');
    await page.getByLabel('Sessions per day at most').fill('');
    await page.getByLabel('Training').fill('120');
    await page.getByLabel('Date to block').fill(HOLIDAY);
    await page.getByRole('button', { name: 'Block this date' }).click();
    await page.locator(`.a-blocked-list time[datetime="${HOLIDAY}"]`).waitFor();

    await page.getByRole('button', { name: 'Save the hours' }).click();
    await expectStatus(page, 'Hours saved');
    await expect.poll(() => state.textContent()).toContain('Booking is on');
    const saved = await site.api('/availability', { admin: true });
    const availability = (await saved.json()) as Availability & Record<string, unknown>;
    expect(availability.weekly).toHaveLength(7);
    expect(availability).toMatchObject({
      min_notice_hours: 1,
      max_per_day: null,
      blocked_dates: [HOLIDAY],
      by_purpose: { Training: { slot_minutes: 120 } },
    });
    await look(page, 'admin-availability-phone-en');
    await page.setViewportSize(DESKTOP);
    await look(page, 'admin-availability-desktop-en');
  });

  it('shows the form and the API’s errors in Burmese', async () => {
    const page = await ownerPage(PHONE, 'mm');
    await page.goto(`${site.url}/admin/availability`);
    await page.getByRole('heading', { level: 1, name: 'ချိန်းဆိုနိုင်သည့် အချိန်များ' }).waitFor();
    const sunday = page.locator('fieldset[data-weekday="0"]');
    await sunday.getByLabel('ဆုံးချိန်').fill('08:00');
    await page.getByRole('button', { name: 'အချိန်များကို သိမ်းရန်' }).click();
    await sunday.getByText('စသည့်အချိန်ထက် နောက်ကျမှ ဆုံးရပါမည်').waitFor();
    await look(page, 'admin-availability-phone-mm');
    await page.setViewportSize(DESKTOP);
    await look(page, 'admin-availability-desktop-mm');
  });

  it('visitors book two free times of tomorrow', async () => {
    const slots = await freeSlots(site, TOMORROW);
    expect(slots.length).toBeGreaterThanOrEqual(2);
    ids.email = await book(site, slots[0]!, 'Ma Hnin', ['Email', 'hnin@example.com']);
    ids.phone = await book(site, slots[1]!, 'Ko Aung', ['Phone', '09 420 111 222']);
  });

  it('the agenda lists the week by day on a phone; the owner confirms one, cancels another', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${site.url}/admin/agenda?week=${TOMORROW}`);
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    await page.locator('.a-agenda-list').waitFor();
    expect(await page.locator('.a-agenda-grid').count()).toBe(0);
    expect(await page.locator('.a-agenda-list section[data-date]').count()).toBe(7);
    const tomorrow = daySection(page, TOMORROW);
    const hnin = sessionOf(tomorrow, 'Ma Hnin');
    const aung = sessionOf(tomorrow, 'Ko Aung');
    await hnin.waitFor();
    expect(await hnin.getByRole('link', { name: 'Ma Hnin' }).getAttribute('href')).toBe(
      `/admin/appointments/${ids.email}`,
    );
    expect(await hnin.textContent()).toMatch(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/);
    expect(await hnin.textContent()).toContain('Team Coaching');
    expect(await hnin.textContent()).toContain('Email: hnin@example.com');
    expect(await hnin.textContent()).toContain('Booked, to confirm');
    await page.getByText('Times in Asia/Yangon.').waitFor();
    await look(page, 'admin-agenda-phone-en');

    await hnin.getByRole('button', { name: 'Confirm (Ma Hnin)' }).click();
    await expectStatus(page, 'Session with Ma Hnin confirmed.');
    await expect.poll(() => hnin.textContent()).toContain('Confirmed');
    expect(await hnin.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);

    const taken = (await freeSlots(site, TOMORROW)).length;
    await aung.getByRole('button', { name: 'Cancel session (Ko Aung)' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('They left no email address (Phone: 09 420 111 222): tell them yourself.');
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    expect(await aung.count()).toBe(1);
    await aung.getByRole('button', { name: 'Cancel session (Ko Aung)' }).click();
    await dialog.getByRole('button', { name: 'Cancel the session' }).click();
    await expectStatus(page, 'Session with Ko Aung cancelled: the time is free again.');
    await aung.waitFor({ state: 'detached' });
    expect((await freeSlots(site, TOMORROW)).length).toBe(taken + 1);

    // Ma Hnin left an email address: the question says she will be told by email.
    await hnin.getByRole('button', { name: 'Cancel session (Ma Hnin)' }).click();
    await expect.poll(() => dialog.textContent()).toContain('They will get an email');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
  });

  it('blocks a day from the agenda, saying its sessions stay', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${site.url}/admin/agenda?week=${TOMORROW}`);
    const tomorrow = daySection(page, TOMORROW);
    await tomorrow.getByRole('button', { name: /^Block this day/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('Sessions already booked on it stay: cancel them one by one');
    await dialog.getByRole('button', { name: 'Block the day' }).click();
    await expectStatus(page, 'is blocked: visitors can no longer book it.');
    await tomorrow.getByText('Blocked', { exact: true }).waitFor();
    // The day is closed to visitors; the session booked on it stays.
    expect(await freeSlots(site, TOMORROW)).toEqual([]);
    const saved = (await (await site.api('/availability', { admin: true })).json()) as Availability;
    expect(saved.blocked_dates).toEqual([TOMORROW, HOLIDAY].sort());
    await sessionOf(tomorrow, 'Ma Hnin').waitFor();
    await look(page, 'admin-agenda-blocked-phone-en');

    // Opened again, the day offers its free times once more; blocked again for what follows.
    await tomorrow.getByRole('button', { name: /^Open this day again/ }).click();
    await expectStatus(page, 'is open for booking again.');
    expect((await freeSlots(site, TOMORROW)).length).toBeGreaterThan(0);
    await tomorrow.getByRole('button', { name: /^Block this day/ }).click();
    await dialog.getByRole('button', { name: 'Block the day' }).click();
    await tomorrow.getByText('Blocked', { exact: true }).waitFor();
    expect(await freeSlots(site, TOMORROW)).toEqual([]);
  });

  it('a desktop shows the week as a grid, each session at its time', async () => {
    for (const language of ['en', 'mm'] as const) {
      const page = await ownerPage(DESKTOP, language);
      await page.goto(`${site.url}/admin/agenda?week=${TOMORROW}`);
      const grid = page.locator('.a-agenda-grid');
      await grid.waitFor();
      expect(await page.locator('.a-agenda-list').count()).toBe(0);
      expect(await grid.locator('section[data-date]').count()).toBe(7);
      const session = sessionOf(daySection(page, TOMORROW), 'Ma Hnin');
      await session.waitFor();
      // The block starts level with its hour's label; the grid's hours begin at the
      // earliest opening, 09:00.
      const startsAt = await session.locator('time').getAttribute('datetime');
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Yangon', hour: 'numeric' }).format(
          new Date(startsAt!),
        ),
      );
      const label = grid.locator('.a-grid-hour').nth(hour - 9);
      const [blockBox, labelBox] = [await session.boundingBox(), await label.boundingBox()];
      expect(Math.abs(blockBox!.y - labelBox!.y)).toBeLessThanOrEqual(4);
      if (language === 'mm') {
        const text = (await session.textContent()) ?? '';
        expect(text).toMatch(/[၀-၉]{1,2}:[၀-၉]{2}/);
        expect(text).not.toMatch(/\d{1,2}:\d{2}/);
      }
      await look(page, `admin-agenda-desktop-${language}`);
      // Narrowed to a phone's width, the same week becomes the list.
      await page.setViewportSize(PHONE);
      await page.locator('.a-agenda-list').waitFor();
      expect(await grid.count()).toBe(0);
      await look(page, `admin-agenda-phone-${language}`);
    }
  });

  it('the dashboard names tomorrow’s session, and says today has none', async () => {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const language of ['en', 'mm'] as const) {
        const page = await ownerPage(viewport, language);
        // The server reads its today as it renders: a midnight in Yangon during the load
        // makes it either of the days read around it, and the headings say which it took.
        const before = yangonDate(0);
        await page.goto(`${site.url}/admin`);
        const headings = page.locator('.a-sessions-soon-days h4');
        await headings.nth(1).waitFor();
        const after = yangonDate(0);
        const [todayHeading, tomorrowHeading] = await headings.allTextContents();
        const today = [before, after].find((date) =>
          todayHeading!.includes(formatCalendarDay(date, language)),
        );
        expect(today, `${todayHeading} is ${before} or ${after}`).toBeDefined();
        expect(tomorrowHeading).toContain(formatCalendarDay(addDays(today!, 1), language));
        // Booked for the coach's tomorrow; a midnight in Yangon since the booking (these
        // steps take minutes) makes its day today, and tomorrow the one with none.
        const [booked, free] = today === TOMORROW ? ['today', 'tomorrow'] : ['tomorrow', 'today'];
        expect(addDays(today!, booked === 'today' ? 0 : 1)).toBe(TOMORROW);
        const sessions = page.getByTestId(`sessions-${booked}`);
        await sessions.getByRole('link', { name: 'Ma Hnin' }).waitFor();
        expect(await sessions.getByRole('link', { name: 'Ma Hnin' }).getAttribute('href')).toBe(
          `/admin/appointments/${ids.email}`,
        );
        // The cancelled session is gone; the kind reads in the admin's language.
        expect(await sessions.textContent()).not.toContain('Ko Aung');
        expect(await sessions.textContent()).toContain(
          language === 'en' ? 'Team Coaching' : 'အဖွဲ့လိုက် နည်းပြခြင်း',
        );
        expect(await page.getByTestId(`sessions-${free}`).textContent()).toContain(
          language === 'en' ? 'No sessions.' : 'ချိန်းဆိုမှု မရှိပါ။',
        );
        await look(page, `admin-dashboard-sessions-${size}-${language}`);
      }
    }
  });

  it('an editor is told the booking screens are for owners and staff, and sees no sessions', async () => {
    const { page, context } = await editorPage(browser, site);
    await page.getByRole('heading', { name: 'Needs attention' }).waitFor();
    await page.locator('.a-attention-card').first().waitFor();
    expect(await page.getByTestId('sessions-tomorrow').count()).toBe(0);
    for (const [path, name] of [
      ['availability', 'Availability'],
      ['agenda', 'Agenda'],
    ]) {
      expect(await page.locator('#admin-nav').getByRole('link', { name }).count()).toBe(0);
      await page.goto(`${site.url}/admin/${path}`);
      await page.getByRole('heading', { level: 1, name: 'For owners and staff' }).waitFor();
    }
    await context.close();
  });
});
