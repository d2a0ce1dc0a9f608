import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { adminPage, pngFile } from './admin-helpers.ts';
import { PHONE, type Site, openPage, screenshot, useMailingSite } from './harness.ts';
import { demoOrders, hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;
const OWNER = 'owner@example.com';

/**
 * An order paid by transfer, end to end as its two people live it: a customer orders in
 * Burmese and lands on the order's own page; the owner rejects the screenshot with a
 * reason; the customer opens the emailed link and sends a new one; the owner marks it
 * paid, then sent; every step reaches the customer by email, in Burmese. And the last one
 * in stock sells once.
 */
describe('orders paid by transfer, in the browser', () => {
  let smtp: TestSmtp;
  let site: Site;
  let browser: Browser;
  useMailingSite(
    {
      demo: true,
      env: { NOTIFY_EMAIL: OWNER },
    },
    (s, b, m) => {
      site = s;
      browser = b;
      smtp = m;
    },
  );

  async function checkout(
    page: Page,
    productId: unknown,
    customer: { name: string; email: string },
  ) {
    await page.goto(`${site.url}/shops/checkout/${String(productId)}`);
    await hydrated(page);
    await page.locator('#field-name').fill(customer.name);
    await page.locator('#field-phone_number').fill('09 777 123 456');
    await page.locator('#field-email').fill(customer.email);
    await page.locator('#field-address').fill('အင်းယားလမ်း ၁၂၊ ရန်ကုန်');
    await page.locator('input[name="receipt"]').setInputFiles(pngFile('receipt.png'));
    await page.locator('form.checkout-form button[type="submit"]').click();
  }

  it('ordered in Burmese, rejected, sent again from the emailed link, paid and sent: each step told in Burmese', async () => {
    const [product] = (await (await site.api('/products')).json()) as Row[];
    const email = 'mya.e2e@example.com';
    const customer = await openPage(browser, site, { language: 'mm', viewport: PHONE });
    await checkout(customer.page, product!.id, { name: 'မမြ', email });
    // The order's own page: the reference, the summary, and the link to keep.
    await customer.page.waitForURL(/\/orders\/[\w-]+\?ordered=1$/);
    await customer.page.getByRole('status').getByText('မှာယူမှု အောင်မြင်ပါသည်!').waitFor();
    await customer.page.getByRole('heading', { name: 'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်' }).waitFor();
    const orders = (await (await site.api('/payments', { admin: true })).json()) as Row[];
    const order = orders.find((o) => o.email === email)!;
    expect(customer.page.url()).toContain(`/orders/${String(order.token)}`);
    await customer.page.locator('.order-reference').getByText(String(order.reference)).waitFor();
    await customer.page.getByText(String(product!.heading_mm)).first().waitFor();
    await screenshot(customer.page, 'order-placed-mm-390');
    await customer.context.close();

    const [confirmation] = await smtp.waitForTo(email, 1, 30_000);
    expect(confirmation!.subject).toBe(`သင်၏ မှာယူမှု ${String(order.reference)} ကို လက်ခံရရှိပါပြီ`);

    // The owner rejects the screenshot, with the reason the customer will read.
    const owner = await adminPage(browser, site);
    await owner.page.goto(`${site.url}/admin/orders/${String(order.id)}`);
    await owner.page.getByRole('heading', { level: 1, name: /Order / }).waitFor();
    expect(await owner.page.locator('a[href^="tel:"]').first().getAttribute('href')).toBe(
      'tel:09777123456',
    );
    await owner.page.getByRole('button', { name: 'Reject the receipt…' }).click();
    await owner.page
      .getByLabel('Why is the receipt not accepted? (the customer reads this)')
      .fill('ငွေပမာဏ မကိုက်ညီပါ');
    await owner.page.getByRole('button', { name: 'Send the rejection' }).click();
    await owner.page.getByRole('status').getByText('The order is now: Receipt rejected.').waitFor();
    await screenshot(owner.page, 'admin-order-rejected-en-1366');

    const rejection = (await smtp.waitForTo(email, 2, 30_000))[1]!;
    expect(rejection.subject).toBe(`သင်၏ မှာယူမှု ${String(order.reference)} ၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ`);
    const link = /(http\S+\/orders\/[\w-]+\?lang=mm)/.exec(rejection.text ?? '')?.[1];
    expect(link, rejection.text).toBeDefined();

    // The customer opens the emailed link on a phone (no language chosen before: the
    // link says Burmese) and sends a new screenshot.
    const again = await openPage(browser, site, { viewport: PHONE });
    await again.page.goto(link!);
    await hydrated(again.page);
    await again.page.getByRole('heading', { name: 'သင်၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ' }).waitFor();
    await again.page.getByText('ငွေပမာဏ မကိုက်ညီပါ').waitFor();
    await screenshot(again.page, 'order-rejected-mm-390');
    await again.page.getByRole('button', { name: 'ပြေစာ ပို့ရန်' }).click();
    await again.page.getByRole('alert').getByText('ကျေးဇူးပြု၍ ပြေစာကို တင်ပါ။').waitFor();
    await again.page.locator('input[name="receipt"]').setInputFiles(pngFile('receipt-2.png'));
    await again.page.getByRole('button', { name: 'ပြေစာ ပို့ရန်' }).click();
    await again.page.getByRole('status').getByText('ပြေစာအသစ်ကို ရရှိပြီး', { exact: false }).waitFor();
    await again.page.getByRole('heading', { name: 'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်' }).waitFor();

    // The owner hears of it, then marks the order paid and sent.
    const owners = await smtp.waitForTo(OWNER, 2, 30_000);
    expect(owners.map((m) => m.subject)).toContain(
      `New receipt for order ${String(order.reference)}`,
    );
    await owner.page.reload();
    await owner.page.getByRole('button', { name: 'Payment received' }).click();
    await owner.page.getByRole('status').getByText('The order is now: Paid.').waitFor();
    await owner.page.getByRole('button', { name: 'Mark sent (fulfilled)' }).click();
    await owner.page.getByRole('status').getByText('The order is now: Fulfilled.').waitFor();
    await owner.context.close();

    const steps = (await smtp.waitForTo(email, 4, 30_000)).slice(2).map((m) => m.subject);
    expect(steps).toEqual([
      `သင်၏ မှာယူမှု ${String(order.reference)} အတွက် ငွေပေးချေမှုကို အတည်ပြုပြီးပါပြီ`,
      `သင်၏ မှာယူမှု ${String(order.reference)} ကို ပို့ဆောင်နေပါပြီ`,
    ]);
    await again.page.reload();
    await again.page.getByRole('heading', { name: 'သင်၏ မှာယူမှုကို ပို့ဆောင်နေပါပြီ' }).waitFor();
    await again.context.close();
  });

  it('without scripts, a rejected order takes its new receipt by the page’s own form', async () => {
    const rejected = (await demoOrders(site)).find((o) => o.status === 'rejected')!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${site.url}${rejected.page}?lang=mm`);
    await page.locator('input[name="receipt"]').setInputFiles(pngFile('receipt-3.png'));
    await page.getByRole('button', { name: 'ပြေစာ ပို့ရန်' }).click();
    await page.waitForURL(/receipt=sent/);
    await page.getByRole('heading', { name: 'သင်၏ ငွေပေးချေမှုကို စစ်ဆေးနေပါသည်' }).waitFor();
    await context.close();
    // A guessed address (the order's id) is no order at all.
    expect((await fetch(`${site.url}/orders/${rejected.id}`)).status).toBe(404);
  });

  it('the last one sells once: then the shop and the checkout say Sold out, in both languages', async () => {
    const main = await site.api('/main_categories', {
      admin: true,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Signed editions' }),
    });
    const sub = await site.api('/sub_categories', {
      admin: true,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Signed', main_category_id: ((await main.json()) as Row).id }),
    });
    const [anyProduct] = (await (await site.api('/products')).json()) as Row[];
    const created = await site.api('/products', {
      admin: true,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        heading: 'The Last Signed Copy',
        heading_mm: 'နောက်ဆုံး လက်မှတ်ပါ စာအုပ်',
        description: 'One left',
        price: 25000,
        currency: 'MMK',
        type: 'image',
        shipping_type: 'FREE SHIPPING',
        image: anyProduct!.image,
        sub_category_id: ((await sub.json()) as Row).id,
        stock: 1,
        track_stock: true,
      }),
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as Row;

    const { page, context } = await openPage(browser, site);
    const card = () => page.locator('.product-card').filter({ hasText: 'The Last Signed Copy' });
    await page.goto(`${site.url}/shops`);
    await card().getByRole('link', { name: 'Buy now: The Last Signed Copy' }).waitFor();
    await checkout(page, product.id, { name: 'Last buyer', email: 'last@example.com' });
    await page.waitForURL(/\/orders\/[\w-]+\?ordered=1$/);

    await page.goto(`${site.url}/shops`);
    await card().getByText('Sold out').waitFor();
    expect(
      await card()
        .getByRole('link', { name: /Buy now/ })
        .count(),
    ).toBe(0);
    await card().scrollIntoViewIfNeeded();
    await screenshot(page, 'shop-sold-out-en-1366');
    await page.goto(`${site.url}/shops/checkout/${String(product.id)}`);
    await page.getByRole('status').getByText('Sorry: this product has just sold out.').waitFor();
    expect(await page.locator('form.checkout-form').count()).toBe(0);
    await context.close();

    const mm = await openPage(browser, site, { language: 'mm', viewport: PHONE });
    await mm.page.goto(`${site.url}/shops`);
    await mm.page
      .locator('.product-card')
      .filter({ hasText: 'နောက်ဆုံး လက်မှတ်ပါ စာအုပ်' })
      .getByText('ကုန်သွားပါပြီ')
      .waitFor();
    await mm.context.close();

    // The catalogue's figure says so too.
    const stock = await site.api(`/products/${String(product.id)}`);
    expect(((await stock.json()) as Row).stock).toBe(0);
  });
});
