import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/test/smtp.ts';
import { pngFile } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, screenshot, useMailingSite } from './harness.ts';
import { gotoServed } from './public-helpers.ts';

type Row = Record<string, unknown>;

const LANG_OF_HTML = { en: 'en', mm: 'my' } as const;
const MYANMAR = /[\u1000-\u109f]/;

/**
 * A visitor without scripts who arrives by a link in one language (`?lang=mm`, a link
 * shared in a Burmese chat) keeps reading in it: the hero button, a service card, the
 * shop's BUY NOW, the checkout's answer, the order page and the order's email all follow
 * the language the first address chose, although none of their links names it.
 */
describe('a language chosen by the address stays without scripts', () => {
  let site: Site;
  let browser: Browser;
  let smtp: TestSmtp;
  useMailingSite({ demo: true, env: { TRUST_PROXY: '1' } }, (s, b, m) => {
    site = s;
    browser = b;
    smtp = m;
  });

  let visitors = 0;
  /** A visitor of their own address (the public forms' limit is per visitor), scripts off. */
  async function noScriptVisitor(viewport: { width: number; height: number }) {
    visitors += 1;
    return browser.newContext({
      viewport,
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `10.37.${visitors}.1` },
    });
  }

  /** The page is in this language: its <html lang>, and its main text written in it (or not). */
  async function expectIn(page: Page, language: 'en' | 'mm', what: string) {
    expect(await page.locator('html').getAttribute('lang'), `${what}: ${page.url()}`).toBe(
      LANG_OF_HTML[language],
    );
    const heading = await page.locator('main h1, h1').first().innerText();
    if (language === 'mm') expect(heading, `${what}: ${page.url()}`).toMatch(MYANMAR);
    else expect(heading, `${what}: ${page.url()}`).not.toMatch(MYANMAR);
  }

  it.each([
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const)(
    'at %s px: hero button, service card, BUY NOW, order and its email, all in Burmese',
    async (width, viewport) => {
      const [product] = (await (await site.api('/products')).json()) as Row[];
      const context = await noScriptVisitor(viewport);
      const page = await context.newPage();
      const shot = (name: string) => screenshot(page, `journey-${name}-mm-${width}`);

      await gotoServed(page, `${site.url}/?lang=mm`);
      await expectIn(page, 'mm', 'home');
      await page.locator('.hero .button-accent').click();
      await page.waitForLoadState('load');
      // The demo's hero button is a plain site path, no `?lang=` in it.
      expect(new URL(page.url()).search).toBe('');
      await expectIn(page, 'mm', 'the hero button');
      await shot('hero-target');

      await page.goBack();
      await page.locator('a.service-card').first().click();
      await page.waitForURL(`${site.url}/one-on-one-coaching`);
      await expectIn(page, 'mm', 'a service card');

      await page.locator('a[href="/shops"]:visible').first().click();
      await page.waitForURL(`${site.url}/shops`);
      await expectIn(page, 'mm', 'the shop');
      await page.getByRole('link', { name: `ယခု ဝယ်ယူရန်: ${String(product!.heading_mm)}` }).click();
      await page.waitForURL(`${site.url}/shops/checkout/${String(product!.id)}`);
      await expectIn(page, 'mm', 'the checkout');
      await shot('checkout');

      const name = `ဒေါ်မြ ${width}`;
      const email = `mya-${width}@example.com`;
      const form = page.locator('form.checkout-form');
      await form.locator('[name=name]').fill(name);
      await form.locator('[name=phone_number]').fill('09 555 0137');
      await form.locator('[name=email]').fill(email);
      await form.locator('[name=address]').fill('ပြည်လမ်း ၁၊ ရန်ကုန်');
      await form.locator('[name=receipt]').setInputFiles(pngFile('receipt.png'));
      await form.getByRole('button', { name: 'မှာယူရန်' }).click();
      await page.waitForURL(new RegExp(`^${site.url}/orders/[\\w-]+\\?ordered=1(#|$)`));
      await expectIn(page, 'mm', 'the order page');
      await page.getByRole('status').getByText('မှာယူမှု အောင်မြင်ပါသည်!').waitFor();
      await shot('order-page');
      await context.close();

      const orders = (await (await site.api('/payments', { admin: true })).json()) as Row[];
      const order = orders.find((o) => o.name === name)!;
      const [mail] = await smtp.waitForTo(email, 1, 30_000);
      expect(mail?.subject).toBe(`သင်၏ မှာယူမှု ${String(order.reference)} ကို လက်ခံရရှိပါပြီ`);
      expect(mail?.text).toContain(String(product!.heading_mm));
      expect(mail?.text).toContain(`/orders/${String(order.token)}?lang=mm`);
    },
    180_000,
  );

  /**
   * Every link of the home page to the site itself, followed as a visitor without scripts
   * would: each page it leads to is in the language the first address chose. In English
   * too, for a visitor whose browser remembers Burmese and who follows an English link.
   */
  it.each([
    ['mm', undefined],
    ['en', 'mm'],
  ] as const)(
    'every internal link of the home page asked with ?lang=%s leads to a page in that language',
    async (language, remembered) => {
      const context = await noScriptVisitor(language === 'mm' ? PHONE : DESKTOP);
      if (remembered)
        await context.addCookies([{ name: 'lang', value: remembered, url: site.url }]);
      const page = await context.newPage();
      await gotoServed(page, `${site.url}/?lang=${language}`);
      await expectIn(page, language, 'home');
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const targets = new Set<string>();
      for (const href of hrefs) {
        const url = new URL(href);
        // The site's own pages: not other sites, nor pictures and files the API serves.
        if (url.origin !== site.url || url.pathname.startsWith('/api/')) continue;
        // The globe toggle: the one link that switches to the other language, on purpose.
        const named = url.searchParams.get('lang');
        if (named && named !== language) continue;
        // Each page once, asked without `?lang=` (the menu's links keep it): the stricter way.
        url.hash = '';
        url.searchParams.delete('lang');
        targets.add(url.toString());
      }
      // The menu, the footer's groups, the hero, the service cards, the events, …
      expect(targets.size).toBeGreaterThan(8);
      for (const target of targets) {
        // Asked with the visitor's cookies first: an event's calendar file is a download.
        const answer = await page.request.get(target);
        expect(answer.status(), target).toBe(200);
        if (answer.headers()['content-type']?.startsWith('text/calendar')) {
          const summary = /^SUMMARY:(.*)$/m.exec(await answer.text())?.[1] ?? '';
          if (language === 'mm') expect(summary, target).toMatch(MYANMAR);
          else expect(summary, target).not.toMatch(MYANMAR);
          continue;
        }
        expect(answer.headers()['content-type'], target).toMatch(/^text\/html/);
        await gotoServed(page, target);
        await expectIn(page, language, `a link of the home page`);
      }
      await context.close();
    },
    300_000,
  );
});
