import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage, expectStatus, pngFile, row } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, launchBrowser, screenshot, startSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;

/**
 * The site's least fill time: longer than the default 3 s, so that a robot's form is well
 * inside it even on a busy test machine (the server may take seconds to answer there).
 */
const LEAST_FILL_SECONDS = 8;
/** Each test waits out a person's pace at least once, on a machine others share. */
const TEST_MS = 180_000;
/** A person's pace: longer than the least fill time between starting the form and sending it. */
const PERSON_MS = LEAST_FILL_SECONDS * 1000 + 500;
const ROBOT_SITE = 'https://cheap-pills.example';

/**
 * The spam trap as visitors and the owner meet it, on a site that checks the time a form
 * takes (the other browser tests' sites check none): a person's request is stored as
 * ever; a robot, which fills the hidden `website` field or sends at once, is answered
 * exactly as a person and lands under the back office's Spam filter, from which the owner
 * puts it back. With scripts off (the HTML forms) and on (sent in place).
 */
describe('the spam trap', () => {
  let site: Site;
  let browser: Browser;
  let product: Row;
  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startSite({ demo: true, env: { SPAM_MIN_FILL_SECONDS: String(LEAST_FILL_SECONDS) } }),
      launchBrowser(),
    ]);
    product = ((await (await site.api('/products')).json()) as Row[])[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** The admin's list of a resource: the default one, or its spam (`?spam=true`). */
  async function names(slug: string, spam = false) {
    const response = await site.api(`/${slug}${spam ? '?spam=true' : ''}`, { admin: true });
    expect(response.status).toBe(200);
    return ((await response.json()) as Row[]).map((r) => r.name);
  }

  async function visitor(scripts: boolean) {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: scripts });
    const page = await context.newPage();
    return { context, page };
  }
  /** Opens a page; with scripts, waits until the forms are theirs. */
  async function open(page: Page, path: string, scripts: boolean) {
    await page.goto(`${site.url}${path}`);
    if (scripts) await hydrated(page);
  }
  /** Fills the hidden field as a robot does, whatever it looks like to people. */
  const fillTrap = (page: Page, form: string) =>
    page.locator(`form.${form} [name=website]`).fill(ROBOT_SITE, { force: true });

  /**
   * Waits until the appointment form has been in a person's hands long enough. With
   * scripts, the form asks for its signed stamp (the moment, in ms, before the dot) when the
   * visitor starts filling it, and the server judges the stamp's age: wait until it is
   * older than a person's pace. Without scripts the form sends no stamp, so the server has
   * no time to judge and there is nothing to wait for.
   */
  async function personsPace(page: Page, scripts: boolean) {
    const stamp = page.locator('form.appointment-form [name=form_started]');
    if (!scripts) {
      expect(await stamp.inputValue()).toBe('');
      return;
    }
    await page.waitForFunction((least) => {
      const input = document.querySelector<HTMLInputElement>(
        'form.appointment-form [name=form_started]',
      );
      return !!input?.value && Date.now() - Number(input.value.split('.')[0]) >= least;
    }, PERSON_MS);
  }

  async function sendAppointment(
    page: Page,
    name: string,
    { robot = false, person }: { robot?: boolean; person?: { scripts: boolean } } = {},
  ) {
    const form = page.locator('form.appointment-form');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Role').fill('Director');
    await form.getByLabel('Business').fill('Golden Teak Co.');
    await form.getByLabel('Mode of contact').selectOption('Phone');
    await form.getByLabel('Contact information').fill('09 555 0101');
    await form.getByLabel('Appointment for').selectOption('Training');
    await form.getByLabel('Message').fill('We would like to talk.');
    if (robot) await fillTrap(page, 'appointment-form');
    if (person) await personsPace(page, person.scripts);
    await form.getByRole('button', { name: 'Send request' }).click();
    await page
      .locator('form.appointment-form')
      .getByRole('status')
      .getByText('Our team will contact you soon!')
      .waitFor();
  }

  /**
   * A robot that runs the page's scripts: it moves into the form (the form asks for its
   * stamp), sets every field at once and sends it, as fast as the page lets it (the click
   * comes after the page has taken in the values).
   */
  async function sendAppointmentAtOnce(page: Page, name: string) {
    const form = page.locator('form.appointment-form');
    await form.evaluate(
      (element, fields) => {
        const formElement = element as HTMLFormElement;
        formElement.querySelector('input')!.focus();
        for (const [field, value] of Object.entries(fields)) {
          const input = formElement.elements.namedItem(field) as HTMLInputElement;
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      {
        name,
        role: 'Director',
        business: 'Golden Teak Co.',
        mode_of_contact: 'Phone',
        contact_information: '09 555 0101',
        appointment_for: 'Training',
        message: 'We would like to talk.',
      },
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByRole('status').getByText('Our team will contact you soon!').waitFor();
  }

  async function sendTestimonial(page: Page, name: string) {
    const form = page.locator('form.testimonial-form');
    await form.getByLabel('Name').fill(name);
    await form.locator('[name=organization]').fill('Spam Ltd');
    await form.locator('[name=role]').fill('Owner');
    await form.locator('[name=programs]').fill('Training');
    await form.locator('[name=differences]').fill('Buy now.');
    await form.locator('[name=take_away]').fill('Buy now.');
    await form.getByLabel(/^Photo/).setInputFiles(pngFile('me.png'));
    await fillTrap(page, 'testimonial-form');
    await form.locator('button[type=submit]').click();
    await page
      .locator('form.testimonial-form')
      .getByRole('status')
      .getByText('Thanks for sharing your transformation. Admin will approve soon!')
      .waitFor();
  }

  async function sendOrder(page: Page, name: string) {
    const form = page.locator('form.checkout-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=phone_number]').fill('09 555 0101');
    await form.locator('[name=email]').fill('robot@example.com');
    await form.locator('[name=address]').fill('Nowhere');
    await form.locator('[name=receipt]').setInputFiles(pngFile('receipt.png'));
    await fillTrap(page, 'checkout-form');
    await form.getByRole('button', { name: 'Place order' }).click();
    // Answered as any order is: its own page, "Order placed successfully!".
    await page.waitForURL(new RegExp(`^${site.url}/orders/[\\w-]+\\?ordered=1(#|$)`));
    await page.getByRole('status').getByText('Order placed successfully!').waitFor();
  }

  it.each([
    ['off', false],
    ['on', true],
  ])(
    'scripts %s: a person is stored; a robot filling website gets the same answer, as spam',
    async (label, scripts) => {
      const { context, page } = await visitor(scripts);
      // The hidden field is out of sight, out of the tab order and out of the accessibility tree.
      await open(page, '/contact-us', scripts);
      const trap = page.locator('form.appointment-form [name=website]');
      expect(await trap.getAttribute('tabindex')).toBe('-1');
      expect(await trap.getAttribute('autocomplete')).toBe('off');
      expect(
        await page.locator('form.appointment-form .form-trap').getAttribute('aria-hidden'),
      ).toBe('true');
      const box = await page.locator('form.appointment-form .form-trap').boundingBox();
      expect(box!.width * box!.height).toBeLessThanOrEqual(1);

      const person = `Person, scripts ${label}`;
      await sendAppointment(page, person, { person: { scripts } });
      const robot = `Robot, scripts ${label}`;
      await open(page, '/contact-us', scripts);
      await sendAppointment(page, robot, { robot: true });
      await open(page, '/testimonial', scripts);
      await sendTestimonial(page, robot);
      await open(page, `/shops/checkout/${String(product.id)}`, scripts);
      await sendOrder(page, robot);
      await context.close();

      expect(await names('appointments')).toContain(person);
      expect(await names('appointments', true)).not.toContain(person);
      for (const slug of ['appointments', 'testimonials', 'payments']) {
        expect(await names(slug), slug).not.toContain(robot);
        expect(await names(slug, true), slug).toContain(robot);
      }
      // Published by mistake, the spam still never shows on the site.
      const [story] = (await (
        await site.api('/testimonials?spam=true', { admin: true })
      ).json()) as Row[];
      await site.api(`/testimonials/${String(story!.id)}/publish`, { method: 'PUT', admin: true });
      const shown = (await (await site.api('/testimonials')).json()) as Row[];
      expect(shown.map((r) => r.name)).not.toContain(robot);
    },
    TEST_MS,
  );

  it(
    'scripts on: a form sent at once, faster than anyone types, is spam; one filled at a person’s pace is not',
    async () => {
      const { context, page } = await visitor(true);
      await open(page, '/one-on-one-coaching', true);
      await sendAppointmentAtOnce(page, 'Hasty robot');
      await open(page, '/one-on-one-coaching', true);
      await sendAppointment(page, 'Careful person', { person: { scripts: true } });
      await context.close();
      expect(await names('appointments', true)).toContain('Hasty robot');
      expect(await names('appointments')).not.toContain('Hasty robot');
      expect(await names('appointments')).toContain('Careful person');
    },
    TEST_MS,
  );

  it(
    'the owner sees spam only under the Spam filter, in both languages, and puts it back',
    async () => {
      const robot = 'Robot, scripts off';
      for (const language of ['en', 'mm'] as const) {
        const { context, page } = await adminPage(browser, site, { language });
        await page.goto(`${site.url}/admin/appointments?spam=true`);
        await row(page, robot).waitFor();
        for (const [size, viewport] of [
          ['1366', DESKTOP],
          ['390', PHONE],
        ] as const) {
          await page.setViewportSize(viewport);
          await screenshot(page, `admin-spam-appointments-${language}-${size}`);
        }
        await context.close();
      }

      const { context, page } = await adminPage(browser, site, { language: 'en' });
      for (const slug of ['appointments', 'payments', 'testimonials']) {
        await page.goto(`${site.url}/admin/${slug}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForFunction(() => !document.querySelector('.a-loading'));
        expect(await row(page, robot).count(), slug).toBe(0);
        await page.getByLabel('Spam', { exact: true }).selectOption({ label: 'Spam only' });
        await page.getByRole('button', { name: 'Apply Filters' }).click();
        await page.waitForURL(/[?&]spam=true/);
        await row(page, robot).getByRole('button', { name: 'Not spam' }).click();
        await expectStatus(page, 'Marked as not spam: it is back in the list');
        await expect.poll(() => row(page, robot).count()).toBe(0);
        await page.getByRole('button', { name: 'Clear Filters' }).click();
        await row(page, robot).waitFor();
        expect(await names(slug)).toContain(robot);
      }
      await context.close();
    },
    TEST_MS,
  );
});
