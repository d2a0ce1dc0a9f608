import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './admin-helpers.ts';
import { expectLaidOut, hydrated, loadLazyImages } from './public-helpers.ts';
import {
  DESKTOP,
  PHONE,
  type Site,
  launchBrowser,
  openPage,
  screenshot,
  startSite,
} from './harness.ts';

type Row = Record<string, unknown>;

describe('public site: blogs and article pages', () => {
  let site: Site;
  let browser: Browser;
  let articles: Row[];
  let quotes: Row[];
  let videos: Row[];
  let legalIds: string[];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ demo: true }), launchBrowser()]);
    const json = async (path: string) => (await site.api(path)).json() as Promise<Row[]>;
    // Four more quotes (one without an article) so the gallery has a second page.
    const image = await site.upload(PNG, 'quote.png');
    for (const article_id of [1, 2, 3, undefined]) {
      const created = await site.api('/quotes', {
        method: 'POST',
        admin: true,
        body: JSON.stringify({ image, article_id }),
      });
      expect(created.status).toBe(201);
    }
    [articles, quotes, videos] = await Promise.all([
      json('/articles?publish_status=true'),
      json('/quotes'),
      json('/blog_videos?publish_status=true'),
    ]);
    const constants = await json('/constants');
    legalIds = constants
      .filter((c) => c.name === 'termsArticleId' || c.name === 'privacyArticleId')
      .map((c) => String(c.value));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const blogArticles = () => articles.filter((a) => !legalIds.includes(String(a.id)));
  const html = async (path: string) => {
    const response = await fetch(`${site.url}${path}`);
    return { status: response.status, text: await response.text() };
  };
  const visit = async (
    path: string,
    options: { viewport?: typeof DESKTOP; language?: 'en' | 'mm' } = {},
  ) => {
    const { page, context } = await openPage(browser, site, options);
    await page.goto(`${site.url}${path}`);
    await hydrated(page);
    return { page, context };
  };

  it('serves the blogs page with its articles in the HTML, in both languages', async () => {
    expect(blogArticles().length).toBeGreaterThan(4);
    const first = blogArticles()[0]!;
    const en = await html('/blogs');
    expect(en.status).toBe(200);
    expect(en.text).toContain(String(first.name));
    expect(en.text).toContain('id="quotes"');
    expect(en.text).toContain('id="videos"');
    expect(en.text).toContain('id="articles"');
    const mm = await html('/blogs?lang=mm');
    expect(mm.text).toContain('<html lang="my"');
    expect(mm.text).toContain(String(first.name_mm));
    // The terms and privacy pages are articles but not blog posts.
    const terms = articles.find((a) => String(a.id) === legalIds[0]);
    expect(en.text).not.toContain(`>${String(terms?.name)}<`);
  });

  it('pages through the articles, 4 at a time, each opening in a new tab, without a reload', async () => {
    const { page, context } = await visit('/blogs');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const section = page.locator('#articles');
    const cards = section.locator('.article-card');
    expect(await cards.count()).toBe(4);
    expect(await cards.first().getAttribute('target')).toBe('_blank');
    expect(await cards.first().getAttribute('href')).toBe(
      `/articles/view/${blogArticles()[0]!.id}`,
    );
    await section.getByRole('link', { name: 'Page 2' }).click();
    await section.getByText(String(blogArticles()[4]!.name)).waitFor();
    expect(await section.getByText(String(blogArticles()[0]!.name)).count()).toBe(0);
    expect(await section.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(new URL(page.url()).search).toBe('?articles=2');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it("pages through the articles without JavaScript, keeping the other lists' pages", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${site.url}/blogs?videos=2`);
    const section = page.locator('#articles');
    await section.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/\/blogs\?videos=2&articles=2#articles$/);
    await section.getByText(String(blogArticles()[4]!.name)).waitFor();
    expect(await section.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    await context.close();
  });

  it('shows the featured quote apart and pages the others: 9 on a desktop, 4 on a phone', async () => {
    const featured = quotes.filter((q) => q.is_featured === true);
    expect(featured.length).toBeGreaterThan(0);
    const others = quotes.length - 1;
    expect(others).toBeGreaterThan(9);

    const desktop = await visit('/blogs', { viewport: DESKTOP });
    const section = desktop.page.locator('#quotes');
    await section.locator('.quote-featured').waitFor();
    const shown = (page: Page) => page.locator('#quotes .quote-card:visible').count();
    expect(await shown(desktop.page)).toBe(9);
    await section.getByRole('link', { name: 'Next' }).click();
    await desktop.page.waitForURL(/\/blogs\?quotes=2#quotes$/);
    await expect.poll(() => shown(desktop.page)).toBe(Math.min(9, others - 9));
    await desktop.context.close();

    // The server cannot know the screen: both pages are in the HTML, the stylesheet shows
    // the one that fits, so the phone's page is right at first paint and without JavaScript.
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      const phone = await context.newPage();
      await phone.goto(`${site.url}/blogs?quotes=2`);
      expect(await shown(phone)).toBe(4);
      const pager = phone.getByRole('navigation', { name: 'Quote pages' });
      expect(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );
      // (The router writes the path into the link once the page runs.)
      expect(await pager.getByRole('link').last().getAttribute('href')).toMatch(
        /^(\/blogs)?\?quotes=3#quotes$/,
      );
      await context.close();
    }
  });

  it('links a quote to its article in a new tab, or to #quotes without one', async () => {
    const { page, context } = await visit('/blogs');
    const links = page.locator('#quotes a.quote-card, #quotes a.quote-featured-image');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target')]),
    );
    const withArticle = quotes.filter((q) => q.article_id != null).length;
    expect(
      hrefs.some(([href, target]) => /^\/articles\/view\/\d+$/.test(href!) && target === '_blank'),
    ).toBe(withArticle > 0);
    expect(hrefs.some(([href, target]) => href === '#quotes' && target === null)).toBe(
      withArticle < quotes.length,
    );
    await context.close();
  });

  it('plays a video in place: the picture becomes a lazy YouTube iframe with a title', async () => {
    expect(videos.length).toBeGreaterThan(0);
    const { page, context } = await visit('/blogs');
    const name = String(videos[0]!.name);
    expect(await page.locator('#videos iframe').count()).toBe(0);
    await page.getByRole('link', { name: `Play video: ${name}` }).click();
    const frame = page.locator(`#videos iframe[title="${name}"]`);
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await context.close();
  });

  it('renders an article on the server with its title, content, meta tags and JSON-LD', async () => {
    const article = blogArticles()[0]!;
    const { text, status } = await html(`/articles/view/${article.id}`);
    expect(status).toBe(200);
    const business = ((await (await site.api('/constants')).json()) as Row[]).find(
      (c) => c.name === 'businessName',
    )!.value;
    expect(text).toContain(`<title>${String(article.name)} | ${String(business)}</title>`);
    expect(text).toContain('<meta property="og:type" content="article"/>');
    expect(text).toMatch(/<meta property="og:image" content="http[^"]+\/api\/files\//);
    expect(text).toContain(
      `<link rel="canonical" href="${site.url}/articles/view/${article.id}"/>`,
    );
    expect(text).toMatch(/hrefLang="my"|hreflang="my"/);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text);
    expect(JSON.parse(ld![1]!)).toMatchObject({
      '@type': 'Article',
      headline: article.name,
      datePublished: article.created,
      author: { name: 'Mung' },
    });
    // A stretch of the article's own text, straight from its HTML content.
    const words = /[A-Za-z][A-Za-z ,]{29}/.exec(String(article.content).replace(/<[^>]+>/g, ' '));
    expect(text).toContain(words![0]);

    const mm = await html(`/articles/view/${article.id}?lang=mm`);
    expect(mm.text).toContain(String(article.name_mm));
  });

  it('shows the subtitle under the title in the visitor’s language, on a phone and a desktop', async () => {
    const article = blogArticles().find((a) => a.subtitle && a.subtitle_mm)!;
    expect(article).toBeDefined();
    for (const [language, subtitle] of [
      ['en', article.subtitle],
      ['mm', article.subtitle_mm],
    ] as const) {
      for (const [label, viewport] of [
        ['390', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        const { page, context } = await visit(`/articles/view/${article.id}`, {
          viewport,
          language,
        });
        const under = page.locator('h1.article-title + p.article-subtitle');
        expect(await under.textContent()).toBe(subtitle);
        await loadLazyImages(page);
        await expectLaidOut(page, language);
        await screenshot(page, `public-article-subtitle-${language}-${label}`);
        await context.close();
      }
    }
  });

  it('shows a subtitle written in one language to readers of both', async () => {
    const image = await site.upload(PNG, 'subtitled.png');
    const created = await site.api('/articles', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name: 'Written in English only',
        subtitle: 'A subtitle with no Burmese twin',
        description: 'Short read',
        image,
        is_published: true,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Row;
    for (const language of ['en', 'mm']) {
      const { text } = await html(`/articles/view/${String(id)}?lang=${language}`);
      expect(text).toContain('<p class="article-subtitle">A subtitle with no Burmese twin</p>');
    }
    // An article without one has no empty line under its title.
    const plain = blogArticles().find((a) => !a.subtitle && !a.subtitle_mm)!;
    expect((await html(`/articles/view/${String(plain.id)}`)).text).not.toContain(
      'article-subtitle',
    );
  });

  it('answers 404 for unknown and unpublished articles', async () => {
    expect((await html('/articles/view/999999')).status).toBe(404);
    expect((await html('/articles/view/not-a-number')).status).toBe(404);
    const all = (await (await site.api('/articles', { admin: true })).json()) as Row[];
    const draft = all.find((a) => a.is_published === false);
    expect(draft).toBeDefined();
    const { status, text } = await html(`/articles/view/${draft!.id}`);
    expect(status).toBe(404);
    expect(text).not.toContain(String(draft!.name));
  });

  it('opens the article picture full size and closes it with the Close button', async () => {
    const article = blogArticles()[1]!;
    const { page, context } = await visit(`/articles/view/${article.id}`);
    await page.getByRole('button', { name: `View full size: ${String(article.name)}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('img').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('fits the screen with every picture shown, on a phone and a desktop in both languages (and writes screenshots to look at)', async () => {
    const article = blogArticles()[0]!;
    for (const language of ['en', 'mm'] as const) {
      for (const [label, viewport] of [
        ['375', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        for (const [name, path] of [
          ['blogs', '/blogs'],
          ['article', `/articles/view/${article.id}`],
        ] as const) {
          const { page, context } = await visit(path, { viewport, language });
          await loadLazyImages(page);
          await expectLaidOut(page, language);
          await screenshot(page, `public-${name}-${language}-${label}`);
          await context.close();
        }
      }
    }
  });
});
