import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Violation, describeViolations } from './accessibility.ts';
import { EVERY_LOOK_MS, adminPage, checkScreen, inEveryLook, pngFile } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, screenshot, useSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;
interface Named {
  name: string;
  visitors: number;
  pageviews: number;
}
interface Analytics {
  sources: Named[];
  campaigns: Named[];
  conversions: {
    source: string;
    bookings: number;
    orders: number;
    order_amount: number;
  }[];
}

/** Two phones, so the two visitors have two keys (the key is the address and the browser). */
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/**
 * Issue 43, done when: a visitor on a phone comes from a Facebook post, with scripts and
 * without, books a session and orders a book; the owner's visits screen then credits
 * Facebook with that visitor, the booking and the order, and the order's amount once it
 * is paid. The demo site already has four weeks of visits: each visitor adds to them, and
 * a campaign of its own shows the one visitor alone.
 */
describe('a visitor from a Facebook post, on the owner’s visits screen', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  const analytics = async () =>
    (await (await site.api('/analytics?days=7', { admin: true })).json()) as Analytics;
  const facebook = (figures: Analytics) => ({
    visitors: figures.sources.find((s) => s.name === 'Facebook')?.visitors ?? 0,
    ...(figures.conversions.find((c) => c.source === 'Facebook') ?? {
      bookings: 0,
      orders: 0,
      order_amount: 0,
    }),
  });

  /** Books the first free time on the one-on-one page, as the visitor would. */
  async function book(page: Page, js: boolean, name: string) {
    await page.goto(`${site.url}/one-on-one-coaching#appointment`);
    if (js) await hydrated(page);
    const form = page.locator('form.appointment-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=role]').fill('Owner');
    await form.locator('[name=business]').fill('Shwe Tea House');
    await form.locator('[name=mode_of_contact]').selectOption('Email');
    await form.locator('[name=contact_information]').fill('visitor@example.com');
    await form.locator('[name=message]').fill('I saw your post about the workshop.');
    await form.locator('details[open] .slot-choice').first().click();
    await form.locator('button[type=submit]').click();
    await page.waitForURL(/\/appointments\/[\w-]+\?booked=1/);
  }

  /** Orders the first product with a receipt, and answers the order's id and amount. */
  async function order(page: Page, js: boolean, name: string) {
    const [product] = (await (await site.api('/products')).json()) as Row[];
    await page.goto(`${site.url}/shops/checkout/${String(product!.id)}`);
    if (js) await hydrated(page);
    const form = page.locator('form.checkout-form');
    await form.locator('[name=name]').fill(name);
    await form.locator('[name=phone_number]').fill('09 555 0143');
    await form.locator('[name=email]').fill('visitor@example.com');
    await form.locator('[name=address]').fill('1 Pyay Road, Yangon');
    await form.locator('[name=receipt]').setInputFiles(pngFile('receipt.png'));
    await form.locator('button[type=submit]').click();
    await page.getByRole('status').getByText('Order placed successfully!').waitFor();
    const orders = (await (await site.api('/payments', { admin: true })).json()) as Row[];
    const placed = orders.find((o) => o.name === name)!;
    return { id: Number(placed.id), amount: Number(placed.amount) };
  }

  it.each([
    {
      js: true,
      userAgent: ANDROID,
      arrival: '/?fbclid=IwAR0e2eScripts&utm_campaign=e2e-post-scripts',
      campaign: 'e2e-post-scripts',
    },
    {
      js: false,
      userAgent: IPHONE,
      arrival: '/trainings?utm_source=facebook&utm_campaign=e2e-post-plain',
      campaign: 'e2e-post-plain',
    },
  ])(
    'with scripts $js: 1 visitor from Facebook, 1 booking, 1 order worth its amount once paid',
    async ({ js, userAgent, arrival, campaign }) => {
      const before = facebook(await analytics());
      const context = await browser.newContext({
        viewport: PHONE,
        userAgent,
        javaScriptEnabled: js,
      });
      const page = await context.newPage();
      // Arriving from the post: Facebook's app opens the link with its referrer.
      const arrived = await page.goto(`${site.url}${arrival}`, {
        referer: 'https://m.facebook.com/',
      });
      expect(arrived?.status()).toBe(200);
      const name = `Visitor from Facebook (scripts ${js ? 'on' : 'off'})`;
      await book(page, js, name);
      const placed = await order(page, js, name);
      await context.close();

      const unpaid = facebook(await analytics());
      expect(unpaid).toMatchObject({
        visitors: before.visitors + 1,
        bookings: before.bookings + 1,
        orders: before.orders + 1,
        // The amount counts once the owner has found the money.
        order_amount: before.order_amount,
      });
      const paid = await site.api(`/payments/${placed.id}/status`, {
        method: 'PUT',
        admin: true,
        body: JSON.stringify({ status: 'paid' }),
      });
      expect(paid.status).toBe(200);
      const after = facebook(await analytics());
      expect(after.order_amount).toBe(before.order_amount + placed.amount);

      // The owner's screen says the same: its campaign's one visitor, Facebook's figures.
      const owner = await adminPage(browser, site, { viewport: PHONE });
      await owner.page.goto(`${site.url}/admin/analytics?days=7`);
      const campaigns = owner.page.getByTestId('campaigns');
      await expect
        .poll(() => campaigns.locator('tr', { hasText: campaign }).locator('td').allTextContents())
        .toEqual(['1', expect.stringMatching(/^\d+$/)]);
      const row = owner.page.getByTestId('conversions').locator('tr', { hasText: 'Facebook' });
      expect(await row.locator('td').allTextContents()).toEqual([
        'Facebook',
        expect.any(String),
        String(after.bookings),
        String(after.orders),
        `${after.order_amount.toLocaleString('en-US')} MMK`,
        expect.any(String),
      ]);
      const sources = owner.page.getByTestId('sources').locator('tr', { hasText: 'Facebook' });
      expect((await sources.locator('td').allTextContents())[0]).toBe(
        after.visitors.toLocaleString('en-US'),
      );
      await owner.context.close();
    },
    120_000,
  );

  it(
    'the screen in both languages, on a phone and a computer: no overflow, no axe finding',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (page, look) => {
        await page.goto(`${site.url}/admin/analytics?days=30`);
        await page.getByTestId('analytics-totals').waitFor();
        const width = look.viewport === DESKTOP ? 1366 : 390;
        await checkScreen(
          page,
          `/admin/analytics (${look.language}, ${width})`,
          `admin-analytics-${look.language}-${width}`,
          violations,
        );
        if (look.language === 'mm') {
          // Burmese digits in Burmese: the totals, and no Latin digit among them.
          const totals = await page.getByTestId('analytics-totals').innerText();
          expect(totals).toMatch(/[၀-၉]/);
          expect(totals).not.toMatch(/[0-9]/);
        }
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );

  it('builds a tagged link for a post, and copies it', async () => {
    const owner = await adminPage(browser, site, { viewport: PHONE });
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.url,
    });
    await owner.page.goto(`${site.url}/admin/analytics`);
    await owner.page.getByLabel('Page', { exact: true }).selectOption({ label: 'Trainings' });
    await owner.page.getByLabel('Campaign name').fill('ဇွန်လ workshop');
    await owner.page.getByLabel('Where it is posted').selectOption('viber');
    const link = await owner.page.getByLabel('The link').inputValue();
    expect(link).toBe(
      `${site.url}/trainings?utm_source=viber&utm_campaign=${encodeURIComponent('ဇွန်လ-workshop')}`,
    );
    await owner.page.getByRole('button', { name: 'Copy' }).click();
    await owner.page.getByRole('status').getByText('Copied').waitFor();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Another site's address is refused, and gives no link.
    await owner.page
      .getByLabel('Page', { exact: true })
      .selectOption({ label: 'Another address of the site…' });
    await owner.page.getByLabel('Address of the site').fill('https://elsewhere.example/x');
    await owner.page.getByText('This is not an address of this site').waitFor();
    expect(await owner.page.getByLabel('The link').inputValue()).toBe('');
    await owner.page.getByLabel('Address of the site').fill(`${site.url}/articles?page=2`);
    expect(await owner.page.getByLabel('The link').inputValue()).toBe(
      `${site.url}/articles?page=2&utm_source=viber&utm_campaign=${encodeURIComponent('ဇွန်လ-workshop')}`,
    );
    await screenshot(owner.page, 'admin-analytics-link-en-390');
    await owner.context.close();
  });
});
