import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '@coach/api/testing';
import { DESKTOP, PHONE, type Site, screenshot, useMailingSite } from './harness.ts';
import { bookAndMoveAll, hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;

/**
 * Booking a real time from the public forms (decision 0033): the demo's hours offer free
 * times on every page with the form; a visitor picks one with scripts off and with them
 * on, in Burmese and English, lands on their appointment's own page, and moves or
 * cancels it there; a time taken meanwhile is refused with the times free now.
 */
describe('visitors book a time', () => {
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

  async function visitor(options: { js: boolean; language: 'en' | 'mm'; viewport: typeof PHONE }) {
    const context = await browser.newContext({
      viewport: options.viewport,
      javaScriptEnabled: options.js,
    });
    await context.addCookies([{ name: 'lang', value: options.language, url: site.url }]);
    return { context, page: await context.newPage() };
  }

  /** Fills the form's own fields by their names (the same in both languages). */
  async function fillRequest(page: Page, name: string, contact: string) {
    const form = page.locator('form.appointment-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=role]').fill('Owner');
    await form.locator('[name=business]').fill('Shwe Tea House');
    await form.locator('[name=mode_of_contact]').selectOption('Email');
    await form.locator('[name=contact_information]').fill(contact);
    await form.locator('[name=message]').fill('I would like to talk about opening a second shop.');
    // The contact page's form has no kind preset: the visitor chooses one.
    const kind = form.locator('[name=appointment_for]');
    if (!(await kind.inputValue())) await kind.selectOption('One on One Coaching');
    return form;
  }

  /** The time radios the form offers, as their values (ISO with the coach's offset). */
  const offered = (page: Page) =>
    page
      .locator('form.appointment-form input[name=starts_at]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).filter(Boolean));

  it('books a time in Burmese on a phone without scripts, and mails a calendar file', async () => {
    const { context, page } = await visitor({ js: false, language: 'mm', viewport: PHONE });
    await page.goto(`${site.url}/one-on-one-coaching#appointment`);
    const form = await fillRequest(page, 'မမြင့်မြင့်', 'myint@example.com');
    // Burmese names and digits for the days and times; the fold of the first day is open.
    const firstDay = form.locator('details.slot-day').first();
    expect(await firstDay.locator('summary').textContent()).toMatch(/နေ့၊ .+ [၀-၉]+/);
    const chip = firstDay.locator('.slot-choice').first();
    expect(await chip.textContent()).toMatch(/^(နံနက်|နေ့လယ်|ညနေ) [၀-၉]+:[၀-၉]{2}$/);
    const chosen = await chip.locator('input').inputValue();
    await chip.click();
    await screenshot(page, 'public-booking-form-mm-390');
    // Without scripts the button keeps its one label: the chosen time goes with the form.
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/appointments\/[\w-]+\?booked=1/);
    await expect
      .poll(() => page.locator('[role=status]').first().textContent())
      .toBe('သင်၏ အချိန်ကို ချိန်းဆိုပြီးပါပြီ!');
    expect(await page.locator('h1').textContent()).toMatch(/[၀-၉]/);
    await screenshot(page, 'public-booking-booked-mm-390');

    const stored = (await appointments()).find((a) => a.name === 'မမြင့်မြင့်')!;
    expect(stored).toMatchObject({
      booking: 'booked',
      language: 'mm',
      starts_at: new Date(chosen).toISOString(),
      appointment_for: 'One on One Coaching',
    });
    const [mail] = await smtp.waitForTo('myint@example.com', 1);
    expect(mail!.subject).toMatch(/^သင်၏ ချိန်းဆိုမှု: /);
    expect(mail!.attachments.map((a) => a.contentType)).toContain('text/calendar');
    await context.close();
  });

  it('refuses a time booked meanwhile, keeping what was typed, and offers the rest', async () => {
    const first = await visitor({ js: false, language: 'en', viewport: PHONE });
    const second = await visitor({ js: false, language: 'en', viewport: PHONE });
    await first.page.goto(`${site.url}/contact-us`);
    await second.page.goto(`${site.url}/contact-us`);
    const [slot] = await offered(first.page);
    for (const [who, { page }] of [
      ['Ko Aung', first],
      ['Ma Su', second],
    ] as const) {
      const form = await fillRequest(
        page,
        who,
        `${who.replace(' ', '.').toLowerCase()}@example.com`,
      );
      await form.locator(`input[value="${slot}"]`).check();
    }
    await first.page.locator('form.appointment-form button[type=submit]').click();
    await first.page.waitForURL(/\/appointments\//);
    await second.page.locator('form.appointment-form button[type=submit]').click();
    const alert = second.page.locator('form.appointment-form [role=alert]');
    await expect
      .poll(() => alert.textContent())
      .toBe('Someone has just booked that time. Please choose another.');
    expect(await second.page.locator('[name=name]').inputValue()).toBe('Ma Su');
    expect(await offered(second.page)).not.toContain(slot);
    await screenshot(second.page, 'public-booking-taken-en-390');
    expect((await appointments()).filter((a) => a.name === 'Ma Su')).toHaveLength(0);
    await first.context.close();
    await second.context.close();
  });

  it('books, moves and cancels with scripts on, and the freed time is offered again', async () => {
    const { context, page } = await visitor({ js: true, language: 'en', viewport: DESKTOP });
    await page.goto(`${site.url}/trainings#appointment`);
    await hydrated(page);
    const form = await fillRequest(page, 'Thandar Win', 'thandar@example.com');
    const times = await offered(page);
    // A training takes three hours in the demo's hours: its slots are that long.
    expect(times.length).toBeGreaterThan(1);
    await form.locator(`label:has(input[value="${times[0]}"])`).click();
    await expect
      .poll(() => form.locator('button[type=submit]').textContent())
      .toBe('Book this time');
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/appointments\/[\w-]+\?booked=1/);
    await screenshot(page, 'public-booking-booked-en-1366');

    // Another time, from the page's own list.
    const move = page.locator('form.appointment-move-form');
    const next = move.locator('details[open] .slot-choice').first();
    const movedTo = await next.locator('input').inputValue();
    await next.click();
    await move.getByRole('button', { name: 'Move to this time' }).click();
    await expect
      .poll(() => page.locator('[role=status]').first().textContent())
      .toBe('Your appointment has moved.');
    const row = () => appointments().then((all) => all.find((a) => a.name === 'Thandar Win')!);
    expect((await row()).starts_at).toBe(new Date(movedTo).toISOString());

    await page.getByText('Cancel this appointment', { exact: true }).last().click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect
      .poll(() => page.locator('h2#appointment-state-title').textContent())
      .toBe('Cancelled');
    expect((await row()).booking).toBe('cancelled');
    await screenshot(page, 'public-booking-cancelled-en-1366');

    await page.goto(`${site.url}/trainings#appointment`);
    await expect.poll(() => offered(page)).toContain(movedTo);
    await context.close();
  });

  it('books a time in Burmese on a phone with scripts on', async () => {
    const { context, page } = await visitor({ js: true, language: 'mm', viewport: PHONE });
    await page.goto(`${site.url}/team-coaching#appointment`);
    await hydrated(page);
    const form = await fillRequest(page, 'ကိုဇော်ဝင်း', 'zaw.win@example.com');
    const chip = form.locator('details[open] .slot-choice').first();
    const chosen = await chip.locator('input').inputValue();
    await chip.click();
    // With scripts the button says what it will do.
    await form.getByRole('button', { name: 'ဤအချိန်ကို ချိန်းဆိုရန်' }).click();
    await page.waitForURL(/\/appointments\/[\w-]+\?booked=1/);
    await expect
      .poll(() => page.locator('[role=status]').first().textContent())
      .toBe('သင်၏ အချိန်ကို ချိန်းဆိုပြီးပါပြီ!');
    await screenshot(page, 'public-booking-booked-js-mm-390');
    const stored = (await appointments()).find((a) => a.name === 'ကိုဇော်ဝင်း')!;
    expect(stored).toMatchObject({
      booking: 'booked',
      language: 'mm',
      starts_at: new Date(chosen).toISOString(),
      appointment_for: 'Team Coaching',
    });
    await context.close();
  });

  it('says in both languages when a booking has moved as often as one may', async () => {
    const { token, times } = await bookAndMoveAll(site, 'moe@example.com', 'Moe Moe');
    const says = {
      en: 'You have moved this appointment 5 times, the most one booking may. You can still cancel it and book another time, or contact us.',
      mm: 'ဤချိန်းဆိုမှုကို ၅ ကြိမ် ပြောင်းပြီးပါပြီ၊ ချိန်းဆိုမှုတစ်ခုအတွက် အများဆုံး ဖြစ်ပါသည်။ ပယ်ဖျက်ပြီး အခြားအချိန် ချိန်းဆိုနိုင်ပါသေးသည်၊ သို့မဟုတ် ဆက်သွယ်ပါ။',
    };
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['en', PHONE],
      ['mm', DESKTOP],
      ['mm', PHONE],
    ] as const) {
      const text = says[language];
      const { context, page } = await visitor({ js: false, language, viewport });
      await page.goto(`${site.url}/appointments/${token}`);
      await expect.poll(() => page.locator('.appointment-move p').textContent()).toBe(text);
      expect(await page.locator('form.appointment-move-form').count()).toBe(0);
      // Cancelling stays the visitor's to do.
      expect(await page.locator('.appointment-cancel form').count()).toBe(1);
      await screenshot(page, `public-booking-moves-used-${language}-${viewport.width}`);
      // A move sent from a page opened before (another tab) is refused with the same words.
      const refused = await page.request.post(`${site.url}/appointments/${token}`, {
        form: { intent: 'move', starts_at: times[0]! },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(409);
      expect(await refused.text()).toContain(text.slice(0, 30));
      await context.close();
    }
  });

  it('keeps the appointment page private and unknown links a 404', async () => {
    const booked = (await appointments()).find((a) => a.booking === 'booked' && a.token)!;
    const page = await fetch(`${site.url}/appointments/${String(booked.token)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('noindex');
    const unknown = await fetch(`${site.url}/appointments/no-such-appointment-token-0000`);
    expect(unknown.status).toBe(404);
  });
});
