import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { pngFile } from './admin-helpers.ts';
import { type Site, openPage, useMailingSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;
const OWNER = 'owner@example.com';

/**
 * With SMTP_URL and NOTIFY_EMAIL set, an order placed in the browser reaches a real SMTP
 * server: the owner's notice with the receipt, and the customer's confirmation in the
 * language the customer ordered in.
 */
describe('public site: an order sends its emails', () => {
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

  it('a Burmese visitor orders: the owner is told, and the confirmation is in Burmese', async () => {
    const [product] = (await (await site.api('/products')).json()) as Row[];
    const { page, context } = await openPage(browser, site, { language: 'mm' });
    await page.goto(`${site.url}/shops/checkout/${String(product!.id)}`);
    await hydrated(page);
    await page.locator('#field-name').fill('ဒေါ်ခင်');
    await page.locator('#field-phone_number').fill('09 777 123 456');
    await page.locator('#field-email').fill('khin@example.com');
    await page.locator('#field-address').fill('အင်းယားလမ်း ၁၂၊ ရန်ကုန်');
    await page.locator('input[name="receipt"]').setInputFiles(pngFile('receipt.png'));
    await page.locator('form.checkout-form button[type="submit"]').click();
    await page.waitForURL(/\/orders\/[\w-]+\?ordered=1$/);
    await context.close();

    const to = async (address: string) => (await smtp.waitForTo(address, 1, 30_000))[0];
    const orders = (await (await site.api('/payments', { admin: true })).json()) as Row[];
    const order = orders.find((o) => o.name === 'ဒေါ်ခင်')!;

    const confirmation = await to('khin@example.com');
    expect(confirmation?.subject).toBe(`သင်၏ မှာယူမှု ${String(order.reference)} ကို လက်ခံရရှိပါပြီ`);
    // The link to the customer's own order page, in Burmese.
    expect(confirmation?.text).toContain(`${site.url}/orders/${String(order.token)}?lang=mm`);
    expect(confirmation?.text).toMatch(/[\u1000-\u109f]/);
    // The product by its Burmese name, and the amount grouped, in kyat.
    expect(confirmation?.text).toContain(String(product!.heading_mm));
    expect(confirmation?.text).toMatch(/ကျသင့်ငွေ: [၀-၉,]+ ကျပ်/);
    // The owner's email is in the owner's language (English here), the product so named.
    const notice = await to(OWNER);
    expect(notice?.text).toContain(String(product!.heading));
    expect(notice?.subject).toContain(String(order.reference));
    expect(notice?.text).toContain('ဒေါ်ခင်');
    expect(notice?.attachments.some((a) => a.contentType.startsWith('image/'))).toBe(true);
  });
});
