import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../apps/web/app/admin/screens/index.ts';
import { fixedPageAddresses } from '../apps/web/app/lib/public-pages.ts';
import { launchBrowser } from '../e2e/harness.ts';
import { type TestDatabase, sqliteDatabase } from '../faults/harness/databases.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import {
  type ResourceDef,
  constantGuide,
  inputKindOf,
  resourceList,
} from '../packages/contract/src/index.ts';
import {
  type Api,
  createRecord,
  maxLengthOf,
  recordBody,
  signedIn,
  textFields,
  uploadImage,
} from './records.ts';
import { LINK_PAYLOAD, PAYLOADS, payloadGroups, payloadIdsIn } from './xss-payloads.ts';

/**
 * Stored XSS executes nothing. Every payload is stored through every text field the
 * registry declares (text, long text, rich text) of every resource an admin or a visitor
 * can write, the site constants and the home banner; then Chromium visits every public
 * page in both languages and the back office's screens. A payload that runs sets
 * window.__xss (reported through an exposed function) or opens a dialog; a payload that
 * the page's Content-Security-Policy had to block is reported too, as is any payload
 * that reached the DOM as live markup (a handler attribute, a javascript: address), which
 * a visitor's click could still run.
 */

const ADMIN = { username: 'xss-admin', password: 'xss-password-123' };

let database: TestDatabase;
let site: Server;
let api: Api;
let browser: Browser;
/** Ids of the records made, per resource: the article and checkout pages and edit forms. */
const made = new Map<string, number[]>();

/** Every payload into every text field of the resource, in as few records as that takes. */
async function storePayloads(def: ResourceDef, imageId: string) {
  const groups = new Map(
    textFields(def).map(([field, schema]) => [field, payloadGroups(maxLengthOf(schema))]),
  );
  const records = Math.max(1, ...[...groups.values()].map((g) => g.length));
  const parentId = def.parent && made.get(slugOfTable(def.parent.table))?.[0];
  const ids: number[] = [];
  for (let record = 0; record < records; record++) {
    const body = recordBody(
      def,
      (field) => {
        const fieldGroups = groups.get(field)!;
        return fieldGroups[record % fieldGroups.length]!;
      },
      { imageId: def.slug === 'payments' ? await uploadImage(site.base) : imageId, parentId },
    );
    for (const [field, schema] of Object.entries(def.fields ?? {})) {
      if (inputKindOf(schema) === 'url') body[field] = LINK_PAYLOAD.text;
    }
    Object.assign(body, fixedValues(def, record));
    ids.push(await createRecord(api, def, body, true));
  }
  made.set(def.slug, ids);
}

const slugOfTable = (table: string) => resourceList.find((def) => def.table === table)!.slug;

/** Fields whose values the API checks against other records or a pattern. */
function fixedValues(def: ResourceDef, record: number): Record<string, unknown> {
  if (def.slug === 'appointments') return { mode_of_contact: 'Phone' };
  if (def.slug === 'payments') {
    // An order names a product by its heading; ours carry payloads. Its amount and currency
    // are the catalogue's (another is refused), so they are left for the server to fill.
    const products = made.get('products')!;
    return {
      product_name: productHeadings[record % products.length],
      email: 'buyer@example.com',
      amount: undefined,
      currency: undefined,
    };
  }
  if (def.slug === 'press') return { type: 'image' };
  return {};
}
const productHeadings: string[] = [];

beforeAll(async () => {
  database = sqliteDatabase();
  [site, browser] = await Promise.all([
    startServer({ name: 'stored-xss', databaseUrl: database.url(), demo: true, admin: ADMIN }),
    launchBrowser(),
  ]);
  await site.waitHealthy(90_000);
  await site.waitForLog(/^demo content (not )?added/, 60_000);
  api = await signedIn(site.base, ADMIN);
  const imageId = await uploadImage(site.base);

  for (const def of resourceList) {
    if (!def.access.create || !def.fields) continue;
    if (def.slug === 'content_home') continue; // its texts are {en, mm} objects: below
    if (textFields(def).length === 0 && !def.parent) continue;
    await storePayloads(def, imageId);
    if (def.slug === 'products') {
      for (const id of made.get('products')!) {
        const row = JSON.parse((await api.call(`/api/products/${id}`)).body) as { heading: string };
        productHeadings.push(row.heading);
      }
    }
  }

  // The home banner: every payload group in both languages.
  const [home] = JSON.parse((await api.call('/api/content_home')).body) as Record<
    string,
    unknown
  >[];
  const bannerGroups = payloadGroups(100);
  const banner = await api.call(`/api/content_home/${home!.id}`, {
    method: 'PUT',
    admin: true,
    json: {
      banner_text: { en: payloadGroups(500)[0], mm: payloadGroups(500).at(-1) },
      banner_button: { en: bannerGroups[0], mm: bannerGroups.at(-1) },
      banner_image: home!.banner_image,
      banner_button_link: LINK_PAYLOAD.text,
    },
  });
  expect(banner.status, banner.body).toBe(200);

  // The site constants: a payload group each, a payload address for the social links.
  const constants = JSON.parse((await api.call('/api/constants')).body) as {
    id: number;
    name: string;
  }[];
  const constantGroups = payloadGroups(2000);
  for (const constant of constants) {
    const kind = constantGuide(constant.name)?.kind ?? 'text';
    // Addresses and ids (the profile's path, the legal articles): a payload there moves a
    // page rather than showing, and they take no such text anyway.
    if (kind === 'slug' || kind === 'article') continue;
    const put = (value: string) =>
      api.call(`/api/constants/${constant.id}`, { method: 'PUT', admin: true, json: { value } });
    const payload = constantGroups[constant.id % constantGroups.length]!;
    // The social links must be web addresses: they get one that tries to leave its attribute.
    const answer = await put(kind === 'web' ? LINK_PAYLOAD.text : payload);
    if (kind === 'email' || kind === 'phone') {
      // An email or a phone number takes nothing else: the payload never gets stored.
      expect(answer.status, `${constant.name}: ${answer.body}`).toBe(422);
      continue;
    }
    expect(answer.status, `${constant.name}: ${answer.body}`).toBe(200);
  }

  // The payment methods (every checkout shows them, and their screen): ten, the most there
  // may be, with a payload group in each text field.
  const short = payloadGroups(80);
  const names = payloadGroups(120);
  const notes = payloadGroups(500);
  const methods = await api.call('/api/payment_methods', {
    method: 'PUT',
    admin: true,
    json: Array.from({ length: 10 }, (_, i) => ({
      name: short[i % short.length],
      name_mm: short[(i + 1) % short.length],
      account_name: names[i % names.length],
      account_number: `0123 4567 ${i}`,
      note: notes[i % notes.length],
      note_mm: notes[(i + 1) % notes.length],
      qr_image: i === 0 ? imageId : null,
    })),
  });
  expect(methods.status, methods.body).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stopAll({ printLogs: false });
  await database?.drop();
});

/** What a visit found: payloads that ran, were blocked, or sit in the DOM as live markup. */
interface Findings {
  ran: string[];
  blocked: string[];
  live: string[];
  /** Payload numbers the page shows (as text): it was really tested with them. */
  shown: Set<number>;
}

async function hookedContext(findings: Findings, where: { path: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.exposeFunction('__xssReport', (kind: string, detail: string) => {
    (kind === 'ran' ? findings.ran : findings.blocked).push(`${where.path}: ${detail}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssReport(k: string, d: string): void }).__xssReport;
    Object.defineProperty(window, '__xss', {
      set: (value) => report('ran', `window.__xss = ${value}`),
      get: () => undefined,
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective.startsWith('script-src')) {
        report(
          'blocked',
          `${event.effectiveDirective} blocked ${event.sample || event.blockedURI}`,
        );
      }
    });
  });
  return context;
}

/** Live markup a payload left in the DOM: handlers or script addresses mentioning it. */
const liveMarkup = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        const lower = name.toLowerCase();
        const mentions = /__xss|alert\(/.test(value);
        if (lower.startsWith('on') && mentions)
          found.push(`<${element.localName} ${name}="${value}">`);
        if (
          urlAttributes.includes(lower) &&
          mentions &&
          /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\t\n\r]/g, ''))
        ) {
          found.push(`<${element.localName} ${name}="${value}">`);
        }
      }
      if (element.localName === 'script' && /^\s*window\.__xss=/.test(element.textContent ?? '')) {
        found.push(`<script>${element.textContent}</script>`);
      }
    }
    return found;
  });

/**
 * The hooks see what they look for, a test that could not see a payload run proving
 * nothing: a script setting the marker, an alert, and an inline handler put into the page
 * (which the Content-Security-Policy stops, and the listener reports).
 */
async function expectHookWorks(page: Page, findings: Findings) {
  const ran = findings.ran.length;
  await page.evaluate(() => Object.assign(window, { __xss: 'canary' }));
  await page.evaluate(() => setTimeout(() => alert('canary'), 0));
  await expect.poll(() => findings.ran.length).toBe(ran + 2);
  expect(findings.ran.splice(ran).join()).toMatch(/canary.*canary/);

  const blocked = findings.blocked.length;
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss=0">');
  });
  await expect.poll(() => findings.blocked.length).toBeGreaterThan(blocked);
  findings.blocked.splice(blocked);
  await page.evaluate(() => document.body.lastElementChild?.remove());
}

/**
 * Opens a page and waits until it is whole. On a busy machine the overload guard may turn
 * the page or one of its scripts away (503): the page is asked again, as a visitor would.
 */
async function open(page: Page, address: string, admin: boolean) {
  for (let attempt = 1; ; attempt++) {
    const answer = await page.goto(`${site.base}${address}`, { waitUntil: 'load' });
    const status = answer?.status() ?? 0;
    try {
      expect(status, address).toBeLessThan(400);
      if (admin) {
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
        // The list screens read their rows after the first paint.
        await page.waitForLoadState('networkidle');
      } else {
        await page.waitForFunction(
          () => document.documentElement.hasAttribute('data-hydrated'),
          undefined,
          { timeout: 20_000 },
        );
      }
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.waitForTimeout(1_000);
    }
  }
}

/** Visits each address in one hooked browser context; answers what was found. */
async function visitAll(addresses: string[], signIn = false) {
  const findings: Findings = { ran: [], blocked: [], live: [], shown: new Set() };
  const where = { path: '' };
  const context: BrowserContext = await hookedContext(findings, where);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    findings.ran.push(`${where.path}: dialog "${dialog.message()}"`);
    void dialog.dismiss();
  });
  if (signIn) {
    where.path = '/login';
    await open(page, '/login', false);
    await page.locator('#username').fill(ADMIN.username);
    await page.locator('#password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`${site.base}/admin`, { timeout: 60_000 });
  }
  for (const address of addresses) {
    where.path = address;
    await open(page, address, signIn);
    // Images that fail (src=x) and focus handlers fire just after load.
    await page.waitForTimeout(150);
    if (address === addresses[0]) await expectHookWorks(page, findings);
    findings.live.push(
      ...(await liveMarkup(page)).map((markup) => `${address}: ${markup.slice(0, 300)}`),
    );
    const html = await page.evaluate(() =>
      document.documentElement.outerHTML.replace(/<script[\s\S]*?<\/script>/gi, ''),
    );
    for (const id of payloadIdsIn(html)) findings.shown.add(id);
  }
  await context.close();
  return findings;
}

const report = (name: string, visits: number, findings: Findings) => {
  const total = PAYLOADS.length + 1;
  console.log(
    `[security] stored XSS, ${name}: ${total} payloads × ${visits} page visits; ` +
      `${findings.shown.size} of ${total} payloads shown on these pages as text; ` +
      `ran ${findings.ran.length}, blocked by the CSP ${findings.blocked.length}, live markup ${findings.live.length}`,
  );
  expect(findings.ran, 'payloads that ran').toEqual([]);
  expect(findings.blocked, 'payloads the Content-Security-Policy had to stop').toEqual([]);
  expect(findings.live, 'payloads left as live markup').toEqual([]);
};

describe('stored XSS executes nothing', () => {
  it('on every public page, in both languages', async () => {
    const article = made.get('articles')!;
    const product = made.get('products')!;
    const pages = [
      ...fixedPageAddresses('/meet-mung'),
      ...article.slice(0, 3).map((id) => `/articles/view/${id}`),
      ...product.slice(0, 3).map((id) => `/shops/checkout/${id}`),
    ];
    const addresses = pages.flatMap((path) => [path, `${path}?lang=mm`]);
    report('public pages', addresses.length, await visitAll(addresses));
  }, 300_000);

  it('on the back office screens', async () => {
    const screens = Object.values(SCREENS);
    const editable = screens.flatMap((screen) => {
      const id = made.get(screen.resource.slug)?.[0];
      return id === undefined ? [] : [`/admin/${screen.path}/edit/${id}`];
    });
    const addresses = [
      '/admin',
      ...screens.map((screen) => `/admin/${screen.path}`),
      '/admin/appointments',
      // Each request's own screen: every field whole, the contact as a link.
      ...(made.get('appointments') ?? []).map((id) => `/admin/appointments/${id}`),
      '/admin/orders',
      '/admin/testimonials',
      '/admin/payment-methods',
      ...editable,
    ];
    report('back office', addresses.length, await visitAll(addresses, true));
  }, 300_000);
});
