import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toUnicode } from '../apps/api/src/http/zawgyi.ts';
import { axeViolations, describeViolations } from './accessibility.ts';
import { PNG, adminPage } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';
import { expectLaidOut, hydrated } from './public-helpers.ts';
import { addDays } from '../apps/web/app/admin/booking/zoned-days.ts';

/** ခေါင်းဆောင်မှု ("leadership") as a Zawgyi keyboard types it. */
const LEADERSHIP_ZAWGYI =
  '\u1031\u1001\u102B\u1004\u1039\u1038\u1031\u1006\u102C\u1004\u1039\u1019\u1088';
const LEADERSHIP = 'ခေါင်းဆောင်မှု';
/** The demo article holding it (content-articles.ts), in Unicode. */
const NLP_ARTICLE_MM = 'နေ့စဉ် ခေါင်းဆောင်မှုတွင် NLP - မနက်ဖြန်ကစ၍ သုံးနိုင်သော နည်းလမ်း သုံးခု';
/** ခေါ, the first part of the syllable ခေါင်း: no whole syllable of the demo's. */
const HALF_SYLLABLE = 'ခေါ';

/** The hits the search page shows, as read by a visitor: kind, title, marked words. */
const hitsOf = (page: Page) =>
  page.locator('.search-hit').evaluateAll((hits) =>
    hits.map((hit) => ({
      kind: hit.querySelector('.search-kind')?.textContent ?? '',
      title: hit.querySelector('.search-hit-title')?.textContent ?? '',
      href: hit.querySelector('.search-hit-title a')?.getAttribute('href') ?? '',
      marks: [...hit.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
    })),
  );

/** This week's searches as the owner's dashboard reads them. */
async function weekOfSearches(site: Site) {
  const answer = await site.api('/dashboard/searches', { admin: true });
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    top: { query: string; searches: number; found_nothing: number }[];
    nothing: { query: string; searches: number; found_nothing: number }[];
  };
}

/**
 * How often this week a query was searched, read from the site's database once the
 * dashboard's read has written the gathered counts (its lists name the ten most made only).
 */
async function counted(site: Site, query: string) {
  await weekOfSearches(site);
  const db = new SQLite(site.databaseFile, { readonly: true });
  try {
    return db
      .prepare(
        'select searches, found_nothing from search_count where query = ? order by week desc',
      )
      .get(query) as { searches: number; found_nothing: number } | undefined;
  } finally {
    db.close();
  }
}

describe('the search page and the header’s search box (issue 41)', () => {
  let site: Site;
  let browser: Browser;
  // A site of its own: searches are counted, and a record with hostile text is added.
  useSite({ demo: true }, (s, b) => {
    site = s;
    browser = b;
  });

  it('finds the Unicode article from a Zawgyi word typed into the header on a phone without scripts', async () => {
    // The query below is what a Zawgyi keyboard sends for the word (a real conversion).
    expect(toUnicode(LEADERSHIP_ZAWGYI)).toBe(LEADERSHIP);
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/blogs?lang=mm`);
    const box = page.locator('#site-search');
    expect(await box.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'ရှာဖွေမှုကို ဖွင့်ရန်' }).click();
    await expect.poll(() => box.isVisible()).toBe(true);
    await screenshot(page, 'search-header-open-phone-mm');
    await box.getByLabel('ဆိုက်အတွင်း ရှာဖွေရန်').fill(LEADERSHIP_ZAWGYI);
    await box.getByRole('button', { name: 'ရှာရန်' }).click();
    await page.waitForURL(/\/search\?q=/);
    // The address's language is carried on without scripts.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('mm');
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    const hits = await hitsOf(page);
    const article = hits.find((hit) => hit.title === NLP_ARTICLE_MM);
    expect(article, JSON.stringify(hits)).toBeDefined();
    expect(article!.kind).toBe('ဆောင်းပါး');
    expect(article!.href).toMatch(/^\/articles\/view\/\d+\?lang=mm$/);
    // The word is marked where a snippet holds it (this article has it in its title).
    expect(hits.flatMap((hit) => hit.marks)).toContain(LEADERSHIP);
    // The box keeps the query as typed.
    expect(await page.locator('#search-page-q').inputValue()).toBe(LEADERSHIP_ZAWGYI);
    await expectLaidOut(page, 'mm');
    await screenshot(page, 'search-zawgyi-phone-mm');
    await context.close();
  });

  it('finds nothing for half a syllable, and says what to try', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/search?lang=mm&q=${encodeURIComponent(HALF_SYLLABLE)}`);
    expect(await page.locator('.search-hit').count()).toBe(0);
    await page.getByRole('heading', { name: `“${HALF_SYLLABLE}” အတွက် ဘာမျှ မတွေ့ပါ` }).waitFor();
    expect(await page.locator('.search-tips li').count()).toBe(3);
    const browse = page.locator('.search-browse');
    expect(
      await browse.getByRole('link').evaluateAll((a) => a.map((l) => l.getAttribute('href'))),
    ).toEqual([
      '/blogs?lang=mm#articles',
      '/blogs?lang=mm#videos',
      '/?lang=mm#events',
      '/shops?lang=mm',
    ]);
    // The whole syllable it was cut from is found.
    await page.goto(`${site.url}/search?lang=mm&q=${encodeURIComponent('ခေါင်း')}`);
    expect(await page.locator('.search-hit').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('matches English words by their stem and marks what matched', async () => {
    const { page, context } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/search?q=delegation`);
    const marks = (await hitsOf(page)).flatMap((hit) => hit.marks.map((m) => m.toLowerCase()));
    // "delegating" in the leadership training's text is found by "delegation".
    expect(marks).toContain('delegating');
    expect(
      marks.every((m) => m.startsWith('delegat')),
      marks.join(),
    ).toBe(true);
    await context.close();
  });

  it('pages through the hits, 10 a page, counting the search once', async () => {
    const { page, context } = await openPage(browser, site, { viewport: DESKTOP });
    // A word of most English texts, so that its hits fill more than a page.
    const query = 'the';
    await page.goto(`${site.url}/search?q=${query}`);
    await hydrated(page);
    const total = await page.locator('.search-total').textContent();
    const count = Number(/^(\d+) results/.exec(total ?? '')?.[1]);
    expect(count, total ?? '').toBeGreaterThan(10);
    const first = await hitsOf(page);
    expect(first).toHaveLength(10);
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe('2');
    const second = await hitsOf(page);
    expect(second.length).toBe(Math.min(10, count - 10));
    expect(second.map((h) => h.href)).not.toContain(first[0]!.href);
    // A later page reloaded without scripts is the same search: still counted once.
    const plain = await fetch(`${site.url}/search?q=${query}&page=2`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    expect(await plain.text()).toContain('name="robots" content="noindex, follow"');
    expect(await counted(site, query)).toEqual({ searches: 1, found_nothing: 0 });
    await context.close();
  });

  it('counts every search made, those that found nothing apart', async () => {
    const query = 'zebracorn quokka';
    expect(await counted(site, query)).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      expect((await fetch(`${site.url}/search?q=Zebracorn%20%20Quokka`)).status).toBe(200);
    }
    expect(await counted(site, query)).toEqual({ searches: 2, found_nothing: 2 });
    // The owner's dashboard lists it among those that found nothing.
    expect((await weekOfSearches(site)).nothing.map((s) => s.query)).toContain(query);
  });

  it('shows a record’s hostile text as text', async () => {
    const hostile = '<img src=x onerror="window.pwned=1"> Marmalade <b>owl</b>';
    const created = await site.api('/articles', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name: hostile,
        description: `A summary: <script>window.pwned=2</script> marmalade owls`,
        content: '<p>Marmalade &lt;script&gt;window.pwned=3&lt;/script&gt; and owls.</p>',
        image: await site.upload(PNG, 'article.png'),
        is_published: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { page, context } = await openPage(browser, site, { viewport: DESKTOP });
    await page.goto(`${site.url}/search?q=marmalade`);
    await hydrated(page);
    const [hit] = await hitsOf(page);
    expect(hit!.title).toBe(hostile);
    expect(hit!.marks.map((m) => m.toLowerCase())).toContain('marmalade');
    expect(
      await page.locator('.search-results img, .search-results b, .search-results script').count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await context.close();
  });

  for (const language of ['en', 'mm'] as const) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`looks right and passes axe: results and nothing found, ${language}, ${size}`, async () => {
        const { page, context } = await openPage(browser, site, { viewport, language });
        const violations = [];
        for (const [name, q] of [
          ['results', language === 'mm' ? LEADERSHIP : 'leadership'],
          ['nothing', language === 'mm' ? HALF_SYLLABLE : 'xylophone'],
        ] as const) {
          await page.goto(`${site.url}/search?q=${encodeURIComponent(q)}`);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          await expectLaidOut(page, language);
          expect((await page.locator('.search-hit').count()) > 0).toBe(name === 'results');
          violations.push(...(await axeViolations(page, `/search?q=${q} (${language}, ${size})`)));
          await screenshot(page, `search-${name}-${size}-${language}`);
        }
        // The header's box, opened by its icon (a phone, and a laptop's width too), without
        // its opening fade, so that axe and the screenshot see it as it then stays.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page
          .getByRole('button', { name: language === 'mm' ? 'ရှာဖွေမှုကို ဖွင့်ရန်' : 'Open the search' })
          .click();
        await expect
          .poll(() => page.locator('#site-search-q').evaluate((e) => e === document.activeElement))
          .toBe(true);
        violations.push(
          ...(await axeViolations(page, `header search open (${language}, ${size})`)),
        );
        await screenshot(page, `search-header-${size}-${language}`);
        await context.close();
        expect(violations, describeViolations(violations)).toEqual([]);
      }, 120_000);
    }
  }

  it('shows the owner this week’s searches and those that found nothing, in both languages', async () => {
    for (const language of ['en', 'mm'] as const) {
      const { page, context } = await adminPage(browser, site, { language });
      const card = page.getByTestId('week-searches');
      await card.locator('li').first().waitFor();
      const title =
        language === 'en' ? 'What visitors searched for this week' : 'ဤအပတ် ဧည့်သည်များ ရှာဖွေခဲ့သည်များ';
      await card.getByRole('heading', { name: title }).waitFor();
      // The demo's counted searches, the most made first, each a link to its results.
      const first = card.locator('ol').first().locator('li').first();
      expect(await first.locator('a').textContent()).toBe('leadership');
      expect(await first.locator('a').getAttribute('href')).toBe('/search?q=leadership');
      const times = await first.locator('.a-attention-detail').textContent();
      expect(times).toMatch(language === 'en' ? /^\d+ times$/ : /^[၀-၉]+ ကြိမ်$/);
      // What visitors looked for and did not find: the demo's "negotiation" among them.
      expect(await card.locator('ol').nth(1).textContent()).toContain('negotiation');
      await card.scrollIntoViewIfNeeded();
      const violations = await axeViolations(page, `dashboard searches (${language})`);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, `search-dashboard-${language}`);
      await context.close();
    }
  });

  it('shows last week’s searches, said so, while this week has none yet (a Monday morning)', async () => {
    // This week's counts moved a week back, as they stand on the Monday after.
    const db = new SQLite(site.databaseFile);
    const move = (from: string, to: string) =>
      db.prepare('update search_count set week = ? where week = ?').run(to, from);
    const { week } = db.prepare('select max(week) as week from search_count').get() as {
      week: string;
    };
    const lastWeek = addDays(week, -7);
    move(week, lastWeek);
    try {
      for (const [language, viewport] of [
        ['en', PHONE],
        ['mm', DESKTOP],
      ] as const) {
        const { page, context } = await adminPage(browser, site, { language, viewport });
        const card = page.getByTestId('week-searches');
        await card.locator('li').first().waitFor();
        const [title, note] =
          language === 'en'
            ? ['What visitors searched for last week', 'No searches yet this week']
            : ['ပြီးခဲ့သောအပတ် ဧည့်သည်များ ရှာဖွေခဲ့သည်များ', 'ဤအပတ်တွင် ရှာဖွေမှု မရှိသေးပါ'];
        await card.getByRole('heading', { name: title }).waitFor();
        expect(await card.textContent()).toContain(note);
        expect(await card.locator('ol').first().locator('li a').first().textContent()).toBe(
          'leadership',
        );
        await card.scrollIntoViewIfNeeded();
        const violations = await axeViolations(page, `dashboard, last week (${language})`);
        expect(violations, describeViolations(violations)).toEqual([]);
        await screenshot(page, `search-dashboard-last-week-${language}`);
        await context.close();
      }
    } finally {
      move(lastWeek, week);
      db.close();
    }
  });
});
