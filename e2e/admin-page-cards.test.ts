import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Violation, describeViolations } from './accessibility.ts';
import { type Site, fetchServed } from './harness.ts';
import {
  checkScreen,
  expectStatus,
  inEveryLook,
  pngFile,
  publicJson,
  row,
  useAdminSite,
  EVERY_LOOK_MS,
} from './admin-helpers.ts';

interface Card {
  page: string;
  title: string | null;
  title_mm: string | null;
  description: string | null;
  description_mm: string | null;
  image: string | null;
}

/** What a crawler reads in a page's server HTML: its title and the tags a share uses. */
interface Shared {
  title: string;
  description: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  twitterCard: string | null;
}

/**
 * The social cards: the owner sets what a share of a public page shows, per language, at
 * /admin/pages, with a preview drawn as Facebook draws a link; the page's server HTML
 * (what Facebook's crawler reads, without running scripts) then carries it.
 */
describe('back office: social cards of the public pages', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  useAdminSite({ demo: true }, (opened) => {
    ({ site, page, browser } = opened);
  });

  /** The page's HTML as served, read by the browser's parser (not run). */
  async function shared(path: string): Promise<Shared> {
    const response = await fetchServed(`${site.url}${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    return page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const meta = (selector: string) =>
        doc.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
      return {
        title: doc.title,
        description: meta('name="description"'),
        ogTitle: meta('property="og:title"'),
        ogDescription: meta('property="og:description"'),
        ogImage: meta('property="og:image"'),
        twitterCard: meta('name="twitter:card"'),
      };
    }, html);
  }

  const cards = () => publicJson<Card[]>(site, '/pages');

  it('the owner sets the Burmese card of the trainings page, sees it in the preview, and the page shares it', async () => {
    await page.goto(`${site.url}/admin`);
    await page.locator('#admin-nav').getByRole('link', { name: 'Social cards' }).click();
    await page.getByRole('heading', { level: 1, name: 'Social cards' }).waitFor();
    await row(page, 'Trainings').waitFor();
    // Every page with one address is listed; the demo set the trainings page's card.
    for (const name of ['Home', 'Trainings', 'Contact', 'Share Your Story'])
      expect(await row(page, name).count(), name).toBe(1);
    expect(await row(page, 'Trainings').textContent()).toContain('Trainings for business leaders');

    await page.getByRole('link', { name: 'Edit the card of Trainings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Social card: Trainings' }).waitFor();
    const title = 'သင်တန်းများ — ခေါင်းဆောင်မှု အလုပ်ရုံ';
    const description = 'ရန်ကုန်တွင် နှစ်ရက်တာ ခေါင်းဆောင်မှု သင်တန်း။ ယခု စာရင်းသွင်းပါ။';
    await page.getByLabel('Title (Burmese)').fill(title);
    await page.getByLabel('Description (Burmese)').fill(description);
    await page.locator('#card-image').setInputFiles(pngFile('card.png'));

    // Editing the Burmese card previews the Burmese card: the domain, title and description.
    const preview = page.getByTestId('card-preview');
    await expect.poll(() => preview.textContent()).toContain(title);
    expect(await preview.textContent()).toContain(description);
    expect(await preview.textContent()).toContain(new URL(site.url).host);
    // The chosen file's preview is made after the field shows it: waited for, not assumed.
    await expect.poll(() => preview.locator('img').getAttribute('src')).toMatch(/^blob:/);
    // Switching the preview to English shows the English card, untouched.
    await page.getByRole('radio', { name: 'English' }).check();
    await expect.poll(() => preview.textContent()).toContain('Trainings for business leaders');

    await page.getByRole('button', { name: 'Save the card' }).click();
    await expectStatus(page, 'Card saved.');
    const trainings = (await cards()).find((card) => card.page === 'trainings')!;
    expect(trainings).toMatchObject({ title_mm: title, description_mm: description });
    expect(trainings.image).toEqual(expect.any(String));
    // The saved picture now shows in the preview, from the files route.
    await expect
      .poll(() => preview.locator('img').getAttribute('src'))
      .toContain(`/api/files/${trainings.image}`);

    const burmese = await shared('/trainings?lang=mm');
    expect(burmese).toMatchObject({
      title,
      description,
      ogTitle: title,
      ogDescription: description,
      ogImage: `${site.url}/api/files/${trainings.image}?w=1280`,
      twitterCard: 'summary_large_image',
    });
    // The English page shares the English card, with the same picture.
    const english = await shared('/trainings');
    expect(english.ogTitle).toBe(trainings.title);
    expect(english.ogImage).toBe(burmese.ogImage);
  });

  it("a kept page shares a new card at once, falling back field by field to the page's own", async () => {
    const before = await shared('/contact-us');
    // Asked again: now the kept copy.
    expect(await shared('/contact-us')).toEqual(before);
    const saved = await site.api('/pages/contact-us', {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ description: 'Book a free first call.' }),
    });
    expect(saved.status).toBe(200);
    const after = await shared('/contact-us');
    expect(after.ogDescription).toBe('Book a free first call.');
    expect(after.description).toBe('Book a free first call.');
    // No title set: the page's own title stays, as does its (missing) picture.
    expect([after.title, after.ogTitle, after.ogImage]).toEqual([
      before.title,
      before.ogTitle,
      before.ogImage,
    ]);
  });

  it('hostile text in a card is shared as text: escaped in the meta tags, run nowhere', async () => {
    const hostile = '"><script>window.__cardXss=1</script><meta property="og:title" content="x';
    const saved = await site.api('/pages/blogs', {
      method: 'PUT',
      admin: true,
      body: JSON.stringify({ title: hostile, description: `</title><img src=x onerror=1>` }),
    });
    expect(saved.status).toBe(200);
    const html = await (await fetchServed(`${site.url}/blogs`)).text();
    expect(html).not.toContain('<script>window.__cardXss');
    expect(html).not.toContain('<img src=x');
    const blogs = await shared('/blogs');
    expect(blogs.ogTitle).toBe(hostile);
    expect(blogs.title).toBe(hostile);
    expect(blogs.description).toBe('</title><img src=x onerror=1>');

    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(`${site.url}/blogs`);
    await tab.locator('main').waitFor();
    expect(await tab.evaluate(() => (window as { __cardXss?: number }).__cardXss)).toBeUndefined();
    expect(await tab.locator('meta[property="og:title"]').count()).toBe(1);
    await visitor.close();
  });

  it(
    'screenshots at phone and desktop sizes, in English and Burmese, none wider than the screen and none with an axe violation',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (look, { language, size }) => {
        await look.goto(`${site.url}/admin/pages`);
        await look.locator('.a-page-cards tbody tr').first().waitFor();
        await look.locator('.a-page-card-thumb').first().waitFor();
        const list = `list (${language} ${size})`;
        await checkScreen(look, list, `admin-page-cards-${size}-${language}`, violations);

        await look.goto(`${site.url}/admin/pages/edit/trainings`);
        await look.getByTestId('card-preview').locator('img').waitFor();
        // The preview in the screen's language (it follows the field being edited, too).
        if (language === 'mm') await look.locator('input[value=mm]').check();
        await look.evaluate(() => window.scrollTo(0, 0));
        const editor = `editor (${language} ${size})`;
        await checkScreen(look, editor, `admin-page-card-${size}-${language}`, violations);
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );
});
