import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asciiDigits } from '@coach/contract/formats';
import { COLOUR_NAMES } from '../apps/web/app/admin/colours/colour-names.ts';
import { EDITOR_TEXT as E } from '../apps/web/app/admin/editor/editor-text.ts';
import { longDate } from '../apps/web/app/lib/dates.ts';
import { type Violation, describeViolations } from './accessibility.ts';
import {
  EVERY_LOOK_MS,
  LOOKS,
  PNG,
  adminPage,
  checkScreen,
  expectStatus,
  inEveryLook,
  openScreen,
  row,
} from './admin-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  openPage,
  screenshot,
  screenshotInView,
  useSite,
} from './harness.ts';
import { hydrated } from './public-helpers.ts';

/**
 * Issue 37, item 8 and the small frictions of item 9: the article editor's lists, quotes
 * and third heading (and its toolbar on a phone), a phone constant in Burmese digits, a
 * scheduled article's preview date, settings as an owner reads them, the Burmese
 * dashboard, the media library's two counts, and the home page's first screen on a phone.
 */

type Item = Record<string, unknown>;
const SITE_TIME_ZONE = 'Asia/Yangon';

/** The toolbar's buttons this issue adds, in the order they are pressed below. */
const NEW_TOOLS = [E.heading3, E.bulletList, E.orderedList, E.quote];

/** The kinds of appointment in Burmese, as the back office names them (booking/texts.ts). */
const KIND_MM: Record<string, string> = {
  'One on One Coaching': 'တစ်ဦးချင်း နည်းပြခြင်း',
  'Team Coaching': 'အဖွဲ့လိုက် နည်းပြခြင်း',
  Training: 'သင်တန်း',
  Collaboration: 'ပူးပေါင်းဆောင်ရွက်မှု',
};

const EDITOR = '[aria-labelledby="field-content-label"]';

describe('the article editor an owner expects, and the small frictions (issue 37)', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  const api = async (path: string, init: RequestInit = {}) => {
    const res = await site.api(path, { admin: true, ...init });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return (await res.json()) as Item & Item[];
  };

  it(
    'the toolbar offers H3, lists and quote, every button on screen at 390 and 1366 px in both languages',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (page, look) => {
        await page.goto(`${site.url}/admin/articles/create`);
        const toolbar = page.getByRole('toolbar').first();
        for (const tool of NEW_TOOLS) {
          await toolbar.getByRole('button', { name: tool[look.language], exact: true }).waitFor();
        }
        // Wrapped, not scrolled: each button lies inside the screen and the toolbar.
        const width = look.viewport.width;
        const outside = await toolbar.evaluate((bar, screen) => {
          const edge = bar.getBoundingClientRect();
          return [...bar.querySelectorAll('button')]
            .filter((b) => {
              const r = b.getBoundingClientRect();
              return r.left < edge.left || r.right > edge.right + 0.5 || r.right > screen;
            })
            .map((b) => b.getAttribute('aria-label'));
        }, width);
        expect(outside, `${look.size} ${look.language}`).toEqual([]);
        await checkScreen(
          page,
          `editor ${look.size} ${look.language}`,
          `editor-toolbar-${look.size}-${look.language}`,
          violations,
        );
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );

  it(
    'an article written with H3, both lists and a quote keeps them, and the public page shows them',
    async () => {
      const { page, context } = await adminPage(browser, site, { viewport: PHONE });
      await page.goto(`${site.url}/admin/articles/create`);
      await page.getByLabel('Name · English').fill('Habits of clear leaders');
      await page.getByLabel('Description · English').fill('Three habits, in order');
      await page.getByLabel(/^Image/).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByLabel('Published').check();
      const toolbar = page.getByRole('toolbar').first();
      const press = (name: string) => toolbar.getByRole('button', { name, exact: true }).click();
      await page.locator(EDITOR).click();
      await press(E.heading3.en);
      await page.keyboard.type('Three habits');
      await page.keyboard.press('Enter');
      await press(E.bulletList.en);
      await page.keyboard.type('Plan the week');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Review on Friday');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await press(E.orderedList.en);
      await page.keyboard.type('Ask');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Listen');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await press(E.quote.en);
      await page.keyboard.type('Leaders ask better questions.');
      // The button says what the cursor is in.
      await expect
        .poll(() => toolbar.getByRole('button', { name: E.quote.en }).getAttribute('aria-pressed'))
        .toBe('true');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectStatus(page, 'Article created successfully');
      await context.close();

      const articles = await api('/articles?search=Habits%20of%20clear');
      const article = await api(`/articles/${articles[0]!.id}`);
      const html = String(article.content);
      expect(html).toContain('<h3>Three habits</h3>');
      expect(html).toMatch(
        /<ul><li><p>Plan the week<\/p><\/li><li><p>Review on Friday<\/p><\/li><\/ul>/,
      );
      expect(html).toMatch(/<ol><li><p>Ask<\/p><\/li><li><p>Listen<\/p><\/li><\/ol>/);
      expect(html).toContain('<blockquote><p>Leaders ask better questions.</p></blockquote>');

      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const visitor = await openPage(browser, site, { viewport });
        await visitor.page.goto(`${site.url}/articles/view/${article.id}`);
        const prose = visitor.page.locator('.prose');
        await prose.locator('h3', { hasText: 'Three habits' }).waitFor();
        // Drawn as lists and a quote: markers, indents, the quote set apart.
        const look = await prose.evaluate((p) => {
          const style = (selector: string) => getComputedStyle(p.querySelector(selector)!);
          return {
            bullets: style('ul').listStyleType,
            numbers: style('ol').listStyleType,
            indent: parseFloat(style('ul').paddingLeft),
            quoteBorder: parseFloat(style('blockquote').borderLeftWidth),
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        });
        expect(look).toMatchObject({ bullets: 'disc', numbers: 'decimal', overflow: 0 });
        expect(look.indent).toBeGreaterThan(0);
        expect(look.quoteBorder).toBeGreaterThan(0);
        await prose.scrollIntoViewIfNeeded();
        await screenshot(visitor.page, `article-lists-${size}`);
        await visitor.context.close();
      }
    },
    EVERY_LOOK_MS,
  );

  it('a phone number typed in Burmese digits is taken in Constants, stored in ASCII digits', async () => {
    for (const [language, viewport, typed, stored] of [
      ['mm', PHONE, '+၉၅ ၉ ၄၅၀ ၁၂၃ ၄၅၆', '+95 9 450 123 456'],
      ['en', DESKTOP, '၀၉ ၇၇၇ ၈၈၈ ၉၉၉', '09 777 888 999'],
    ] as const) {
      const { page, context } = await adminPage(browser, site, { viewport, language });
      const constants = await api('/constants');
      const phone = constants.find((c) => c.name === 'mainPhoneNumber')!;
      await page.goto(`${site.url}/admin/constants/edit/${phone.id}`);
      const input = page.locator('#field-value');
      await input.fill(typed);
      await page.locator('button[type=submit]').click();
      await page.waitForURL(`${site.url}/admin/constants`);
      await page.locator('.a-notice-success[role=status]').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      const saved = (await api('/constants')).find((c) => c.name === 'mainPhoneNumber')!;
      expect(saved.value, language).toBe(stored);
      // The site's pages dial it.
      const home = await (await fetch(`${site.url}/`)).text();
      expect(home).toContain(`tel:${stored.replace(/[^\d+]/g, '')}`);
      await context.close();
    }
  });

  it('a scheduled article’s private preview shows the day it goes out, in both languages', async () => {
    // Ten days ahead at 09:00 in Yangon: not today, in any time zone.
    const day = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const publishAt = new Date(`${day}T09:00:00+06:30`).toISOString();
    const draft = await api('/articles', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Going out in ten days',
        name_mm: 'ဆယ်ရက်အတွင်း ထုတ်ဝေမည်',
        description: 'Scheduled',
        content: '<p>Soon.</p>',
        image: await site.upload(PNG, 'scheduled.png'),
        is_published: false,
        publish_at: publishAt,
      }),
    });
    const url = String((await api(`/articles/${draft.id}/preview`, { method: 'POST' })).url);
    for (const [language, viewport] of [
      ['en', DESKTOP],
      ['mm', PHONE],
    ] as const) {
      const visitor = await openPage(browser, site, { viewport, language });
      await visitor.page.goto(url);
      const time = visitor.page.locator('.article-meta time');
      expect(new Date((await time.getAttribute('datetime'))!).toISOString()).toBe(publishAt);
      expect(await time.textContent()).toContain(longDate(publishAt, language, SITE_TIME_ZONE));
      await screenshot(visitor.page, `preview-scheduled-${language}`);
      await visitor.context.close();
    }
  });

  it(
    'settings read as an owner thinks: colours by name with swatches, terms and privacy by title',
    async () => {
      const constants = await api('/constants');
      const termsId = constants.find((c) => c.name === 'termsArticleId')!.value;
      const terms = await api(`/articles/${termsId}`);
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (page, look) => {
        const { language } = look;
        await openScreen(page, site, 'colors');
        for (const colour of Object.values(COLOUR_NAMES)) {
          const named = row(page, colour.label[language]);
          await named.waitFor();
          expect(await named.locator('.a-swatch').count()).toBe(1);
        }
        expect(await page.locator('tbody').textContent()).not.toMatch(/primary|secondary|tertiary/);
        await checkScreen(
          page,
          `colours ${look.size} ${language}`,
          `colours-${look.size}-${language}`,
          violations,
        );

        await openScreen(page, site, 'constants');
        const title = String((language === 'mm' && terms.name_mm) || terms.name);
        const termsRow = row(page, language === 'mm' ? 'စည်းမျဉ်းနှင့်' : 'Terms and conditions');
        await expect.poll(() => termsRow.first().textContent()).toContain(title);
        await checkScreen(
          page,
          `constants ${look.size} ${language}`,
          `constants-${look.size}-${language}`,
          violations,
        );
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );

  it(
    'the Burmese dashboard names the kinds of appointment and the products in Burmese',
    async () => {
      const figures = await api('/dashboard');
      const newest = figures.newest as unknown as {
        appointments: { appointment_for: string }[];
        orders: { product_name: string; product_name_mm: string | null }[];
      };
      const order = newest.orders.find(
        (o) => o.product_name_mm && o.product_name_mm !== o.product_name,
      );
      expect(order, 'the demo has an order of a product with a Burmese name').toBeDefined();
      expect(newest.appointments.length).toBeGreaterThan(0);
      for (const [language, viewport] of [
        ['mm', PHONE],
        ['mm', DESKTOP],
        ['en', DESKTOP],
      ] as const) {
        const { page, context } = await adminPage(browser, site, { viewport, language });
        const cards = page.locator('.a-attention');
        await cards.locator('.a-attention-list').first().waitFor();
        const text = (await cards.textContent()) ?? '';
        for (const { appointment_for: kind } of newest.appointments) {
          if (language === 'mm') {
            expect(text).toContain(KIND_MM[kind]);
            expect(text).not.toContain(kind);
          } else expect(text).toContain(kind);
        }
        if (language === 'mm') {
          expect(text).toContain(order!.product_name_mm);
          expect(text).not.toContain(order!.product_name);
        } else expect(text).toContain(order!.product_name);
        await screenshot(page, `dashboard-${language}-${viewport.width}`);
        await context.close();
      }
    },
    EVERY_LOOK_MS,
  );

  it('the media library’s header count and its storage line count the same pictures', async () => {
    // An order's receipt is stored too, but private: never in the library.
    const receipt = await site.upload(PNG, 'receipt.png', 'receipt');
    expect(receipt).toBeTruthy();
    for (const look of [LOOKS[0]!, LOOKS[3]!]) {
      const { page, context } = await adminPage(browser, site, look);
      await openScreen(page, site, 'files');
      const line = page.locator('.a-library-storage');
      await line.waitFor();
      const header = Number(asciiDigits((await page.locator('h1 .a-count').textContent()) ?? ''));
      const words = asciiDigits((await line.textContent()) ?? '');
      const pictures = look.language === 'mm' ? /ပုံ (\d+) ပုံ/ : /(\d+) pictures/;
      const receipts = look.language === 'mm' ? /ငွေလွှဲပြေစာ (\d+) ခု/ : /(\d+) order receipts/;
      expect(Number(pictures.exec(words)?.[1]), words).toBe(header);
      expect(Number(receipts.exec(words)?.[1]), words).toBeGreaterThan(0);
      await screenshot(page, `library-${look.size}-${look.language}`);
      await context.close();
    }
  });

  it('on a phone the home page’s first screen holds the headline and its button, the picture still first', async () => {
    for (const language of ['en', 'mm'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await openPage(browser, site, { viewport, language });
        await page.goto(`${site.url}/`);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const bottom = async (selector: string) => {
          const box = await page.locator(selector).first().boundingBox();
          return box ? box.y + box.height : Infinity;
        };
        const where = `${language} ${viewport.width}`;
        expect(await bottom('#hero-title'), where).toBeLessThanOrEqual(viewport.height);
        expect(await bottom('.hero .button-accent'), where).toBeLessThanOrEqual(viewport.height);
        // The picture is still the page's first: preloaded, fetched early, and in view.
        expect(await page.locator('link[rel=preload][as=image]').count()).toBeGreaterThan(0);
        const img = page.locator('.hero-media img');
        expect(await img.getAttribute('fetchpriority')).toBe('high');
        const picture = await img.boundingBox();
        expect(picture!.height, where).toBeGreaterThan(150);
        await screenshotInView(page, `home-first-screen-${language}-${viewport.width}`);
        await context.close();
      }
    }
  });
});
