import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '@coach/api/testing';
import { axeViolations, describeViolations } from './accessibility.ts';
import { adminPage, expectStatus } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, screenshot, useMailingSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';
import { yangonDate } from '../apps/api/test/open-hours.ts';

type Row = Record<string, unknown>;
type Slot = { starts_at: string };

const TEXT = {
  en: {
    later: 'Later dates',
    earlier: 'Earlier dates',
    email: 'Email for your confirmation (optional)',
    share: 'Keep this link in Viber',
    booked: 'Your time is booked!',
    book: 'Book this time',
  },
  mm: {
    later: 'နောက်ပိုင်း ရက်များ',
    earlier: 'အစောပိုင်း ရက်များ',
    email: 'အတည်ပြုစာ ပို့ရန် အီးမေးလ် (မဖြည့်လည်း ရပါသည်)',
    share: 'ဤလင့်ခ်ကို Viber တွင် သိမ်းထားရန်',
    booked: 'သင်၏ အချိန်ကို ချိန်းဆိုပြီးပါပြီ!',
    book: 'ဤအချိန်ကို ချိန်းဆိုရန်',
  },
} as const;

const LOOKS = [
  { language: 'en', viewport: PHONE },
  { language: 'en', viewport: DESKTOP },
  { language: 'mm', viewport: PHONE },
  { language: 'mm', viewport: DESKTOP },
] as const;

/**
 * Booking further ahead (issue 37, item 4): the form lists the next six free days and
 * pages on to the owner's horizon with plain links; a visitor reached by Viber or phone
 * leaves an email for the confirmation, gets it with a calendar file naming the coach and
 * the place, and can keep their private link in Viber.
 */
describe('booking further ahead, confirmed whatever the way of contact', () => {
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  useMailingSite({ demo: true }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  const appointments = async () =>
    (await (await site.api('/appointments', { admin: true })).json()) as Row[];

  async function visitor(js: boolean, look: (typeof LOOKS)[number]) {
    const context = await browser.newContext({ viewport: look.viewport, javaScriptEnabled: js });
    await context.addCookies([{ name: 'lang', value: look.language, url: site.url }]);
    return { context, page: await context.newPage() };
  }

  /** The dates the form lists now, in order. */
  const listedDates = (page: Page) =>
    page
      .locator('form.appointment-form input[name=starts_at]')
      .evaluateAll((inputs) => [
        ...new Set(inputs.map((i) => (i as HTMLInputElement).value.slice(0, 10)).filter(Boolean)),
      ]);

  async function fillViberRequest(page: Page, name: string, email: string) {
    const form = page.locator('form.appointment-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=role]').fill('Owner');
    await form.locator('[name=business]').fill('Shwe Tea House');
    await form.locator('[name=mode_of_contact]').selectOption('Viber');
    await form.locator('[name=contact_information]').fill('09 123 456 789');
    await form.locator('[name=email]').fill(email);
    await form.locator('[name=message]').fill('I would like to talk about a second shop.');
    const kind = form.locator('[name=appointment_for]');
    if (!(await kind.inputValue())) await kind.selectOption('One on One Coaching');
    return form;
  }

  it.each(LOOKS)(
    'pages to the horizon and books a later Viber time without scripts ($language, $viewport.width px)',
    async (look) => {
      const words = TEXT[look.language];
      const width = look.viewport.width;
      const { context, page } = await visitor(false, look);
      // The demo lets visitors book 30 days ahead, today included.
      const free = (await (
        await site.api(`/slots?from=${yangonDate(0)}&to=${yangonDate(45)}`)
      ).json()) as Slot[];
      // Read after the call: the server took its today before it answered, so its last day
      // is this one or, across a midnight in Yangon during the call, the day before.
      const horizon = yangonDate(29);
      const freeDates = [...new Set(free.map((slot) => slot.starts_at.slice(0, 10)))];
      expect(freeDates.at(-1)! <= horizon).toBe(true);

      await page.goto(`${site.url}/contact-us#appointment`);
      const form = page.locator('form.appointment-form');
      expect(await form.getByText(words.earlier).count()).toBe(0);
      const seen: string[] = [];
      for (let turn = 0; turn < 8; turn++) {
        const dates = await listedDates(page);
        expect(dates.length).toBeGreaterThan(0);
        expect(dates.length).toBeLessThanOrEqual(6);
        seen.push(...dates);
        const later = form.getByRole('link', { name: words.later });
        if ((await later.count()) === 0) break;
        if (turn === 0) await screenshot(page, `booking-ahead-first-${look.language}-${width}`);
        await later.click();
        await page.waitForURL(/[?&]from=\d{4}-\d{2}-\d{2}#appointment$/);
        expect(await form.getByRole('link', { name: words.earlier }).count()).toBe(1);
      }
      // Every free day to the horizon, each once, none past it.
      expect(seen).toEqual(freeDates);
      expect(new URL(page.url()).searchParams.get('lang')).toBe(null);
      await screenshot(page, `booking-ahead-last-page-${look.language}-${width}`);

      // A time on the last page, by a visitor reached on Viber who leaves an email.
      const email = `viber.${look.language}.${width}@example.com`;
      const name = `Viber visitor ${look.language} ${width}`;
      await fillViberRequest(page, name, email);
      expect(await form.getByLabel(words.email).count()).toBe(1);
      const lastDay = form.locator('details.slot-day').last();
      const chip = lastDay.locator('.slot-choice').last();
      const chosen = await chip.locator('input').inputValue();
      if ((await lastDay.getAttribute('open')) === null) await lastDay.locator('summary').click();
      await chip.click();
      await form.locator('button[type=submit]').click();
      await page.waitForURL(/\/appointments\/[\w-]+\?booked=1/);
      await expect
        .poll(() => page.locator('[role=status]').first().textContent())
        .toBe(words.booked);

      const stored = (await appointments()).find((a) => a.name === name)!;
      expect(stored).toMatchObject({
        mode_of_contact: 'Viber',
        email,
        starts_at: new Date(chosen).toISOString(),
        language: look.language,
      });
      const share = page.getByRole('link', { name: words.share });
      const href = (await share.getAttribute('href'))!;
      expect(href.startsWith('viber://forward?text=')).toBe(true);
      const shared = decodeURIComponent(href.slice('viber://forward?text='.length));
      expect(shared).toContain(`/appointments/${String(stored.token)}`);
      if (look.language === 'mm') expect(shared).toContain('?lang=mm');
      await screenshot(page, `booking-ahead-booked-${look.language}-${width}`);

      const [mail] = await smtp.waitForTo(email, 1);
      const ics = mail!.attachments
        .find((a) => a.contentType === 'text/calendar')!
        .content.toString('utf8')
        .replace(/\r\n[ \t]/g, '')
        .replace(/\\,/g, ',');
      expect(ics).toContain(
        look.language === 'mm'
          ? 'SUMMARY:Mung နှင့် တစ်ဦးချင်း နည်းပြခြင်း'
          : 'SUMMARY:One on One Coaching with Mung',
      );
      expect(ics).toContain(
        look.language === 'mm'
          ? 'LOCATION:နည်းပြခန်း၊ အမှတ် ၄၅ ပြည်လမ်း၊ ကမာရွတ်၊ ရန်ကုန်'
          : 'LOCATION:Coaching room, 45 Pyay Road, Kamaryut, Yangon',
      );
      await context.close();
    },
    // Five pages, a page check and a booking, on a machine that may be busy.
    240_000,
  );

  it('refuses a mistyped confirmation email without scripts, keeping what was typed', async () => {
    const { context, page } = await visitor(false, LOOKS[2]);
    await page.goto(`${site.url}/contact-us#appointment`);
    const form = await fillViberRequest(page, 'Mistyped Email', 'not an address');
    await form.locator('.slot-choice').first().click();
    await form.locator('button[type=submit]').click();
    await expect
      .poll(() => form.locator('[role=alert]').textContent())
      .toBe('မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။');
    expect(await form.locator('[name=name]').inputValue()).toBe('Mistyped Email');
    expect(await form.locator('[name=email]').getAttribute('aria-invalid')).toBe('true');
    expect((await appointments()).filter((a) => a.name === 'Mistyped Email')).toHaveLength(0);
    await screenshot(page, 'booking-ahead-bad-email-mm-390');
    await context.close();
  });

  it.each([LOOKS[1], LOOKS[2]])(
    'keeps what was typed and the chosen time while paging with scripts ($language, $viewport.width px)',
    async (look) => {
      const words = TEXT[look.language];
      const { context, page } = await visitor(true, look);
      await page.goto(`${site.url}/trainings#appointment`);
      await hydrated(page);
      const name = `Scripted ${look.language}`;
      const email = `scripted.${look.language}@example.com`;
      const form = await fillViberRequest(page, name, email);
      const first = form.locator('details[open] .slot-choice').first();
      const chosen = await first.locator('input').inputValue();
      await first.click();
      const firstDates = await listedDates(page);
      await form.getByRole('link', { name: words.later }).click();
      await page.waitForURL(/[?&]from=/);
      // The next page's days, loaded without leaving the page.
      await expect
        .poll(async () => (await listedDates(page)).filter((d) => !firstDates.includes(d)).length)
        .toBeGreaterThan(0);
      // Still typed, still chosen (shown first, checked), and the email field too.
      expect(await form.locator('[name=name]').inputValue()).toBe(name);
      expect(await form.locator('[name=email]').inputValue()).toBe(email);
      expect(await form.locator(`input[value="${chosen}"]`).isChecked()).toBe(true);
      await screenshot(page, `booking-ahead-js-later-${look.language}-${look.viewport.width}`);
      // axe runs in the page: here, where scripts run, on a page with both links.
      const violations = await axeViolations(page, `booking-ahead-later-${look.language}`);
      expect(violations, describeViolations(violations)).toEqual([]);
      // Email as the way of contact: the contact is the address, no second field.
      await form.locator('[name=mode_of_contact]').selectOption('Email');
      await expect.poll(() => form.locator('[name=email]').count()).toBe(0);
      await form.locator('[name=mode_of_contact]').selectOption('Viber');
      await form.locator('[name=email]').fill(email);
      await form.getByRole('button', { name: words.book }).click();
      await page.waitForURL(/\/appointments\/[\w-]+\?booked=1/);
      const stored = (await appointments()).find((a) => a.name === name)!;
      expect(stored).toMatchObject({ email, starts_at: new Date(chosen).toISOString() });
      await context.close();
    },
  );

  it.each([
    { language: 'en', viewport: DESKTOP },
    { language: 'mm', viewport: PHONE },
  ] as const)(
    'lets the owner set where each kind happens ($language, $viewport.width px)',
    async ({ language, viewport }) => {
      const { page, context } = await adminPage(browser, site, { viewport, language });
      await page.goto(`${site.url}/admin/availability`);
      const link = page.locator('#availability-place-3-meeting_url');
      await link.waitFor();
      expect(await page.locator('#availability-place-0-location').inputValue()).toBe(
        'Coaching room, 45 Pyay Road, Kamaryut, Yangon',
      );
      await link.fill('meet.example.com/no-scheme');
      await page.locator('form.a-availability-form button[type=submit]').click();
      await page.locator('#availability-place-3-meeting_url-error').waitFor();
      expect(await page.locator('#availability-place-3-meeting_url-error').textContent()).toBe(
        language === 'mm'
          ? 'https:// ဖြင့် စသော ဝဘ်လိပ်စာအပြည့်အစုံ ဖြစ်ရပါမည်'
          : 'Must be a full web address starting https://',
      );
      await page.locator('#availability-place-3-meeting_url').scrollIntoViewIfNeeded();
      await screenshot(page, `booking-ahead-admin-places-error-${language}-${viewport.width}`);
      const url = `https://meet.example.com/${language}-${viewport.width}`;
      await link.fill(url);
      await page.locator('form.a-availability-form button[type=submit]').click();
      await expectStatus(page, language === 'mm' ? 'အချိန်များကို သိမ်းပြီးပါပြီ' : 'Hours saved');
      const saved = (await (await site.api('/availability', { admin: true })).json()) as {
        by_purpose: Record<string, Record<string, unknown>>;
      };
      expect(saved.by_purpose.Collaboration).toMatchObject({ meeting_url: url });
      expect(saved.by_purpose.Training).toMatchObject({ slot_minutes: 180 });
      const violations = await axeViolations(page, `admin-availability-places-${language}`);
      expect(violations, describeViolations(violations)).toEqual([]);
      await context.close();
    },
  );
});
