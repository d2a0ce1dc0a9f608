import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectStatus, openScreen, pngFile, saveForm, signIn } from './admin-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  openPage,
  screenshot,
  screenshotInView,
  useSite,
} from './harness.ts';
import { gotoServed, hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;

const LOOKS = [
  ['en', 390, PHONE],
  ['en', 1366, DESKTOP],
  ['mm', 390, PHONE],
  ['mm', 1366, DESKTOP],
] as const;

const TEXT = {
  en: {
    paidByBuyer: 'Paid by the buyer',
    next: 'What happens next',
    nothingMore: 'there is nothing more to pay',
    howToPay: 'How to pay',
    kyat: 'MMK',
  },
  mm: {
    paidByBuyer: 'ပို့ဆောင်ခ ဝယ်သူ ကျခံရန်',
    next: 'နောက်ထပ် ဖြစ်မည့်အဆင့်များ',
    nothingMore: 'ထပ်မံ ပေးချေရန် မလိုပါ',
    howToPay: 'ငွေပေးချေနည်း',
    kyat: 'ကျပ်',
  },
} as const;

/**
 * After paying, the site stops asking for payment: an order being checked says what
 * happens next (the accounts come back only for a rejected order); shipping paid by the
 * buyer says how much or how; and the kyat has one name per language on every page.
 */
describe('after paying: what happens next, the shipping cost, one word for the kyat', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  async function postedBook() {
    const products = (await (await site.api('/products')).json()) as Row[];
    const book = products.find((p) => p.shipping_type === 'PAID BY CLIENT' && p.shipping_note);
    expect(book, 'the demo has a book whose buyer pays the shipping').toBeDefined();
    return book!;
  }
  const noteOf = (book: Row, language: 'en' | 'mm') =>
    String((language === 'mm' && book.shipping_note_mm) || book.shipping_note);

  /** No word for the kyat but the language's own in the page's main text. */
  async function expectOneKyat(page: Page, language: 'en' | 'mm') {
    const text = await page.locator('main').innerText();
    expect(text).toContain(TEXT[language].kyat);
    if (language === 'mm') expect(text).not.toContain('MMK');
  }

  it.each(LOOKS)(
    'in %s at %s: the shop card and the checkout say what the buyer pays for shipping',
    async (language, width, viewport) => {
      const book = await postedBook();
      const { context, page } = await openPage(browser, site, { viewport, language });
      await gotoServed(page, `${site.url}/shops`);
      const card = page.locator('.product-card', { hasText: noteOf(book, language) }).first();
      await card.getByText(TEXT[language].paidByBuyer).waitFor();
      await expectOneKyat(page, language);

      await gotoServed(page, `${site.url}/shops/checkout/${String(book.id)}`);
      await hydrated(page);
      const summary = page.locator('.order-lines');
      await summary.getByText(TEXT[language].paidByBuyer).waitFor();
      await summary.getByText(noteOf(book, language)).waitFor();
      await expectOneKyat(page, language);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await summary.scrollIntoViewIfNeeded();
      await screenshotInView(page, `paid-checkout-${language}-${width}`);
      await context.close();
    },
    120_000,
  );

  it.each(LOOKS)(
    'in %s at %s: an order being checked says what happens next; a rejected one how to pay',
    async (language, width, viewport) => {
      const book = await postedBook();
      const receipt = await site.upload(pngFile('receipt.png').buffer, 'receipt.png', 'receipt');
      const placed = await site.api('/payments', {
        method: 'POST',
        body: JSON.stringify({
          product_name: book.heading,
          name: `Buyer ${language} ${width}`,
          phone_number: '09 555 0137',
          email: `buyer-${language}-${width}@example.com`,
          address: '1 Pyay Road, Yangon',
          quantity: 1,
          receipt_photo: receipt,
          language,
        }),
      });
      expect(placed.status).toBe(201);
      const { id, token } = (await placed.json()) as { id: number; token: string };

      const { context, page } = await openPage(browser, site, { viewport, language });
      await gotoServed(page, `${site.url}/orders/${token}`);
      const next = page.getByRole('region', { name: TEXT[language].next });
      await next.getByText(TEXT[language].nothingMore).waitFor();
      expect(await page.getByRole('heading', { name: TEXT[language].howToPay }).count()).toBe(0);
      const facts = page.locator('.order-facts');
      await facts.getByText(TEXT[language].paidByBuyer).waitFor();
      await facts.getByText(noteOf(book, language)).waitFor();
      await expectOneKyat(page, language);
      await screenshot(page, `paid-order-received-${language}-${width}`);

      const rejected = await site.api(`/payments/${id}/status`, {
        method: 'PUT',
        admin: true,
        body: JSON.stringify({ status: 'rejected', reason: 'The amount is short.' }),
      });
      expect(rejected.status).toBe(200);
      await gotoServed(page, `${site.url}/orders/${token}`);
      await page.getByRole('heading', { name: TEXT[language].howToPay }).waitFor();
      expect(await page.getByRole('region', { name: TEXT[language].next }).count()).toBe(0);
      await expectOneKyat(page, language);
      await screenshot(page, `paid-order-rejected-${language}-${width}`);
      await context.close();
    },
    120_000,
  );

  it('the owner writes the note with the product in the back office, in both languages', async () => {
    const book = await postedBook();
    const { context, page } = await openPage(browser, site, { viewport: DESKTOP });
    await signIn(page, site);
    await openScreen(page, site, `products/edit/${String(book.id)}`);
    await page.getByLabel('Shipping: how much or how · English').fill('5,000 MMK by courier');
    await page.getByLabel('Shipping: how much or how · Burmese').fill('ကူရီယာဖြင့် ၅,၀၀၀ ကျပ်');
    await saveForm(page);
    await expectStatus(page, 'Product updated successfully');
    await screenshot(page, 'paid-admin-product-en-1366');
    await context.close();

    for (const [language, note] of [
      ['en', '5,000 MMK by courier'],
      ['mm', 'ကူရီယာဖြင့် ၅,၀၀၀ ကျပ်'],
    ] as const) {
      const visitor = await openPage(browser, site, { viewport: PHONE, language });
      await gotoServed(visitor.page, `${site.url}/shops/checkout/${String(book.id)}`);
      await visitor.page.locator('.order-lines').getByText(note).waitFor();
      await visitor.context.close();
    }
  });
});
