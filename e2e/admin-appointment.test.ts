import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site, screenshot } from './harness.ts';
import {
  bookTime,
  confirmDelete,
  expectAlert,
  expectStatus,
  row,
  useAdminSite,
  EVERY_LOOK_MS,
  inEveryLook,
} from './admin-helpers.ts';

type Item = Record<string, unknown>;

/** Longer than the list's three lines: its last words are only on the request's screen. */
const LONG_MESSAGE = [
  'We are a family rice trading business with 40 staff in Yangon and Mandalay.',
  '',
  'Since my father retired, the managers wait for me on every decision,',
  'and meetings run late. I would like coaching for myself first,',
  'then for the four managers as a team.',
  '',
  '  - Could we start in the second week of next month?',
  '  - Mornings suit me best.',
  '',
  'Last line: please call after 5 pm.',
].join('\n');

async function request(site: Site, body: Item) {
  const response = await site.api('/appointment', {
    method: 'POST',
    body: JSON.stringify({
      role: 'Managing Director',
      business: 'Shwe Rice Trading',
      appointment_for: 'One on One Coaching',
      message: 'Hello',
      ...body,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const stored = async (site: Site, id: number) => {
  const response = await site.api(`/appointments/${id}`, { admin: true });
  return { status: response.status, body: (await response.json()) as Item };
};

/** How far the page is wider than the window (0 when nothing sticks out sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * One appointment request on its own screen (/admin/appointments/{id}): opened from the
 * list, the whole message and the contact a tap away, the owner's note, resolve and its
 * undo, delete to the trash; a booked time shown in the site's time zone; at phone and
 * desktop sizes in both languages.
 */
describe('back office: an appointment request on its own screen', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  useAdminSite({ demo: false }, (opened) => {
    ({ site, browser, page } = opened);
  });

  it('opens from the list; the whole message, the contact link, a note, resolve and undo, delete', async () => {
    const id = await request(site, {
      name: 'Daw Hnin Wai',
      mode_of_contact: 'Viber',
      contact_information: '09 777 123 456',
      message: LONG_MESSAGE,
    });

    await page.goto(`${site.url}/admin/appointments`);
    // The list cuts the message to three lines.
    const cut = row(page, 'Daw Hnin Wai').locator('.a-cell-long');
    expect(await cut.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // The name and an Open button both lead to the request's own screen.
    const open = row(page, 'Daw Hnin Wai').getByRole('link', { name: 'Open Daw Hnin Wai' });
    expect(await open.getAttribute('href')).toBe(`/admin/appointments/${id}`);
    await row(page, 'Daw Hnin Wai')
      .getByRole('link', { name: 'Daw Hnin Wai', exact: true })
      .click();
    await page.waitForURL(`${site.url}/admin/appointments/${id}`);
    await page
      .getByRole('heading', { level: 1, name: 'Appointment request from Daw Hnin Wai' })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByText(`Appointment ${id}`)
      .waitFor();

    // The whole message, its line breaks and indents as typed, nothing hidden.
    const message = page.locator('.a-message');
    expect(await message.textContent()).toBe(LONG_MESSAGE);
    expect(await message.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await message.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    await page.getByText('Last line: please call after 5 pm.').waitFor();
    for (const text of ['Managing Director', 'Shwe Rice Trading', 'One on One Coaching', 'Viber']) {
      await page.locator('.a-facts').getByText(text, { exact: true }).waitFor();
    }
    const contact = page.getByRole('link', { name: '09 777 123 456' });
    expect(await contact.getAttribute('href')).toBe('viber://chat?number=%2B959777123456');

    // The note: saved, and there after a reload; the visitor's record is otherwise as sent.
    const note = page.getByLabel('Note (only the back office sees it)');
    await note.fill('Called back on 12 March.\nPrefers mornings.');
    await page.getByRole('button', { name: 'Save the note' }).click();
    await expectStatus(page, 'The note is saved.');
    expect((await stored(site, id)).body.note).toBe('Called back on 12 March.\nPrefers mornings.');
    await page.reload();
    await expect.poll(() => note.inputValue()).toBe('Called back on 12 March.\nPrefers mornings.');

    // Resolve, then undo it: the badge, the button and the stored flag follow.
    await page.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expectStatus(page, 'Appointment resolved successfully');
    await page.locator('.a-facts').getByText('Resolved', { exact: true }).waitFor();
    expect((await stored(site, id)).body.resolved).toBe(true);
    await page.getByRole('button', { name: 'Undo resolve' }).click();
    await expectStatus(page, 'The appointment is open again.');
    await page.locator('.a-facts').getByText('Not Resolved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resolve', exact: true }).waitFor();
    expect((await stored(site, id)).body.resolved).toBe(false);

    // Delete asks first; then the list says so, and the request waits in the trash.
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this appointment?');
    await page.waitForURL(`${site.url}/admin/appointments`);
    await expectStatus(page, 'Appointment deleted successfully');
    expect(await row(page, 'Daw Hnin Wai').count()).toBe(0);
    expect((await stored(site, id)).status).toBe(404);
    const trash = (await (await site.api('/trash', { admin: true })).json()) as Item[];
    expect(trash).toContainEqual(
      expect.objectContaining({ resource: 'appointments', id, title: 'Daw Hnin Wai' }),
    );
  });

  it('an email is a mailto: link, WhatsApp a wa.me link, Other plain text', async () => {
    const cases: [mode: string, contact: string, href: string | null][] = [
      ['Email', 'thida@example.com', 'mailto:thida@example.com'],
      ['WhatsApp', '+95 9 450 111 222', 'https://wa.me/959450111222'],
      ['Phone', '09 450 111 333', 'tel:09450111333'],
      ['Other', 'Ask for Thida at reception', null],
    ];
    for (const [mode, contact, href] of cases) {
      const id = await request(site, {
        name: `Thida ${mode}`,
        mode_of_contact: mode,
        contact_information: contact,
      });
      await page.goto(`${site.url}/admin/appointments/${id}`);
      const shown = page.locator('.a-facts').getByText(contact, { exact: true });
      await shown.waitFor();
      expect(await shown.evaluate((el) => el.closest('a')?.getAttribute('href') ?? null)).toBe(
        href,
      );
    }
  });

  it('shows a booked time in the site’s time zone, and keeps the request while it is booked', async () => {
    const id = await request(site, {
      name: 'U Kyaw Booked',
      mode_of_contact: 'Phone',
      contact_information: '09 420 000 111',
    });
    bookTime(site, id, 'booked');
    await page.goto(`${site.url}/admin/appointments/${id}`);
    // 03:30 UTC is 10:00 in Yangon.
    const booked = page.locator('.a-booked-time');
    await booked.getByText('Tuesday, 5 March 2030', { exact: false }).waitFor();
    expect(await booked.textContent()).toContain('10:00');
    await booked.getByText('Booked, to confirm').waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this appointment?');
    await expectAlert(page, 'This appointment holds a booked time. Cancel the booking first');
    expect(page.url()).toBe(`${site.url}/admin/appointments/${id}`);
    expect((await stored(site, id)).status).toBe(200);

    // The booked time's own buttons: Confirm moves it on, and the screen says so.
    await booked.getByRole('button', { name: 'Confirm' }).click();
    await booked.getByText('Confirmed', { exact: true }).waitFor();
    expect((await stored(site, id)).body.booking).toBe('confirmed');
  });

  it(
    'screenshots at phone and desktop sizes, in English and Burmese, none wider than the screen',
    async () => {
      const id = await request(site, {
        name: 'ဒေါ်ခင်မာလာ',
        role: 'ဥက္ကဋ္ဌ',
        business: 'ရွှေမြို့တော် ကုန်သွယ်ရေး ကုမ္ပဏီ လီမိတက်',
        mode_of_contact: 'WhatsApp',
        contact_information: '+95 9 777 888 999',
        appointment_for: 'Team Coaching',
        message: `${LONG_MESSAGE}\n\nမန်နေဂျာ လေးဦးအတွက် အဖွဲ့လိုက် နည်းပြမှုကို စိတ်ဝင်စားပါသည်။`,
      });
      bookTime(site, id, 'booked');
      const noted = await site.api(`/appointments/${id}/note`, {
        method: 'PUT',
        admin: true,
        body: JSON.stringify({ note: 'ဖုန်းဆက်ပြီး။ နံနက်ပိုင်းကို ပိုနှစ်သက်သည်။' }),
      });
      expect(noted.status).toBe(200);
      await inEveryLook(browser, site, async (look, { language, size }) => {
        await look.goto(`${site.url}/admin/appointments/${id}`);
        await look
          .getByRole('heading', {
            level: 1,
            name:
              language === 'en'
                ? 'Appointment request from ဒေါ်ခင်မာလာ'
                : 'ဒေါ်ခင်မာလာ ၏ ချိန်းဆိုမှု တောင်းဆိုချက်',
          })
          .waitFor();
        await look
          .getByRole('button', { name: language === 'en' ? 'Save the note' : 'မှတ်စု သိမ်းရန်' })
          .waitFor();
        expect(await overflow(look), `${language} ${size}`).toBeLessThanOrEqual(0);
        await look.evaluate(() => document.fonts.ready);
        await screenshot(look, `admin-appointment-${size}-${language}`);
      });
    },
    EVERY_LOOK_MS,
  );
});
