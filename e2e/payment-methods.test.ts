import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  PNG,
  editorPage,
  expectAlert,
  expectStatus,
  openScreen,
  publicJson,
  signIn,
} from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';
import { expectLaidOut, hydrated, loadLazyImages } from './public-helpers.ts';

type Method = Record<string, string | null>;

/**
 * How to pay, end to end: the owner sets the accounts in the back office (an editor is
 * told the screen is the owners'), and a visitor finds them at the checkout with the
 * amount to transfer, in English and Burmese, with and without scripts.
 */
describe('payment methods: the owner sets them, the checkout shows them', () => {
  let site: Site;
  let browser: Browser;
  let productId: number;
  useSite({ demo: false }, async (s, b) => {
    site = s;
    browser = b;
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await site.api(path, {
        method: 'POST',
        admin: true,
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const main = await post('/main_categories', { name: 'Books', name_mm: 'စာအုပ်များ' });
    const sub = await post('/sub_categories', { name: 'Leadership', main_category_id: main });
    productId = await post('/products', {
      heading: 'The Coach Handbook',
      heading_mm: 'နည်းပြ လက်စွဲ',
      description: 'A book',
      price: 15000,
      currency: 'MMK',
      type: 'image',
      shipping_type: 'FREE SHIPPING',
      image: await site.upload(PNG, 'book.png'),
      sub_category_id: sub,
    });
  });

  const checkout = () => `${site.url}/shops/checkout/${productId}`;
  const payBox = (page: Page) => page.locator('.checkout-pay');

  it('the owner adds, checks, reorders and saves two methods, a QR code with one', async () => {
    const { page, context } = await openPage(browser, site, { viewport: DESKTOP });
    await signIn(page, site);
    await page.locator('#admin-nav').getByRole('link', { name: 'Payment methods' }).click();
    await page.getByRole('heading', { level: 1, name: /Payment methods/ }).waitFor();
    await page.getByText('No payment methods yet').waitFor();

    await page.getByRole('button', { name: 'Add a payment method' }).click();
    // Focus goes to the new method's first field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/-name$/);
    await page.getByRole('button', { name: 'Save payment methods' }).click();
    await expectAlert(page, 'Please correct the fields marked below.');
    const first = page.getByTestId('payment-method').nth(0);
    expect(await first.getByText('Required').count()).toBe(2);

    await first.getByRole('textbox', { name: 'Bank or wallet', exact: true }).fill('AYA Bank');
    await first.getByLabel('Bank or wallet (Burmese)').fill('အေယူအေ ဘဏ်');
    await first.getByLabel('Account name').fill('Daw Mya Mya');
    // Typed in Burmese digits: stored (and shown) in the digits the bank's app takes.
    await first.getByLabel('Account number').fill('၀၀၁၂ ၃၄၅၆ ၇၈၉၀');
    await first
      .getByRole('textbox', { name: 'Note', exact: true })
      .fill('Savings account, Yangon branch.');
    await first.getByLabel('Note (Burmese)').fill('ရန်ကုန် ဘဏ်ခွဲ ငွေစုစာရင်း။');

    await page.getByRole('button', { name: 'Add a payment method' }).click();
    const second = page.getByTestId('payment-method').nth(1);
    await second.getByRole('textbox', { name: 'Bank or wallet', exact: true }).fill('WavePay');
    await second.getByLabel('Account number').fill('09 777 888 999');
    const qr = await QRCode.toBuffer('WavePay:09777888999', { type: 'png', width: 320 });
    await second
      .getByLabel(/^QR code/)
      .setInputFiles({ name: 'wavepay-qr.png', mimeType: 'image/png', buffer: qr });
    await page.getByRole('button', { name: 'Save payment methods' }).click();
    await expectStatus(page, 'Payment methods saved');

    // WavePay first: the button pressed keeps the focus (disabled at the top: its twin).
    await second.getByRole('button', { name: /Move up/ }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toMatch(/Move down.*WavePay/);
    await expect
      .poll(() => page.getByTestId('payment-method').nth(0).locator('legend').textContent())
      .toBe('Method 1: WavePay');
    await page.getByRole('button', { name: 'Save payment methods' }).click();
    await expectStatus(page, 'Payment methods saved');
    const methods = await publicJson<Method[]>(site, '/payment_methods');
    expect(methods.map((m) => [m.name, m.account_number])).toEqual([
      ['WavePay', '09 777 888 999'],
      ['AYA Bank', '0012 3456 7890'],
    ]);
    expect(methods[0]!.qr_image).toEqual(expect.any(String));
    expect(methods[1]).toMatchObject({ name_mm: 'အေယူအေ ဘဏ်', account_name: 'Daw Mya Mya' });

    await screenshot(page, 'payment-methods-admin-en-1366');
    await context.close();
  });

  it('the screen in Burmese and on a phone', async () => {
    for (const [language, viewport, width] of [
      ['mm', DESKTOP, 1366],
      ['en', PHONE, 390],
      ['mm', PHONE, 390],
    ] as const) {
      const { page, context } = await openPage(browser, site, { viewport, language });
      await signIn(page, site);
      await openScreen(page, site, 'payment-methods');
      await page.getByTestId('payment-method').nth(1).waitFor();
      if (language === 'mm')
        await page.locator('legend', { hasText: 'ငွေပေးချေနည်း ၁: WavePay' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${language} ${width}: wider than the screen`).toBeLessThanOrEqual(0);
      await screenshot(page, `payment-methods-admin-${language}-${width}`);
      await context.close();
    }
  });

  it('a visitor finds them at checkout with the amount, in English and Burmese; Copy copies the number', async () => {
    for (const [language, viewport, width] of [
      ['en', DESKTOP, 1366],
      ['en', PHONE, 390],
      ['mm', DESKTOP, 1366],
      ['mm', PHONE, 390],
    ] as const) {
      const { page, context } = await openPage(browser, site, { viewport, language });
      await page.goto(checkout());
      await hydrated(page);
      const pay = payBox(page);
      const text = (await pay.textContent())!;
      if (language === 'en') {
        expect(text).toContain('Amount to transfer');
        expect(text).toContain('15,000 MMK');
        expect(text).toContain('WavePay');
        expect(text).toContain('AYA Bank');
        expect(text).toContain('Savings account, Yangon branch.');
        await pay.getByRole('img', { name: 'QR code to pay with WavePay' }).waitFor();
      } else {
        expect(text).toContain('၁၅,၀၀၀ ကျပ်');
        expect(text).toContain('အေယူအေ ဘဏ်');
        expect(text).toContain('ရန်ကုန် ဘဏ်ခွဲ ငွေစုစာရင်း။');
        await pay.getByRole('img', { name: 'WavePay ဖြင့် ပေးချေရန် QR ကုဒ်' }).waitFor();
      }
      // The account numbers as the bank writes them, in either language.
      expect(text).toContain('09 777 888 999');
      expect(text).toContain('0012 3456 7890');
      expect(await pay.getByRole('button', { name: /Copy|ကူးယူရန်/ }).count()).toBe(2);
      await expectLaidOut(page, language);
      await loadLazyImages(page);
      await pay.scrollIntoViewIfNeeded();
      await screenshot(page, `payment-methods-checkout-${language}-${width}`);
      await context.close();
    }

    const { page, context } = await openPage(browser, site, { viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.goto(checkout());
    await hydrated(page);
    await payBox(page)
      .getByRole('button', { name: /Copy.*AYA Bank/ })
      .click();
    await payBox(page)
      .getByRole('button', { name: /Copied.*AYA Bank/ })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('001234567890');
    // The amount follows the quantity.
    await page.getByLabel('Quantity').fill('3');
    await expect.poll(() => payBox(page).locator('.pay-amount').textContent()).toBe('45,000 MMK');
    await context.close();
  });

  it('without scripts the accounts are in the page, without copy buttons', async () => {
    for (const language of ['en', 'mm'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
      await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
      const page = await context.newPage();
      await page.goto(checkout());
      const pay = payBox(page);
      const text = (await pay.textContent())!;
      expect(text).toContain(language === 'en' ? 'AYA Bank' : 'အေယူအေ ဘဏ်');
      expect(text).toContain(language === 'en' ? '15,000 MMK' : '၁၅,၀၀၀ ကျပ်');
      expect(text).toContain('0012 3456 7890');
      expect(await pay.getByRole('button').count()).toBe(0);
      await context.close();
    }
  });

  it('an editor is told the screen is for owners, and is not offered it', async () => {
    const { page, context } = await editorPage(browser, site);
    expect(await page.getByRole('link', { name: 'Payment methods' }).count()).toBe(0);
    await page.goto(`${site.url}/admin/payment-methods`);
    await page.getByRole('heading', { level: 1, name: 'For owners only' }).waitFor();
    await context.close();
  });

  it('with every method removed the checkout says what it said before', async () => {
    const { page, context } = await openPage(browser, site);
    await signIn(page, site);
    await openScreen(page, site, 'payment-methods');
    for (let left = 2; left > 0; left--) {
      await page
        .getByRole('button', { name: /^Remove \(/ })
        .first()
        .click();
    }
    await page.getByRole('button', { name: 'Save payment methods' }).click();
    await expectStatus(page, 'Payment methods saved');
    expect(await publicJson(site, '/payment_methods')).toEqual([]);
    await page.goto(checkout());
    await hydrated(page);
    expect(await payBox(page).textContent()).toContain('Transfer the total to our account');
    expect(await payBox(page).locator('.pay-methods').count()).toBe(0);
    await context.close();
  });
});
