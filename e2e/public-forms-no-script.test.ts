import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './admin-helpers.ts';
import {
  ADMIN,
  DESKTOP,
  type Site,
  launchBrowser,
  screenshotInView,
  startSite,
} from './harness.ts';

type Row = Record<string, unknown>;
/** The width the screenshots of the answers are looked at (a small phone). */
const PHONE_390 = { width: 390, height: 844 };

/**
 * The public forms with JavaScript off: real HTML forms posted to their page's route
 * action, answered with the spec's message, each submission stored once even when the
 * button is pressed twice or the answer reloaded.
 */
describe('public forms without scripts', () => {
  let site: Site;
  let browser: Browser;
  let token: string;
  let visitors = 0;
  beforeAll(async () => {
    // Each browser context is a visitor of its own address (X-Forwarded-For behind a
    // trusted proxy): the forms' limit of 30 writes a minute is per visitor.
    [site, browser] = await Promise.all([
      startSite({ demo: true, env: { TRUST_PROXY: '1' } }),
      launchBrowser(),
    ]);
    token = site.token;
    // A server just started may turn its first request away: sign in again if so.
    for (let tries = 0; !token && tries < 10; tries++) {
      const signIn = await fetch(`${site.url}/api/token`, {
        method: 'POST',
        body: new URLSearchParams(ADMIN),
      });
      if (signIn.ok) token = ((await signIn.json()) as { access_token: string }).access_token;
      else await new Promise((r) => setTimeout(r, 500));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function noScriptPage(language: 'en' | 'mm', viewport = DESKTOP) {
    visitors += 1;
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.9.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }
  async function list(path: string) {
    const response = await site.api(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, `GET /api${path}`).toBe(200);
    return (await response.json()) as Row[];
  }
  const named = async (path: string, name: string) =>
    (await list(path)).filter((row) => row.name === name);

  const APPOINTMENT_LABELS = {
    en: {
      name: 'Name',
      role: 'Role',
      business: 'Business',
      mode: 'Mode of contact',
      contact: 'Contact information',
      message: 'Message',
      send: 'Send request',
      success: 'Our team will contact you soon!',
      invalidEmail: 'Please enter a valid email address.',
    },
    mm: {
      name: 'အမည်',
      role: 'ရာထူး',
      business: 'လုပ်ငန်း',
      mode: 'ဆက်သွယ်ရန် နည်းလမ်း',
      contact: 'ဆက်သွယ်ရန် အချက်အလက်',
      message: 'စာတို',
      send: 'တောင်းဆိုချက် ပို့ရန်',
      success: 'ကျွန်ုပ်တို့အဖွဲ့မှ မကြာမီ ဆက်သွယ်ပါမည်!',
      invalidEmail: 'မှန်ကန်သော အီးမေးလ်လိပ်စာကို ထည့်ပါ။',
    },
  } as const;

  async function fillAppointment(page: Page, language: 'en' | 'mm', name: string, contact: string) {
    const l = APPOINTMENT_LABELS[language];
    const form = page.locator('form.appointment-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=role]').fill('Director');
    await form.locator('[name=business]').fill('Golden Teak Co.');
    await form.getByLabel(l.mode).selectOption('Email');
    await form.getByLabel(l.contact).fill(contact);
    await form.getByLabel(l.message).fill('We would like to talk.');
    return form;
  }

  const APPOINTMENT_PAGES = [
    ['/one-on-one-coaching', 'One on One Coaching', 'en'],
    ['/team-coaching', 'Team Coaching', 'mm'],
    ['/trainings', 'Training', 'en'],
    ['/meet-mung', 'Collaboration', 'mm'],
    ['/blogs', '', 'en'],
    ['/contact-us', '', 'mm'],
  ] as const;

  it.each(APPOINTMENT_PAGES)(
    'books an appointment from %s (preset %s) in %s',
    async (path, preset, language) => {
      const { context, page } = await noScriptPage(language);
      await page.goto(`${site.url}${path}`);
      const l = APPOINTMENT_LABELS[language];
      const name = `No-script ${path} ${language}`;
      let form = await fillAppointment(page, language, name, 'guest@example.com');
      if (!preset) await form.locator('select[name=appointment_for]').selectOption('Training');
      else expect(await form.locator('select[name=appointment_for]').inputValue()).toBe(preset);
      await form.getByRole('button', { name: l.send }).click();
      await page.waitForLoadState('load');
      form = page.locator('form.appointment-form');
      expect(await form.getByRole('status').textContent()).toBe(l.success);
      // Sent: the form is empty again (the page's preset kept).
      expect(await form.locator('[name=name]').inputValue()).toBe('');
      // A reload of the answer sends the same form again: it is not stored twice.
      await page.reload();
      expect(await page.locator('form.appointment-form').getByRole('status').textContent()).toBe(
        l.success,
      );
      const stored = await named('/appointments', name);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        contact_information: 'guest@example.com',
        appointment_for: preset || 'Training',
        mode_of_contact: 'Email',
      });
      await context.close();
    },
  );

  it('stores a double-clicked appointment once, and keeps the fields on a refusal', async () => {
    const { context, page } = await noScriptPage('mm', PHONE_390);
    await page.goto(`${site.url}/one-on-one-coaching`);
    const l = APPOINTMENT_LABELS.mm;
    const name = 'နှစ်ချက်နှိပ် ဧည့်သည်';
    let form = await fillAppointment(page, 'mm', name, 'not-an-email');
    await form.getByRole('button', { name: l.send }).click();
    await page.waitForLoadState('load');
    form = page.locator('form.appointment-form');
    expect(await form.getByRole('alert').textContent()).toBe(l.invalidEmail);
    // What the visitor typed is still there, to fix and send.
    expect(await form.locator('[name=name]').inputValue()).toBe(name);
    expect(await form.getByLabel(l.contact).inputValue()).toBe('not-an-email');
    expect(await form.getByLabel(l.mode).inputValue()).toBe('Email');
    await screenshotInView(page, 'forms-appointment-error-mm-390');
    expect(await named('/appointments', name)).toHaveLength(0);

    await form.getByLabel(l.contact).fill('guest@example.com');
    await form.getByRole('button', { name: l.send }).dblclick();
    await page.waitForLoadState('load');
    await page.locator('form.appointment-form').getByRole('status').getByText(l.success).waitFor();
    await screenshotInView(page, 'forms-appointment-sent-mm-390');
    expect(await named('/appointments', name)).toHaveLength(1);
    await context.close();
  });

  it.each(['en', 'mm'] as const)(
    'shares a testimonial with a photo in %s, stored once',
    async (language) => {
      const t = {
        en: {
          photo: /^Photo/,
          noPhoto: 'Please select a photo',
          success: 'Thanks for sharing your transformation. Admin will approve soon!',
        },
        mm: {
          photo: /^ဓာတ်ပုံ/,
          noPhoto: 'ကျေးဇူးပြု၍ ဓာတ်ပုံတစ်ပုံ ရွေးချယ်ပါ',
          success: 'သင့်ပြောင်းလဲမှုကို မျှဝေပေးသည့်အတွက် ကျေးဇူးတင်ပါသည်။ စီမံသူမှ မကြာမီ အတည်ပြုပေးပါမည်!',
        },
      }[language];
      const { context, page } = await noScriptPage(language, PHONE_390);
      await page.goto(`${site.url}/testimonial`);
      const name = `Photo sharer ${language}`;
      const fill = async () => {
        const form = page.locator('form.testimonial-form');
        await form.locator('[name=name]').fill(name);
        await form.locator('[name=organization]').fill('Shwe Co.');
        await form.locator('[name=role]').fill('Founder');
        await form.locator('[name=programs]').fill('NLP');
        await form.locator('[name=differences]').fill('We meet less and decide more.');
        await form.locator('[name=take_away]').fill('Clear goals.');
        return form;
      };
      // Without a photo: refused, with the spec's message, the story kept.
      let form = await fill();
      await form.locator('button[type=submit]').click();
      await page.waitForLoadState('load');
      form = page.locator('form.testimonial-form');
      expect(await form.getByRole('alert').textContent()).toContain(t.noPhoto);
      expect(await form.locator('[name=differences]').inputValue()).toBe(
        'We meet less and decide more.',
      );
      await screenshotInView(page, `forms-testimonial-error-${language}-390`);

      await form.getByLabel(t.photo).setInputFiles(pngFile('me.png'));
      await form.locator('button[type=submit]').dblclick();
      await page.waitForLoadState('load');
      await page
        .locator('form.testimonial-form')
        .getByRole('status')
        .getByText(t.success)
        .waitFor();
      await screenshotInView(page, `forms-testimonial-sent-${language}-390`);
      await page.reload();
      await page.waitForLoadState('load');
      expect(await page.locator('body').innerText()).toContain(t.success);
      const stored = await named('/testimonials', name);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ organization: 'Shwe Co.', is_published: false });
      expect((await fetch(`${site.url}/api/files/${String(stored[0]!.photo)}`)).status).toBe(200);
      await context.close();
    },
  );

  it.each(['en', 'mm'] as const)(
    'orders with a receipt in %s: BUY NOW, checkout, the shop says so; stored once',
    async (language) => {
      const [product] = await list('/products');
      const t = {
        en: {
          buy: `Buy now: ${String(product!.heading)}`,
          place: 'Place order',
          noReceipt: 'Please upload a receipt.',
          success: 'Order placed successfully!',
        },
        mm: {
          buy: `ယခု ဝယ်ယူရန်: ${String(product!.heading_mm)}`,
          place: 'မှာယူရန်',
          noReceipt: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။',
          success: 'မှာယူမှု အောင်မြင်ပါသည်!',
        },
      }[language];
      const { context, page } = await noScriptPage(language, PHONE_390);
      await page.goto(`${site.url}/shops`);
      await page.getByRole('link', { name: t.buy }).click();
      await page.waitForURL(`${site.url}/shops/checkout/${String(product!.id)}`);
      const name = `Receipt buyer ${language}`;
      const form = () => page.locator('form.checkout-form');
      await form().locator('[name=name]').fill(name);
      await form().locator('[name=phone_number]').fill('09 555 0101');
      await form().locator('[name=email]').fill('buyer@example.com');
      await form().locator('[name=address]').fill('1 Pyay Road, Yangon');
      await form().locator('[name=quantity]').fill('2');
      await form().getByRole('button', { name: t.place }).click();
      await page.waitForLoadState('load');
      expect(await form().getByRole('alert').textContent()).toContain(t.noReceipt);
      expect(await form().locator('[name=quantity]').inputValue()).toBe('2');
      expect(await form().locator('[name=address]').inputValue()).toBe('1 Pyay Road, Yangon');
      await screenshotInView(page, `forms-checkout-error-${language}-390`);

      await form().locator('[name=receipt]').setInputFiles(pngFile('receipt.png'));
      await form().getByRole('button', { name: t.place }).dblclick();
      // The answer's address keeps the form's #checkout-answer: a browser carries it over a
      // redirect. It is the order's own page; a second click's answer, when it comes after
      // the first was stored, knows only that it was, and says so on the shop. The second
      // click aborts the first click's navigation, so the answer is waited for by what it
      // says (a wait for the address would meet that aborted navigation), then its address.
      await page.getByRole('status').getByText(t.success).waitFor();
      expect(page.url()).toMatch(
        new RegExp(`^${site.url}/(orders/[\\w-]+|shops)\\?ordered=1(#|$)`),
      );
      await screenshotInView(page, `forms-checkout-sent-${language}-390`);
      await page.reload();
      await page.getByRole('status').getByText(t.success).waitFor();
      const orders = await named('/payments', name);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        product_name: product!.heading,
        quantity: 2,
        amount: Number(product!.price) * 2,
      });
      // The receipt is private, as one sent through the API.
      expect((await site.api(`/files/${String(orders[0]!.receipt_photo)}`)).status).toBe(401);
      await context.close();
    },
  );
});
