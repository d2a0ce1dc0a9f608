import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, launchBrowser, screenshotInView, startSite } from './harness.ts';

type Row = Record<string, unknown>;
const PHONE_390 = { width: 390, height: 844 };

/**
 * A phone's photo saved without an extension is still a photo: with scripts off, the
 * testimonial and checkout forms send it and the server judges its bytes, as
 * POST /api/files does (a browser declares such a file as application/octet-stream).
 */
describe('a JPEG named without an image extension, scripts off', () => {
  let site: Site;
  let browser: Browser;
  let jpeg: Buffer;
  let visitors = 0;
  beforeAll(async () => {
    [site, browser, jpeg] = await Promise.all([
      startSite({ demo: true, env: { TRUST_PROXY: '1' } }),
      launchBrowser(),
      sharp({ create: { width: 320, height: 240, channels: 3, background: '#aa6633' } })
        .jpeg()
        .toBuffer(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const nameless = () => ({ name: 'IMG_0001', mimeType: 'application/octet-stream', buffer: jpeg });
  async function noScriptPage(language: 'en' | 'mm') {
    visitors += 1;
    const context = await browser.newContext({
      viewport: PHONE_390,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.8.${visitors}.1` },
    });
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    return { context, page: await context.newPage() };
  }
  async function named(path: string, name: string) {
    const res = await site.api(path, { headers: { authorization: `Bearer ${site.token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as Row[]).filter((row) => row.name === name);
  }

  it('shares a testimonial with it', async () => {
    const { context, page } = await noScriptPage('en');
    await page.goto(`${site.url}/testimonial`);
    const name = 'Nameless photo sharer';
    const form = page.locator('form.testimonial-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=organization]').fill('Shwe Co.');
    await form.locator('[name=role]').fill('Founder');
    await form.locator('[name=programs]').fill('NLP');
    await form.locator('[name=differences]').fill('We meet less and decide more.');
    await form.locator('[name=take_away]').fill('Clear goals.');
    await form.getByLabel(/^Photo/).setInputFiles(nameless());
    await form.locator('button[type=submit]').click();
    await page.waitForLoadState('load');
    await page
      .locator('form.testimonial-form')
      .getByRole('status')
      .getByText('Thanks for sharing your transformation. Admin will approve soon!')
      .waitFor();
    await screenshotInView(page, 'forms-nameless-testimonial-en-390');
    const stored = await named('/testimonials', name);
    expect(stored).toHaveLength(1);
    expect((await fetch(`${site.url}/api/files/${String(stored[0]!.photo)}`)).status).toBe(200);
    await context.close();
  });

  it('orders with it as the receipt, kept private', async () => {
    const products = (await (await site.api('/products')).json()) as Row[];
    const product = products[0]!;
    const { context, page } = await noScriptPage('mm');
    await page.goto(`${site.url}/shops/checkout/${String(product.id)}`);
    const name = 'အမည်မဲ့ ပြေစာ ဝယ်သူ';
    const form = page.locator('form.checkout-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=phone_number]').fill('09 555 0101');
    await form.locator('[name=email]').fill('buyer@example.com');
    await form.locator('[name=address]').fill('1 Pyay Road, Yangon');
    await form.locator('[name=receipt]').setInputFiles(nameless());
    await form.getByRole('button', { name: 'မှာယူရန်' }).click();
    await page.getByRole('status').getByText('မှာယူမှု အောင်မြင်ပါသည်!').waitFor();
    await screenshotInView(page, 'forms-nameless-checkout-mm-390');
    const orders = await named('/payments', name);
    expect(orders).toHaveLength(1);
    expect((await site.api(`/files/${String(orders[0]!.receipt_photo)}`)).status).toBe(401);
    await context.close();
  });
});
