import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site } from './harness.ts';
import {
  confirmDelete,
  expectStatus,
  PNG,
  pngFile,
  publicJson,
  row,
  openScreen,
  saveForm,
  useAdminSite,
} from './admin-helpers.ts';

type Item = Record<string, unknown>;

describe('back office: content screens (create, edit, delete, seen on the public site)', () => {
  let site: Site;
  let page: Page;
  useAdminSite({ demo: false }, (opened) => {
    ({ site, page } = opened);
  });

  const open = (path: string) => openScreen(page, site, path);
  const save = () => saveForm(page);
  const homeHtml = async () => (await fetch(`${site.url}/`)).text();

  it('events: an image is required, the edit needs a tag, and the event shows on the home page', async () => {
    await open('events');
    await page.getByRole('link', { name: 'Create New' }).click();
    await save();
    await page.getByRole('alert').filter({ hasText: 'Please select an image' }).waitFor();
    await page.getByLabel('Name · English').fill('Leadership Lab');
    await page.getByLabel('Name · Burmese').fill('ခေါင်းဆောင်မှု လက်တွေ့');
    await page.getByLabel('Description · English').fill('A day of practice');
    await page.getByLabel('Time · English').fill('Saturday 9 AM');
    await page.getByLabel('Location · English').fill('Yangon');
    await page.getByLabel('Link').fill('https://example.com/lab');
    await page.getByText('Recommended size: 419 × 560 px').waitFor();
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await save();
    await expectStatus(page, 'Event created successfully');
    await row(page, 'Leadership Lab').waitFor();
    const [event] = await publicJson<Item[]>(site, '/events');
    expect(event).toMatchObject({ name: 'Leadership Lab', name_mm: 'ခေါင်းဆောင်မှု လက်တွေ့' });
    expect(await homeHtml()).toContain('Leadership Lab');

    await row(page, 'Leadership Lab').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Name · English').fill('Leadership Lab II');
    await save();
    await page.getByText('Required').waitFor();
    await page.getByLabel('Tag · English').fill('Workshop');
    await save();
    await expectStatus(page, 'Event updated successfully');
    const edited = await publicJson<Item>(site, `/events/${event!.id}`);
    expect(edited).toMatchObject({
      name: 'Leadership Lab II',
      tag: 'Workshop',
      image: event!.image,
    });
    expect(await homeHtml()).toContain('Leadership Lab II');

    await row(page, 'Leadership Lab II').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectStatus(page, 'Event deleted successfully');
    expect(await publicJson(site, '/events')).toEqual([]);
    expect(await homeHtml()).not.toContain('Leadership Lab II');
  });

  it('clients: the logo shows on the home page; rank defaults to 1', async () => {
    await open('clients/create');
    expect(await page.getByLabel('Rank').inputValue()).toBe('1');
    await page.getByLabel('Name · English').fill('Golden Rice Co');
    await save();
    await page.getByRole('alert').filter({ hasText: 'Please select an image' }).waitFor();
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await save();
    await expectStatus(page, 'Client created successfully');
    expect(await row(page, 'Golden Rice Co').locator('img').getAttribute('src')).toMatch(
      /^\/api\/files\/[\w-]+\?w=160$/,
    );
    expect(await homeHtml()).toContain('alt="Golden Rice Co"');
    await row(page, 'Golden Rice Co').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Rank').fill('5');
    await save();
    await expectStatus(page, 'Client updated successfully');
    expect((await publicJson<Item[]>(site, '/clients'))[0]).toMatchObject({ rank: 5 });
    await row(page, 'Golden Rice Co').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectStatus(page, 'Client deleted successfully');
    expect(await homeHtml()).not.toContain('alt="Golden Rice Co"');
  });

  it('press: youtu.be becomes an embed link, published items reach the public API', async () => {
    await open('collaborations/create');
    await page.getByLabel('Name · English').fill('Interview on MRTV');
    await page.getByLabel('Description · English').fill('A talk on leadership');
    await page.getByLabel('Type').selectOption('video');
    await page.getByLabel('Video URL').fill('https://youtu.be/abc123XYZ');
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await save();
    await expectStatus(page, 'Press created successfully');
    expect(await publicJson(site, '/press')).toEqual([]);
    const thumb = row(page, 'Interview on MRTV').locator('img');
    expect(await thumb.getAttribute('width')).toBe('100');

    await row(page, 'Interview on MRTV').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Published').check();
    await save();
    await expectStatus(page, 'Press updated successfully');
    const [item] = await publicJson<Item[]>(site, '/press');
    expect(item).toMatchObject({
      name: 'Interview on MRTV',
      type: 'video',
      video_url: 'https://www.youtube.com/embed/abc123XYZ',
      is_published: true,
    });
    await row(page, 'Interview on MRTV').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this press?');
    await expectStatus(page, 'Press deleted successfully');
    expect(await publicJson(site, '/press')).toEqual([]);
  });

  it('blog videos: created unpublished, published on edit, deleted with their own question', async () => {
    await open('blog-videos/create');
    expect(await page.getByLabel('Published').isChecked()).toBe(false);
    await page.getByLabel('Name · English').fill('Five habits');
    await page.getByLabel('Description · English').fill('Short talk');
    await page.getByLabel('Video URL').fill('youtu.be/h4bits');
    await save();
    await expectStatus(page, 'Blog Video created successfully');
    await row(page, 'Five habits').getByText('No', { exact: true }).waitFor();
    await row(page, 'Five habits').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Published').check();
    await save();
    await expectStatus(page, 'Blog Video updated successfully');
    await row(page, 'Five habits').getByText('Yes', { exact: true }).waitFor();
    expect((await publicJson<Item[]>(site, '/blog_videos'))[0]).toMatchObject({
      video_url: 'https://www.youtube.com/embed/h4bits',
    });
    await row(page, 'Five habits').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this blog video?');
    await expectStatus(page, 'Blog Video deleted successfully');
  });

  it('awards and learning milestones', async () => {
    await open('awards/create');
    expect(await page.getByLabel('Rank').inputValue()).toBe('1');
    await page.getByLabel('Name · English').fill('Coach of the Year');
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await save();
    await expectStatus(page, 'Award created successfully');
    await row(page, 'Coach of the Year').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Name · English').fill('Coach of the Decade');
    await save();
    await expectStatus(page, 'Award updated successfully');
    expect((await publicJson<Item[]>(site, '/awards'))[0]).toMatchObject({
      name: 'Coach of the Decade',
      rank: 1,
    });
    await row(page, 'Coach of the Decade').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this award?');
    await expectStatus(page, 'Award deleted successfully');

    await open('learning-milestones/create');
    await page.getByLabel('Name · English').fill('NLP Master Practitioner');
    await page.getByLabel('Year').fill('twenty');
    await save();
    await page.getByText('Year must be a number').waitFor();
    await page.getByLabel('Year').fill('2019');
    await save();
    await expectStatus(page, 'Learning milestone created successfully');
    await row(page, 'NLP Master Practitioner').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Year').fill('2020');
    await save();
    await expectStatus(page, 'Learning Milestone updated successfully');
    expect((await publicJson<Item[]>(site, '/learning_milestones'))[0]).toMatchObject({
      year: 2020,
    });
    await row(page, 'NLP Master Practitioner').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectStatus(page, 'Learning milestone deleted successfully');
    expect(await publicJson(site, '/learning_milestones')).toEqual([]);
  });

  it('quotes: the article is offered from the articles and sent only when chosen', async () => {
    const article = await site.api('/articles', {
      admin: true,
      method: 'POST',
      body: JSON.stringify({
        name: 'On focus',
        description: 'd',
        image: await site.upload(PNG, 'a.png'),
        // Published: a quote names only an article visitors may read.
        is_published: true,
      }),
    });
    const { id: articleId } = (await article.json()) as { id: number };
    await open('quotes/create');
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await save();
    await expectStatus(page, 'Quote created successfully');
    await open('quotes/create');
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await page.getByLabel('Featured').check();
    await page.getByLabel('Article').selectOption({ label: 'On focus' });
    await save();
    await expectStatus(page, 'Quote created successfully');
    const quotes = await publicJson<Item[]>(site, '/quotes');
    expect(quotes.map((q) => [q.is_featured, q.article_id ?? null])).toEqual([
      [true, articleId],
      [false, null],
    ]);
    await row(page, 'On focus').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectStatus(page, 'Quote deleted successfully');
    expect(await publicJson<Item[]>(site, '/quotes')).toHaveLength(1);
  });

  it('content home: all six fields are required; the banner text shows on the home page', async () => {
    await open('content-home');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Content home').waitFor();
    await page.getByRole('link', { name: 'Create New' }).click();
    await save();
    expect(await page.locator('.a-field-error').count()).toBe(6);
    await page.getByLabel('Banner text (English)').fill('Grow the leader in you');
    await page.getByLabel('Banner text (Burmese)').fill('သင့်အတွင်းက ခေါင်းဆောင်ကို ကြီးထွားစေပါ');
    await page.getByLabel('Banner button (English)').fill('Book a session');
    await page.getByLabel('Banner button (Burmese)').fill('ချိန်းဆိုပါ');
    await page.getByLabel('Banner button link').fill('/contact-us');
    await page.getByLabel(/^Banner image/).setInputFiles(pngFile());
    await save();
    await page.waitForURL(`${site.url}/admin/content-home`);
    await expectStatus(page, 'Content home created successfully');
    expect(await homeHtml()).toContain('Grow the leader in you');
    await row(page, 'Grow the leader in you').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Banner text (English)').fill('Lead with clarity');
    await save();
    await expectStatus(page, 'Content home updated successfully');
    expect(await homeHtml()).toContain('Lead with clarity');
  });
});
