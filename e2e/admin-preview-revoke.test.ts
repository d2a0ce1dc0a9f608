import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Violation } from './accessibility.ts';
import { PHONE, type Site, openPage } from './harness.ts';
import {
  EVERY_LOOK_MS,
  PNG,
  checkScreen,
  expectStatus,
  inEveryLook,
  useAdminSite,
} from './admin-helpers.ts';

/**
 * A preview link sent to the wrong person is revoked on the edit screen: the Revoke button
 * beside the link ends it (and every link made before), and its holder then finds no page.
 * The panel photographed at phone and desktop sizes in both languages.
 */
describe('back office: revoking a preview link', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  useAdminSite({}, (opened) => {
    ({ site, page, browser } = opened);
  });

  const newDraft = async (name: string) => {
    const res = await site.api('/articles', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name,
        description: `${name}: the summary`,
        content: `<p>${name}: the body.</p>`,
        image: await site.upload(PNG, 'article.png'),
        is_published: false,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  it('the Revoke button beside the link ends it, and the page then answers 404', async () => {
    const id = await newDraft('Draft sent to the wrong person');
    await page.goto(`${site.url}/admin/articles/edit/${id}`);
    await page.getByRole('button', { name: 'Make a preview link' }).click();
    const earlier = await page.getByLabel('Private link').inputValue();
    // A second link, made after the first was sent: Revoke ends both.
    await page.reload();
    await page.getByRole('button', { name: 'Make a preview link' }).click();
    const url = await page.getByLabel('Private link').inputValue();
    expect(url).not.toBe(earlier);

    const holder = await openPage(browser, site, { viewport: PHONE });
    expect((await holder.page.goto(url))!.status()).toBe(200);
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectStatus(page, 'Revoked: the links made so far no longer open the page.');
    await expect.poll(() => page.getByLabel('Private link').count()).toBe(0);
    for (const address of [url, earlier]) {
      expect((await holder.page.goto(address))!.status(), address).toBe(404);
    }
    await holder.context.close();
  });

  it(
    'the panel, with a link and its Revoke button, fits every look',
    async () => {
      const id = await newDraft('Draft photographed');
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (look, { language, size }) => {
        await look.goto(`${site.url}/admin/articles/edit/${id}`);
        const make = language === 'en' ? 'Make a preview link' : 'အစမ်းကြည့်လင့်ခ် ပြုလုပ်ရန်';
        await look.getByRole('button', { name: make }).click();
        await look.locator('#preview-url').waitFor();
        await look.locator('.a-preview-link').scrollIntoViewIfNeeded();
        await checkScreen(
          look,
          `preview panel ${language} ${size}`,
          `admin-preview-revoke-${size}-${language}`,
          violations,
        );
      });
      expect(violations).toEqual([]);
    },
    EVERY_LOOK_MS,
  );
});
