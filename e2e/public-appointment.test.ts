import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;

describe('visitors use the forms, the testimonials and the menu', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  const appointments = async () =>
    (await (await site.api('/appointments', { admin: true })).json()) as Row[];

  async function fill(page: Page, values: Record<string, string>) {
    const form = page.locator('form.appointment-form');
    for (const [label, value] of Object.entries(values)) {
      const field = form.getByLabel(label, { exact: false });
      if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
    return form;
  }

  it('checks the email, sends the request, resets the form and stores the appointment', async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/team-coaching#appointment`);
    await hydrated(page);
    const form = await fill(page, {
      Name: 'Thida Aung',
      Role: 'Operations Director',
      Business: 'Irrawaddy Foods',
      'Mode of contact': 'Email',
      'Contact information': 'thida.irrawaddy-foods',
      Message: 'We would like a planning retreat for our managers.',
    });
    expect(await form.getByLabel('Appointment for').inputValue()).toBe('Team Coaching');
    expect(await form.getByLabel('I agree to be contacted').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Please enter a valid email address.');
    const before = (await appointments()).length;

    await form.getByLabel('Contact information').fill('thida@irrawaddy-foods.example');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Our team will contact you soon!');
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(await form.getByLabel('Appointment for').inputValue()).toBe('Team Coaching');
    await screenshot(page, 'public-appointment-sent-en-1366');

    const stored = await appointments();
    expect(stored.length).toBe(before + 1);
    expect(stored[0]).toMatchObject({
      name: 'Thida Aung',
      role: 'Operations Director',
      business: 'Irrawaddy Foods',
      mode_of_contact: 'Email',
      contact_information: 'thida@irrawaddy-foods.example',
      appointment_for: 'Team Coaching',
      message: 'We would like a planning retreat for our managers.',
    });
    await context.close();
  });

  it('requires every field and speaks Burmese in mm', async () => {
    const { context, page } = await openPage(browser, site, { viewport: PHONE, language: 'mm' });
    await page.goto(`${site.url}/contact-us`);
    await hydrated(page);
    const form = page.locator('form.appointment-form');
    await form.getByLabel('ဆက်သွယ်ခြင်းကို သဘောတူပါသည်', { exact: false }).uncheck();
    await form.getByRole('button', { name: 'တောင်းဆိုချက် ပို့ရန်' }).click();
    await expect.poll(() => form.locator('.field-error').count()).toBe(8);
    expect(await form.locator('.field-error').first().textContent()).toBe('ဤအကွက်ကို ဖြည့်ပါ။');
    // Focus goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await fill(page, {
      အမည်: 'မောင်မောင်',
      ရာထူး: 'မန်နေဂျာ',
      လုပ်ငန်း: 'ရွှေ ကုမ္ပဏီ',
      'ဆက်သွယ်ရန် နည်းလမ်း': 'Email',
      'ဆက်သွယ်ရန် အချက်အလက်': 'not-an-email',
      'ချိန်းဆိုလိုသည့် အကြောင်းအရာ': 'Training',
      စာတို: 'သင်တန်းအကြောင်း သိလိုပါသည်။',
    });
    await form.getByLabel('ဆက်သွယ်ခြင်းကို သဘောတူပါသည်', { exact: false }).check();
    await form.getByRole('button', { name: 'တောင်းဆိုချက် ပို့ရန်' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။');
    await form.getByLabel('ဆက်သွယ်ရန် အချက်အလက်').fill('maung@example.com');
    await form.getByRole('button', { name: 'တောင်းဆိုချက် ပို့ရန်' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('ကျွန်ုပ်တို့အဖွဲ့မှ မကြာမီ ဆက်သွယ်ပါမည်!');
    expect((await appointments())[0]).toMatchObject({
      name: 'မောင်မောင်',
      appointment_for: 'Training',
    });
    await context.close();
  });

  it("refuses what the API would refuse beside its field, in the API's words, before sending", async () => {
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/contact-us#appointment`);
    await hydrated(page);
    const sends: string[] = [];
    page.on('request', (request) => {
      // The page's action, as its scripts post to it (single fetch's `.data` address).
      const send =
        request.method() === 'POST' && new URL(request.url()).pathname === '/contact-us.data';
      if (send) sends.push(request.url());
    });
    // Longer than the contract's 200, which the form's own checks know nothing of.
    const form = await fill(page, {
      Name: 'N'.repeat(201),
      Role: 'Owner',
      Business: 'Long Name Trading',
      'Mode of contact': 'Phone',
      'Contact information': '09 123 456',
      'Appointment for': 'Training',
      Message: 'We would like a training.',
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Must be at most 200 characters').waitFor();
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    await screenshot(page, 'public-appointment-contract-refused-en-1366');
    expect(sends).toEqual([]);
    // Put right, the same form is sent and stored.
    await form.getByLabel('Name').fill('Daw Long Name');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Our team will contact you soon!');
    expect(sends).toHaveLength(1);
    expect((await appointments()).filter((a) => a.name === 'Daw Long Name')).toHaveLength(1);
    await context.close();
  });

  it('opens a testimonial in a dialog and closes it by button, overlay and Escape', async () => {
    const [first] = (await (await site.api('/testimonials')).json()) as Row[];
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/one-on-one-coaching#testimonials`);
    await hydrated(page);
    const open = page.getByRole('button', { name: `Read more: the full story of ${first!.name}` });
    const dialog = page.getByRole('dialog');

    await open.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(first!.name);
    expect(await dialog.textContent()).toContain(String(first!.differences));
    await screenshot(page, 'public-testimonial-modal-en-1366');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Focus returns to the card that opened it.
    expect(await open.evaluate((e) => e === document.activeElement)).toBe(true);

    await open.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(8, 400); // the overlay, outside the panel
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await open.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('moves through the testimonial slides with the arrows, wrapping around', async () => {
    const items = (await (await site.api('/testimonials')).json()) as Row[];
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/one-on-one-coaching#testimonials`);
    await hydrated(page);
    const slider = page.getByRole('region', { name: 'Testimonials' });
    const visibleNames = () =>
      slider.locator('.slider-slide:not([aria-hidden="true"]) .person-name').allTextContents();
    expect(await visibleNames()).toEqual(items.slice(0, 4).map((i) => i.name));
    await slider.getByRole('link', { name: 'Previous slide' }).click();
    const lastStart = Math.floor((items.length - 1) / 4) * 4;
    await expect
      .poll(visibleNames)
      .toEqual(items.slice(lastStart, lastStart + 4).map((i) => i.name));
    await slider.getByRole('link', { name: 'Next slide' }).click();
    await expect.poll(visibleNames).toEqual(items.slice(0, 4).map((i) => i.name));
    await context.close();
  });

  it('works with the keyboard alone at phone width: burger menu and the form', async () => {
    const { context, page } = await openPage(browser, site, { viewport: PHONE });
    await page.goto(`${site.url}/`);
    await hydrated(page);
    const burger = page.getByRole('button', { name: 'Open the menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.isVisible()).toBe(false);
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Close the menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await screenshot(page, 'public-menu-open-en-375');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'site-menu',
    );

    // Open it again and follow a link with Tab and Enter.
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    let label = '';
    for (let i = 0; i < 12 && label !== 'Contact'; i++) {
      await page.keyboard.press('Tab');
      label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(label).toBe('Contact');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/contact-us`);
    await expect.poll(() => menu.isVisible()).toBe(false);

    // The form, by keyboard: focus the first field and type through it.
    await page.getByLabel('Name').focus();
    const typed = ['Ko Zaw', 'Founder', 'Zaw Print House'];
    for (const text of typed) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('ArrowDown'); // Mode of contact: Email…
    await page.keyboard.press('ArrowDown'); // …then Phone
    await page.keyboard.press('Tab');
    await page.keyboard.type('09 777 888 999');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Appointment for: first option
    // Past the free times (each day's fold, then "no time suits me", chosen already).
    let field = '';
    for (let i = 0; i < 12 && field !== 'message'; i++) {
      await page.keyboard.press('Tab');
      field = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
    }
    expect(field).toBe('message');
    await page.keyboard.type('Please call me about a coaching programme.');
    await page.keyboard.press('Tab'); // the agree box, checked by default
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Our team will contact you soon!');
    expect((await appointments())[0]).toMatchObject({
      name: 'Ko Zaw',
      mode_of_contact: 'Phone',
      contact_information: '09 777 888 999',
      appointment_for: 'One on One Coaching',
    });
    await context.close();
  });
});
