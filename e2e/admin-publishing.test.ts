import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type Site, openPage, screenshot } from './harness.ts';
import {
  PNG,
  adminPage,
  row,
  useAdminSite,
  EVERY_LOOK_MS,
  waitForScreen,
} from './admin-helpers.ts';

type Item = Record<string, unknown> & { id: number };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * Publishing on the owner's schedule: an article scheduled a few seconds ahead appears on
 * /blogs on its own, with no request from the back office; a draft's private preview link,
 * made on its edit screen, shows the page with a notice to whoever holds it and to nobody
 * else; a video's link shows it on /blogs. Photographed at phone and desktop sizes in
 * both languages.
 */
describe('back office: scheduled publishing and private previews', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  useAdminSite({ demo: true }, (opened) => {
    ({ site, page, browser } = opened);
  });

  const create = async (slug: string, body: Record<string, unknown>) => {
    const res = await site.api(`/${slug}`, {
      method: 'POST',
      admin: true,
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Item;
  };
  const newArticle = async (name: string, extra: Record<string, unknown> = {}) =>
    create('articles', {
      name,
      description: `${name}: the summary`,
      content: `<p>${name}: the body.</p>`,
      image: await site.upload(PNG, 'article.png'),
      is_published: false,
      ...extra,
    });
  const blogText = async (visitor: Page) => {
    await visitor.goto(`${site.url}/blogs`);
    return (await visitor.locator('main').textContent()) ?? '';
  };

  it('an article scheduled a few seconds ahead appears on /blogs on its own', async () => {
    // Scheduled an hour ahead first, so that "not yet" holds however slow the machine is.
    const title = 'Launching on Monday at nine';
    const article = await newArticle(title, { publish_at: inSeconds(3600) });
    // The back office says when it goes out.
    await page.goto(`${site.url}/admin/articles`);
    await expect.poll(() => row(page, title).textContent()).toContain('Scheduled:');

    const visitor = await openPage(browser, site);
    expect(await blogText(visitor.page)).not.toContain(title);
    // Brought forward to a few seconds from now: the back office's last word on it.
    const moved = await site.api(`/articles/${article.id}`, {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ publish_at: inSeconds(3) }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    // Nothing from the back office after that: a visitor's request once the time has come
    // shows it (asked again until then).
    await expect.poll(() => blogText(visitor.page), { timeout: 30_000 }).toContain(title);
    await visitor.context.close();
  });

  it('a draft’s preview link, made on its edit screen, shows the page to its holder only', async () => {
    const title = 'Draft for the team to read';
    const draft = await newArticle(title);
    const editing = `/admin/articles/edit/${draft.id}`;
    await page.goto(`${site.url}${editing}`);
    // The screen settled first (its record loaded): a click before then may meet a button
    // whose screen is still being made.
    await waitForScreen(page, editing);
    await page.getByRole('button', { name: 'Make a preview link' }).click();
    const url = await page.getByLabel('Private link').inputValue();
    expect(url).toMatch(new RegExp(`/articles/view/${draft.id}\\?preview=[\\w-]+$`));

    const holder = await openPage(browser, site, { viewport: PHONE });
    const answer = await holder.page.goto(url);
    expect(answer!.status()).toBe(200);
    expect(answer!.headers()['cache-control']).toBe('private, no-store');
    expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await holder.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const notice = holder.page.getByRole('complementary', { name: 'Preview' });
    expect(await notice.textContent()).toContain(`“${title}” is not published yet`);
    // The same page without the link, or with a made-up one: there is no such article.
    for (const address of [
      `${site.url}/articles/view/${draft.id}`,
      `${site.url}/articles/view/${draft.id}?preview=made-up`,
    ]) {
      expect((await holder.page.goto(address))!.status(), address).toBe(404);
    }
    await holder.context.close();
  });

  it('a video’s preview link shows it on /blogs, first among the videos', async () => {
    const title = 'Draft video for review';
    const video = await create('blog_videos', {
      name: title,
      description: 'Five minutes on pricing',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const made = await site.api(`/blog_videos/${video.id}/preview`, {
      method: 'POST',
      admin: true,
    });
    const { url } = (await made.json()) as { url: string };
    const holder = await openPage(browser, site);
    await holder.page.goto(url);
    expect(await holder.page.locator('#videos').textContent()).toContain(title);
    await holder.page.goto(`${site.url}/blogs`);
    expect(await holder.page.locator('#videos').textContent()).not.toContain(title);
    await holder.context.close();
  });

  it(
    'screenshots at phone and desktop sizes, in English and Burmese, none wider than the screen',
    async () => {
      const draft = await newArticle('Preview of a draft', {
        name_mm: 'မူကြမ်း အစမ်းကြည့်ရှုခြင်း',
        publish_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      });
      const made = await site.api(`/articles/${draft.id}/preview`, { method: 'POST', admin: true });
      const { url } = (await made.json()) as { url: string };
      for (const language of ['en', 'mm'] as const) {
        for (const [size, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          const shots: [Page, string][] = [];
          const visitor = await openPage(browser, site, { viewport, language });
          await visitor.page.goto(url);
          await visitor.page.locator('.preview-notice').waitFor();
          shots.push([visitor.page, `preview-article-${size}-${language}`]);
          const admin = await adminPage(browser, site, { viewport, language });
          await admin.page.goto(`${site.url}/admin/articles`);
          await admin.page.locator('.a-badge-scheduled').first().waitFor();
          shots.push([admin.page, `admin-scheduled-${size}-${language}`]);
          for (const [shown, name] of shots) {
            const overflow = await shown.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, name).toBeLessThanOrEqual(0);
            await shown.evaluate(() => document.fonts.ready);
            await screenshot(shown, name);
          }
          await visitor.context.close();
          await admin.context.close();
        }
      }
    },
    EVERY_LOOK_MS,
  );
});
