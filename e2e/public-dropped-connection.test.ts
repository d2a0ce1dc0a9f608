import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { createSchema, dropSchema } from '../apps/api/src/db/connect.ts';
import { distinctPng } from './admin-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  screenshot,
  screenshotInView,
  useMailingSite,
} from './harness.ts';
import { demoOrders, hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;
const POSTGRES_URL = process.env.TEST_POSTGRES_URL;
const OWNER = 'owner@example.com';
const DAY = 86_400_000;
const RETRYING = {
  en: 'Connection lost, trying again…',
  mm: 'ချိတ်ဆက်မှု ပြတ်သွားပါသည်၊ ထပ်မံ ကြိုးစားနေပါသည်…',
};

/** What a test saw of one request's sends: tries, their one-time keys, answers replayed. */
interface Sends {
  tries: number;
  keys: Set<string | undefined>;
  replayed: number;
}

/** The pages whose phone has its connection back after each lost send, from `backOnline`. */
const online = new WeakSet<Page>();

/**
 * The phone telling the page it is online again, as one whose connection comes back does,
 * now and after each send lost from here on: the form's wait before its next try then ends
 * (send-again.ts) rather than after its back-off of seconds. Called once the test has seen
 * "Connection lost, trying again…", which a quick next try would take away. A tell that
 * finds the page not waiting does nothing: only how long a try waits depends on it.
 */
function backOnline(page: Page) {
  online.add(page);
  void tellOnline(page);
}

async function tellOnline(page: Page) {
  if (!online.has(page)) return;
  // A few times: the page may not be waiting yet when a lost send is just answered.
  for (const ms of [0, 50, 200, 750]) {
    await sleep(ms);
    if (page.isClosed()) return;
    await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => {});
  }
}

/**
 * Loses a POST's first sends as a weak connection does: the first `lost` never reach the
 * site; the next `answerLost` reach it and are answered, but the answer never reaches the
 * browser (the request sent on, then the browser told the connection dropped); the rest
 * go through. `hold`: every send is lost while it says so.
 */
async function dropFirst(
  page: Page,
  address: RegExp,
  {
    lost = 0,
    answerLost = 0,
    hold = () => false,
  }: { lost?: number; answerLost?: number; hold?: () => boolean } = {},
): Promise<Sends> {
  const sends: Sends = { tries: 0, keys: new Set(), replayed: 0 };
  await page.route(address, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sends.tries += 1;
    sends.keys.add(route.request().headers()['idempotency-key']);
    if (hold()) return route.abort('internetdisconnected');
    if (sends.tries <= lost) {
      await route.abort('internetdisconnected');
      return void tellOnline(page);
    }
    const response = await route.fetch();
    if (response.headers()['idempotent-replayed'] === 'true') sends.replayed += 1;
    if (sends.tries <= lost + answerLost) {
      await route.abort('connectionreset');
      return void tellOnline(page);
    }
    return route.fulfill({ response });
  });
  return sends;
}

/** Every send of one submission carried one key, and the lost answer came back replayed. */
function expectOneSubmission(sends: Sends, tries: number, replayed: number) {
  expect(sends.tries).toBe(tries);
  expect(sends.keys.size).toBe(1);
  expect([...sends.keys][0]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  expect(sends.replayed).toBe(replayed);
}

const kinds = ['sqlite', ...(POSTGRES_URL ? ['postgres'] : [])];

/**
 * A dropped connection loses nothing and doubles nothing (issue 45, item 3): the public
 * forms with scripts, their uploads and posts lost on the way, or stored with their answer
 * lost. Each form says "Connection lost, trying again…", tries again with the same
 * one-time key, and the site stores one record and sends one email; a reload in the middle
 * keeps what was typed and the picture uploaded, and its send is the same submission. On
 * SQLite, and on PostgreSQL with TEST_POSTGRES_URL.
 */
describe.each(kinds)('a dropped connection on %s', (kind) => {
  const schema = `e2e_dropped_${randomBytes(4).toString('hex')}`;
  const postgres =
    kind === 'postgres'
      ? `${POSTGRES_URL}${POSTGRES_URL!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined;
  if (postgres) {
    // Registered before the site's hooks: made before it starts, dropped after it stops.
    beforeAll(() => createSchema(POSTGRES_URL!, schema));
    afterAll(() => dropSchema(POSTGRES_URL!, schema));
  }
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  let visitors = 0;
  useMailingSite(
    {
      demo: true,
      env: {
        NOTIFY_EMAIL: OWNER,
        TRUST_PROXY: '1',
        ...(postgres && { DATABASE_URL: postgres }),
      },
    },
    (s, b, m) => {
      site = s;
      browser = b;
      smtp = m;
    },
  );

  /** Rows of the site's database, on either kind. */
  async function select(query: string): Promise<Row[]> {
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      try {
        return (await client.query(query)).rows as Row[];
      } finally {
        await client.end();
      }
    }
    const db = new SQLite(site.databaseFile, { readonly: true });
    try {
      db.pragma('busy_timeout = 5000');
      return db.prepare(query).all() as Row[];
    } finally {
      db.close();
    }
  }
  const mailsTo = async (address: string) =>
    Number(
      (await select(`select count(*) as n from mail_outbox where recipient = '${address}'`))[0]!.n,
    );
  const admin = async (path: string) => {
    const answer = await site.api(path, { admin: true });
    expect(answer.status, path).toBe(200);
    return (await answer.json()) as Row[] & Row;
  };

  async function visitor(language: 'en' | 'mm', viewport = PHONE) {
    visitors += 1;
    const context = await browser.newContext({
      viewport,
      extraHTTPHeaders: { 'x-forwarded-for': `10.45.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }
  const receipt = async (name = 'receipt.png') => ({
    name,
    mimeType: 'image/png',
    buffer: await distinctPng(),
  });

  async function openCheckout(page: Page) {
    const [product] = (await (await site.api('/products')).json()) as Row[];
    await page.goto(`${site.url}/shops/checkout/${String(product!.id)}`);
    await hydrated(page);
  }
  async function fillCheckout(page: Page, email: string) {
    await page.locator('#field-name').fill('Ma Hla');
    await page.locator('#field-phone_number').fill('09 777 123 456');
    await page.locator('#field-email').fill(email);
    await page.locator('#field-address').fill('No. 12, Inya Road, Yangon');
    await page.locator('#field-quantity').fill('2');
  }
  const ordersOf = async (email: string) =>
    (await admin('/payments')).filter((order) => order.email === email);
  const draftsKept = (page: Page) =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')));

  it('places one order through a lost upload and a lost answer: one order, one email, one success', async () => {
    const email = `dropped-${kind}@example.com`;
    const { context, page } = await visitor('en');
    await openCheckout(page);
    const uploads = await dropFirst(page, /\/api\/files/, { lost: 2 });
    const posts = await dropFirst(page, /\/shops\/checkout\/\d+\.data/, { lost: 1, answerLost: 1 });
    await fillCheckout(page, email);
    await page.locator('input[name="receipt"]').setInputFiles(await receipt());
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('status').getByText(RETRYING.en).waitFor();
    backOnline(page);
    // The order's own page, once: the answer lost on the way was the first one, again.
    await page.waitForURL(/\/orders\/[\w-]+\?ordered=1$/);
    await page.getByRole('status').getByText('Order placed successfully!').waitFor();
    expect(await page.getByText('Order placed successfully!').count()).toBe(1);
    expectOneSubmission(uploads, 3, 0);
    expectOneSubmission(posts, 3, 1);
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ quantity: 2, name: 'Ma Hla' });
    // One confirmation to the customer, one notice to the owner of this order.
    expect(await mailsTo(email)).toBe(1);
    const [confirmation] = await smtp.waitForTo(email, 1, 30_000);
    expect(confirmation!.subject).toContain(String(orders[0]!.reference));
    const notices = await select(
      `select count(*) as n from mail_outbox where recipient = '${OWNER}' and body like '%${String(orders[0]!.reference)}%'`,
    );
    expect(Number(notices[0]!.n)).toBe(1);
    expect(await draftsKept(page)).toEqual([]);
    await context.close();
  });

  it('keeps the form, its picture and its key through a reload in the middle of a lost send', async () => {
    const email = `reloaded-${kind}@example.com`;
    const { context, page } = await visitor('en');
    await openCheckout(page);
    let held = true;
    // The first send is stored and its answer lost; then the connection is gone.
    const posts = await dropFirst(page, /\/shops\/checkout\/\d+\.data/, {
      answerLost: 1,
      hold: () => held && posts.tries > 1,
    });
    await fillCheckout(page, email);
    await page.locator('input[name="receipt"]').setInputFiles(await receipt('slip.png'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('status').getByText(RETRYING.en).waitFor();
    expect(await ordersOf(email)).toHaveLength(1);

    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.locator('#field-email').inputValue()).toBe(email);
    expect(await page.locator('#field-name').inputValue()).toBe('Ma Hla');
    expect(await page.locator('#field-address').inputValue()).toBe('No. 12, Inya Road, Yangon');
    expect(await page.locator('#field-quantity').inputValue()).toBe('2');
    await page
      .getByText('Already uploaded: slip.png. Choose another picture only to replace it.')
      .waitFor();
    await screenshot(page, `dropped-connection-restored-en-390`);
    held = false;
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/orders\/[\w-]+\?ordered=1$/);
    await page.getByRole('status').getByText('Order placed successfully!').waitFor();
    // Sent again after the reload with the same key: answered as the first, stored once.
    expect(posts.keys.size).toBe(1);
    expect(posts.replayed).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
    await context.close();
  });

  it.each([
    ['en', '390', PHONE],
    ['mm', '390', PHONE],
    ['en', '1366', DESKTOP],
    ['mm', '1366', DESKTOP],
  ] as const)(
    'says the connection is lost in the page’s language (%s, %s px), and goes on once it is back',
    async (language, width, viewport) => {
      const email = `held-${language}-${width}-${kind}@example.com`;
      const { context, page } = await visitor(language, viewport);
      await openCheckout(page);
      let held = true;
      await dropFirst(page, /\/api\/files/, { hold: () => held });
      await fillCheckout(page, email);
      await page.locator('input[name="receipt"]').setInputFiles(await receipt());
      await page.locator('form.checkout-form button[type="submit"]').click();
      const message = page.getByRole('status').getByText(RETRYING[language]);
      await message.waitFor();
      await screenshot(page, `dropped-connection-retrying-${language}-${width}`);
      // And the screen as the visitor sees it, the message in the middle.
      await message.evaluate((element) =>
        element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      await screenshotInView(page, `dropped-connection-retrying-${language}-${width}-view`);
      held = false;
      backOnline(page);
      await page.waitForURL(/\/orders\/[\w-]+\?ordered=1$/);
      expect(await ordersOf(email)).toHaveLength(1);
      await context.close();
    },
  );

  /** One public form: where it is, how it is filled and sent, and what it stored. */
  interface PublicForm {
    name: string;
    /** The page, made for the test (an event, an order to send a receipt for). */
    open: () => Promise<string>;
    /** The form's POST, which the test loses on the way. */
    post: RegExp;
    fill: (page: Page, tag: string) => Promise<void>;
    /** Whether the form uploads a picture first (its first send is lost too). */
    uploads?: boolean;
    /** Shown once it is answered. */
    answered: (page: Page) => Promise<void>;
    /** The records it stored, and the emails to its person (the visitor, or the owner). */
    stored: (tag: string) => Promise<{ records: number; emails: number }>;
    /** How many emails one submission sends that person. */
    emails: number;
  }

  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  async function createEvent(fields: Row) {
    const answer = await site.api('/events', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name: 'Dropped Connection Workshop',
        description: 'A workshop',
        location: 'Yangon',
        link: 'https://example.com',
        image: await site.upload(await distinctPng(), 'poster.png'),
        starts_at: inDays(4),
        ...fields,
      }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  }
  let eventId = 0;
  const registrations = async () =>
    (await admin(`/events/${eventId}/registrations`)) as unknown as {
      registrations: Row[];
      waitlist: Row[];
    };
  let orderToken = '';

  const FORMS: PublicForm[] = [
    {
      name: 'the appointment request',
      open: async () => '/contact-us',
      post: /\/contact-us\.data/,
      async fill(page, tag) {
        const form = page.locator('form.appointment-form');
        await form.locator('[name=name]').fill(`Appointment ${tag}`);
        await form.locator('[name=role]').fill('Director');
        await form.locator('[name=business]').fill('Teak Co.');
        await form.locator('select[name=mode_of_contact]').selectOption('Email');
        await form.locator('[name=contact_information]').fill(`${tag}@example.com`);
        await form.locator('select[name=appointment_for]').selectOption('Training');
        await form.locator('[name=message]').fill('We would like to talk.');
        await form.locator('[name=agree]').check();
        await form.locator('button[type=submit]').click();
      },
      answered: (page) =>
        page.getByRole('status').getByText('Our team will contact you soon!').waitFor(),
      emails: 1,
      async stored(tag) {
        const rows = (await admin('/appointments')).filter((a) => a.name === `Appointment ${tag}`);
        return { records: rows.length, emails: await mailsTo(OWNER) };
      },
    },
    {
      name: 'the testimonial with its photo',
      open: async () => '/testimonial',
      post: /\/testimonial\.data/,
      uploads: true,
      async fill(page, tag) {
        for (const [label, value] of [
          ['Name', `Story ${tag}`],
          ['Organization', 'Bright Future'],
          ['Role', 'CEO'],
          ['Programs', 'Team Coaching'],
          ['Differences', 'Shorter meetings.'],
          ['Take away', 'Listen first.'],
        ] as const)
          await page.getByLabel(label).fill(value);
        await page.getByLabel(/^Photo/).setInputFiles(await receipt('me.png'));
        await page.getByRole('button', { name: 'Send my story' }).click();
      },
      answered: (page) =>
        page.getByRole('status').getByText('Thanks for sharing your transformation').waitFor(),
      emails: 1,
      async stored(tag) {
        const rows = (await admin('/testimonials')).filter((t) => t.name === `Story ${tag}`);
        return { records: rows.length, emails: await mailsTo(OWNER) };
      },
    },
    {
      name: 'the registration for a paid event with its receipt',
      async open() {
        eventId = await createEvent({ seats: 5, price: 10_000, currency: 'MMK' });
        return `/events/${eventId}`;
      },
      post: /\/events\/\d+\.data/,
      uploads: true,
      async fill(page, tag) {
        const form = page.locator('form.registration-form');
        await form.getByLabel('Name').fill(`Registrant ${tag}`);
        await form.getByLabel('Phone number').fill('09 555 0102');
        await form.getByLabel('Email').fill(`${tag}@example.com`);
        await form.locator('input[name="receipt"]').setInputFiles(await receipt());
        await form.getByRole('button', { name: 'Register' }).click();
      },
      answered: (page) => page.waitForURL(/\/registrations\/[\w-]{32}\?registered=1$/),
      emails: 1,
      async stored(tag) {
        const rows = (await registrations()).registrations.filter(
          (r) => r.email === `${tag}@example.com`,
        );
        return { records: rows.length, emails: await mailsTo(`${tag}@example.com`) };
      },
    },
    {
      name: 'the waiting list of a full event',
      async open() {
        eventId = await createEvent({ seats: 1 });
        const taken = await site.api(`/events/${eventId}/registrations`, {
          method: 'POST',
          body: JSON.stringify({
            name: 'Early',
            phone: '09 1',
            email: 'early@example.com',
            seats: 1,
          }),
        });
        expect(taken.status).toBe(201);
        return `/events/${eventId}`;
      },
      post: /\/events\/\d+\/waitlist\.data/,
      async fill(page, tag) {
        const form = page.locator('form.waitlist-form');
        await form.getByLabel('Name').fill(`Waiting ${tag}`);
        await form.getByLabel('Phone number').fill('09 2');
        await form.getByLabel('Email').fill(`${tag}@example.com`);
        await form.getByRole('button', { name: 'Join the waiting list' }).click();
      },
      async answered(page) {
        await page.locator('#waitlist-answer').getByText('You are number 1 in line.').waitFor();
        // On the waiting list's page, as when it was sent without scripts.
        expect(new URL(page.url()).pathname).toBe(`/events/${eventId}/waitlist`);
      },
      // Joining sends nothing: an offer of seats, later, does.
      emails: 0,
      async stored(tag) {
        const rows = (await registrations()).waitlist.filter(
          (w) => w.email === `${tag}@example.com`,
        );
        return { records: rows.length, emails: await mailsTo(`${tag}@example.com`) };
      },
    },
    {
      name: 'a new receipt on a rejected order’s page',
      async open() {
        const rejected = (await demoOrders(site)).find((o) => o.status === 'rejected')!;
        orderToken = rejected.page.split('/').pop()!;
        return rejected.page;
      },
      post: /\/orders\/[\w-]+\.data/,
      uploads: true,
      async fill(page) {
        await page.locator('input[name="receipt"]').setInputFiles(await receipt('new-slip.png'));
        await page.getByRole('button', { name: 'Send the receipt' }).click();
      },
      answered: (page) =>
        page.getByRole('status').getByText('Thank you: we have your new receipt').waitFor(),
      emails: 1,
      async stored() {
        const [order] = await select(
          `select id, status, reference from payment where token = '${orderToken}'`,
        );
        const notices = await select(
          `select count(*) as n from mail_outbox where recipient = '${OWNER}' and subject like '%${String(order!.reference)}%'`,
        );
        return { records: order!.status === 'received' ? 1 : 0, emails: Number(notices[0]!.n) };
      },
    },
    {
      name: 'the email list’s sign-up in the footer',
      open: async () => '/',
      post: /\/subscribe\.data/,
      async fill(page, tag) {
        const form = page.locator('.site-footer form.subscribe-form');
        await form.getByLabel('Your email').fill(`${tag}@example.com`);
        await form.getByRole('button', { name: 'Subscribe' }).click();
      },
      answered: (page) =>
        page
          .locator('.site-footer')
          .getByRole('status')
          .getByText(/Please check your email/)
          .waitFor(),
      emails: 1,
      async stored(tag) {
        const rows = (await admin(`/subscribers?search=${tag}`)) as unknown as {
          subscribers: Row[];
        };
        return { records: rows.subscribers.length, emails: await mailsTo(`${tag}@example.com`) };
      },
    },
  ];

  it.each(FORMS.map((form) => [form.name, form] as const))(
    '%s: sent again after a lost answer, stored once',
    async (_name, form) => {
      const tag = `${form.name.split(' ')[1]}-${kind}-${randomBytes(3).toString('hex')}`;
      const path = await form.open();
      const { context, page } = await visitor('en');
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
      const emailsBefore = (await form.stored(tag)).emails;
      const uploads = form.uploads ? await dropFirst(page, /\/api\/files/, { lost: 1 }) : null;
      const posts = await dropFirst(page, form.post, { lost: 1, answerLost: 1 });
      await form.fill(page, tag);
      await page.getByText(RETRYING.en).first().waitFor();
      backOnline(page);
      await form.answered(page);
      expectOneSubmission(posts, 3, 1);
      if (uploads) expectOneSubmission(uploads, 2, 0);
      const { records, emails } = await form.stored(tag);
      expect(records).toBe(1);
      expect(emails - emailsBefore).toBe(form.emails);
      await context.close();
    },
  );
});
