import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, pngFile } from './admin-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  launchBrowser,
  openPage,
  screenshot,
  startSite,
} from './harness.ts';
import { expectLaidOut, hydrated, loadLazyImages } from './public-helpers.ts';

type Row = Record<string, unknown>;
const hyphenated = (name: unknown) =>
  String(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

describe('public site: shop and checkout', () => {
  let site: Site;
  let browser: Browser;
  let products: Row[];
  let mains: Row[];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ demo: true }), launchBrowser()]);
    // A shelf with five products, so its gallery needs a second page.
    const create = async (path: string, body: Row) => {
      const response = await site.api(path, {
        method: 'POST',
        admin: true,
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as Row;
    };
    const image = await site.upload(PNG, 'p.png');
    const main = await create('/main_categories', { name: 'Paging Shelf' });
    const sub = await create('/sub_categories', {
      name: 'Five Of A Kind',
      main_category_id: main.id,
    });
    for (const n of [1, 2, 3, 4, 5])
      await create('/products', {
        heading: `Kind number ${n}`,
        description: 'One of five',
        price: 1000 * n,
        currency: 'MMK',
        type: 'image',
        shipping_type: 'FREE SHIPPING',
        image,
        sub_category_id: sub.id,
      });
    // An empty main category must not appear in the menu.
    await create('/main_categories', { name: 'Nothing Here Yet' });
    const json = async (path: string) => (await site.api(path)).json() as Promise<Row[]>;
    [products, mains] = await Promise.all([json('/products'), json('/main_categories')]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const visit = async (
    path: string,
    options: { viewport?: typeof DESKTOP; language?: 'en' | 'mm' } = {},
  ) => {
    const { page, context } = await openPage(browser, site, options);
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    return { page, context };
  };
  const demoProduct = () => products.find((p) => p.heading === 'Lead Without Fear')!;

  it('serves the shop with its products in the HTML, in both languages', async () => {
    const product = demoProduct();
    const en = await (await fetch(`${site.url}/shops`)).text();
    expect(en).toContain(String(product.heading));
    expect(en).toContain('BUY NOW');
    expect(en).toContain('NLP Master Practitioner');
    const mm = await (await fetch(`${site.url}/shops?lang=mm`)).text();
    expect(mm).toContain(String(product.heading_mm));
    expect(mm).toContain('<html lang="my"');
  });

  it('anchors every sub category gallery and every main category the footer links to', async () => {
    const { page, context } = await visit('/shops');
    const sub = (products[0]!.sub_category as Row).name;
    expect(await page.locator(`[id="${hyphenated(sub)}"]`).count()).toBe(1);
    const footerLinks = await page
      .locator('footer a[href^="/shops/#"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice('/shops/#'.length)));
    // Every main category that has products is a footer link with its place on the page.
    const stocked = new Set(products.map((p) => (p.sub_category as Row).main_category_id));
    const stockedAnchors = mains.filter((m) => stocked.has(m.id)).map((m) => hyphenated(m.name));
    expect(stockedAnchors.length).toBeGreaterThan(3);
    for (const anchor of stockedAnchors) {
      expect(footerLinks, anchor).toContain(anchor);
      expect(await page.locator(`[id="${anchor}"]`).count(), anchor).toBe(1);
    }
    // The menu leaves out the main category without products.
    expect(mains.some((m) => m.name === 'Nothing Here Yet')).toBe(true);
    const menu = page.getByRole('navigation', { name: 'Shop categories' });
    expect(await menu.getByRole('button', { name: 'Nothing Here Yet' }).count()).toBe(0);
    await page.goto(`${site.url}/shops/#five-of-a-kind`);
    await page.locator('#five-of-a-kind').waitFor();
    await context.close();
  });

  it('shows sub categories on hover, on keyboard focus and on a tap', async () => {
    const { page, context } = await visit('/shops');
    const menu = page.getByRole('navigation', { name: 'Shop categories' });
    const books = menu.getByRole('button', { name: 'Books' });
    const leadership = menu.getByRole('link', { name: 'Leadership Books' });
    expect(await leadership.isVisible()).toBe(false);
    await books.hover();
    await leadership.waitFor();
    await page.mouse.move(5, 5);
    await leadership.waitFor({ state: 'hidden' });

    // Keyboard: focus reaches the entry, its list shows; Tab on to the next entry.
    await books.focus();
    await leadership.waitFor();
    expect(await books.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await leadership.waitFor({ state: 'hidden' });
    await page.keyboard.press('Enter');
    await leadership.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Books/);
    await context.close();

    const phone = await openPage(browser, site, { viewport: PHONE });
    const touch = await phone.context.browser()!.newContext({ viewport: PHONE, hasTouch: true });
    await phone.context.close();
    const tapPage = await touch.newPage();
    await tapPage.goto(`${site.url}/shops`);
    await hydrated(tapPage);
    const tapMenu = tapPage.getByRole('navigation', { name: 'Shop categories' });
    await tapMenu.getByRole('button', { name: 'Courses' }).tap();
    await tapMenu.getByRole('link', { name: 'Online Courses' }).waitFor();
    await tapMenu.getByRole('link', { name: 'Online Courses' }).tap();
    await tapPage.waitForURL(/#online-courses$/);
    await touch.close();
  });

  it('pages a gallery of five products, 4 at a time, with its own pager, without a reload', async () => {
    const { page, context } = await visit('/shops');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const gallery = page.locator('#five-of-a-kind');
    expect(await gallery.locator('.product-card').count()).toBe(4);
    const firstPage = await gallery.getByRole('heading', { level: 4 }).allTextContents();
    const pageTwo = gallery.getByRole('link', { name: 'Page 2' });
    expect(await pageTwo.getAttribute('href')).toMatch(/^\/shops\/?\?g-\d+=2#five-of-a-kind$/);
    await pageTwo.click();
    await page.waitForFunction(
      () => document.querySelectorAll('#five-of-a-kind .product-card').length === 1,
    );
    const secondPage = await gallery.getByRole('heading', { level: 4 }).allTextContents();
    expect(new Set([...firstPage, ...secondPage]).size).toBe(5);
    // Other galleries keep their own page.
    expect(await page.locator('#leadership-books .product-card').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it('pages a gallery without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/shops`);
    const gallery = page.locator('#five-of-a-kind');
    expect(await gallery.locator('.product-card').count()).toBe(4);
    await gallery.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\?g-\d+=2#five-of-a-kind$/);
    expect(await gallery.locator('.product-card').count()).toBe(1);
    expect(await gallery.getByRole('link', { name: 'Next' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('opens a product picture full size and closes it', async () => {
    const { page, context } = await visit('/shops');
    const heading = String(demoProduct().heading);
    await page.getByRole('button', { name: `View full size: ${heading}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('img').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('places an order with a receipt: refused without one, stored with price x quantity', async () => {
    const product = demoProduct();
    const { page, context } = await visit('/shops');
    await page.getByRole('link', { name: `Buy now: ${String(product.heading)}` }).click();
    await page.waitForURL(`${site.url}/shops/checkout/${product.id}`);
    await page.getByRole('heading', { level: 1, name: String(product.heading) }).waitFor();
    // The shop's phone and email from the site constants.
    const constants = (await (await site.api('/constants')).json()) as Row[];
    const constant = (name: string) => String(constants.find((c) => c.name === name)!.value);
    await page
      .getByRole('link', { name: constant('mainPhoneNumber') })
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: constant('mainEmail') })
      .first()
      .waitFor();

    expect(await page.getByLabel('Quantity').inputValue()).toBe('1');
    await page.getByLabel('Name').fill('Daw Khin E2E');
    await page.getByLabel('Phone number').fill('09 777 123 456');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('khin@example.com');
    await page.getByLabel('Address').fill('12 Inya Road, Yangon');
    await page.getByLabel('Quantity').fill('3');
    const total = (Number(product.price) * 3).toLocaleString('en-US');
    await page.locator('.order-total').getByText(`${total} MMK`).waitFor();
    await page.getByText('Shipping').first().waitFor();

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please upload a receipt.' }).waitFor();

    await page.getByLabel(/Payment receipt/).setInputFiles(pngFile('receipt.png'));
    await page.getByRole('button', { name: 'Place order' }).click();
    // The order's answer sends the visitor to their order's own page (a reload there
    // orders nothing), with its reference and a summary.
    await page.waitForURL(new RegExp(`^${site.url}/orders/[\\w-]+\\?ordered=1$`));
    await page.getByRole('status').filter({ hasText: 'Order placed successfully!' }).waitFor();
    await page.getByText('We are checking your payment').waitFor();
    await context.close();

    const orders = (await (await site.api('/payments', { admin: true })).json()) as Row[];
    const order = orders.find((o) => o.name === 'Daw Khin E2E');
    expect(order).toMatchObject({
      product_name: product.heading,
      amount: Number(product.price) * 3,
      currency: product.currency,
      quantity: 3,
      email: 'khin@example.com',
      phone_number: '09 777 123 456',
      address: '12 Inya Road, Yangon',
    });
    // The receipt is private once the order is placed: an admin's only, never cached.
    const receiptPath = `/files/${String(order!.receipt_photo)}`;
    expect((await site.api(receiptPath)).status).toBe(401);
    const receipt = await site.api(receiptPath, { admin: true });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('image/png');
    expect(receipt.headers.get('cache-control')).toBe('private, no-store');
  });

  it("refuses what the API would refuse before the receipt is uploaded, in the API's words", async () => {
    const product = demoProduct();
    const { page, context } = await visit(`/shops/checkout/${product.id}`);
    const uploads: string[] = [];
    page.on('request', (request) => {
      const upload =
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/files';
      if (upload) uploads.push(request.url());
    });
    await page.getByLabel('Name').fill('Daw Long Address');
    await page.getByLabel('Phone number').fill('09 777 123 456');
    // A valid pattern the browser's own check takes, but longer than the contract's 320.
    await page
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`${'k'.repeat(310)}@example.com`);
    await page.getByLabel('Address').fill('12 Inya Road, Yangon');
    await page.getByLabel(/Payment receipt/).setInputFiles(pngFile('receipt.png'));
    await page.getByRole('button', { name: 'Place order' }).click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await page.getByText('Must be at most 320 characters').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'email');
    expect(uploads).toEqual([]);
    const orders = async () =>
      ((await (await site.api('/payments', { admin: true })).json()) as Row[]).filter(
        (o) => o.name === 'Daw Long Address',
      );
    expect(await orders()).toEqual([]);
    // Put right, the same form uploads the receipt and places the order.
    await email.fill('long.address@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(new RegExp(`^${site.url}/orders/[\\w-]+\\?ordered=1$`));
    expect(uploads).toHaveLength(1);
    await context.close();
    expect(await orders()).toHaveLength(1);
  });

  it('speaks Burmese at checkout and Cancel returns to the shop', async () => {
    const product = demoProduct();
    const { page, context } = await visit(`/shops/checkout/${product.id}`, { language: 'mm' });
    await page.getByRole('heading', { level: 1, name: String(product.heading_mm) }).waitFor();
    await page.getByRole('button', { name: 'မှာယူရန်' }).click();
    await page.getByRole('alert').filter({ hasText: 'ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။' }).waitFor();
    await page.getByRole('link', { name: 'ပယ်ဖျက်ရန်' }).click();
    await page.waitForURL(`${site.url}/shops`);
    await context.close();
    expect((await fetch(`${site.url}/shops/checkout/999999`)).status).toBe(404);
  });

  it('fits the screen with every picture shown, on a phone and a desktop in both languages (and writes screenshots to look at)', async () => {
    for (const language of ['en', 'mm'] as const) {
      for (const [label, viewport] of [
        ['375', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        for (const [name, path] of [
          ['shop', '/shops'],
          ['checkout', `/shops/checkout/${demoProduct().id}`],
        ] as const) {
          const { page, context } = await visit(path, { viewport, language });
          await loadLazyImages(page);
          await expectLaidOut(page, language);
          await screenshot(page, `public-${name}-${language}-${label}`);
          await context.close();
        }
      }
    }
    // Eight visits, each waiting for every picture (the checkout's QR code among them), on a
    // machine shared with other test runs.
  }, 120_000);
});
