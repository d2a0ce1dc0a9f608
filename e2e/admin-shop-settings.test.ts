import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site } from './harness.ts';
import { hydrated } from './public-helpers.ts';
import {
  confirmDelete,
  expectAlert,
  expectStatus,
  pngFile,
  publicJson,
  row,
  openScreen,
  saveForm,
  useAdminSite,
} from './admin-helpers.ts';

type Item = Record<string, unknown>;

describe('back office: shop and settings screens', () => {
  let site: Site;
  let page: Page;
  useAdminSite({ demo: false }, (opened) => {
    ({ site, page } = opened);
  });

  const open = (path: string) => openScreen(page, site, path);
  const save = () => saveForm(page);

  it('categories and products: price must be a number, youtu.be is rewritten, categories in use cannot go', async () => {
    await open('main-categories/create');
    await page.getByLabel('Name · English').fill('Books');
    await page.getByLabel('Name · Burmese').fill('စာအုပ်များ');
    await save();
    await expectStatus(page, 'Main category created successfully');

    await open('sub-categories/create');
    await page.getByLabel('Name · English').fill('Leadership books');
    await save();
    await page.getByText('Please choose a main category').waitFor();
    await page.getByLabel('Main category').selectOption({ label: 'Books' });
    await save();
    await expectStatus(page, 'Sub category created successfully');
    await row(page, 'Leadership books').getByText('Books', { exact: true }).waitFor();

    await open('products/create');
    expect(await page.getByLabel('Currency').inputValue()).toBe('MMK');
    expect(await page.getByLabel('Shipping type').inputValue()).toBe('FREE SHIPPING');
    expect(await page.getByLabel('Price').inputValue()).toBe('0');
    await page.getByLabel('Heading · English').fill('The Coaching Habit');
    await page.getByLabel('Description · English').fill('A short book');
    await page.getByLabel('Price').fill('twelve');
    await save();
    await expectAlert(page, 'Price must be a number');
    await page.getByLabel('Price').fill('15000');
    await page.getByRole('combobox', { name: /^Type/ }).selectOption('video');
    await page.getByLabel('Video link').fill('https://youtu.be/book42');
    await page.getByLabel('Shipping type').selectOption('PAID BY CLIENT');
    await page.getByLabel('Stock', { exact: true }).fill('7');
    await page.getByLabel('Sub category').selectOption({ label: 'Leadership books' });
    await page.getByText('Recommended size: 447 × 400 px').waitFor();
    await page.getByLabel(/^Image/).setInputFiles(pngFile());
    await save();
    await expectStatus(page, 'Product created successfully');
    const [product] = await publicJson<Item[]>(site, '/products');
    expect(product).toMatchObject({
      heading: 'The Coaching Habit',
      price: 15000,
      currency: 'MMK',
      type: 'video',
      video_link: 'https://www.youtube.com/embed/book42',
      shipping_type: 'PAID BY CLIENT',
      stock: 7,
      sub_category: { name: 'Leadership books' },
    });

    await row(page, 'The Coaching Habit').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Video link').fill('youtu.be/second');
    await save();
    await expectStatus(page, 'Product updated successfully');
    expect(await publicJson<Item>(site, `/products/${product!.id}`)).toMatchObject({
      video_link: 'https://www.youtube.com/embed/second',
      image: product!.image,
    });

    await open('main-categories');
    await row(page, 'Books').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectAlert(page, 'Main Category is in use. Cannot delete.');
    await expectAlert(page, 'Failed to delete main category');
    await open('sub-categories');
    await row(page, 'Leadership books').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectAlert(page, 'Sub Category is in use. Cannot delete.');

    await open('products');
    await row(page, 'The Coaching Habit').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await publicJson(site, '/products')).toHaveLength(1);
    await row(page, 'The Coaching Habit').getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'Are you sure you want to delete this item?');
    await expectStatus(page, 'Product deleted successfully');
    expect(await publicJson(site, '/products')).toEqual([]);
  });

  it('colors: edit only, the type fixed (named, not an input), and the new colour reaches the page CSS', async () => {
    await open('colors');
    expect(await page.getByRole('link', { name: 'Create New' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // Each colour by the name an owner reads (issue 37), the primary one as "Main colour".
    await row(page, 'Main colour').getByRole('link', { name: 'Edit' }).click();
    await page.getByText('Buttons, links, headings and the dark bands of the site.').waitFor();
    expect(await page.getByLabel('Type').count()).toBe(0);
    await page.getByRole('textbox', { name: /^Main colour( \*)?$/ }).fill('#12345g');
    await save();
    await page.getByText('Must be a hex colour such as #1f6feb').waitFor();
    await page.getByRole('textbox', { name: /^Main colour( \*)?$/ }).fill('#123456');
    await save();
    await expectStatus(page, 'Color updated successfully');
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).toContain('--color-primary:#123456');
    // The theme wins over the stylesheet's default colours, and hydration keeps it so.
    await page.goto(`${site.url}/`);
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
    expect(await primary()).toBe('#123456');
    await hydrated(page);
    expect(await primary()).toBe('#123456');
  });

  it('constants: edit only, each by the name a person reads, with its help and its kind checked', async () => {
    await open('constants');
    expect(await page.getByText('mainPhoneNumber').count()).toBe(0);
    await row(page, 'Phone number').getByRole('link', { name: 'Edit' }).click();
    await page.getByText('Shown in the footer, on the contact page and at checkout').waitFor();
    await page.getByLabel('Phone number').fill('call me');
    await save();
    await page.getByText('Please enter a phone number').first().waitFor();
    await page.getByLabel('Phone number').fill('+95 9 123 456 789');
    await save();
    await expectStatus(page, 'Constant updated successfully');
    const constants = await publicJson<Item[]>(site, '/constants');
    expect(constants.find((c) => c.name === 'mainPhoneNumber')).toMatchObject({
      value: '+95 9 123 456 789',
    });
  });

  it('stats: numbers required, a chosen image uploaded, saving returns to /admin', async () => {
    await open('stats');
    await page
      .getByRole('group', { name: 'Business coaching' })
      .getByLabel('Leaders coached')
      .fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Required').first().waitFor();
    const numbers: Record<string, string> = {
      business_coaching_leaders: '120',
      business_coaching_count: '45',
      strategic_planning_businesses: '30',
      strategic_planning_count: '12',
      team_coaching_businesses: '18',
      team_coaching_count: '9',
      business_development_training_leaders: '400',
      leadership_development_training_leaders: '3639',
      nlp_certification_training_leaders: '636',
    };
    for (const [name, value] of Object.entries(numbers)) await page.locator(`#${name}`).fill(value);
    await page
      .getByRole('group', { name: 'Team coaching' })
      .getByLabel('Image')
      .setInputFiles(pngFile());
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${site.url}/admin`);
    await expectStatus(page, 'Stats updated successfully');
    const stats = await publicJson<Item>(site, '/stats');
    expect(stats).toMatchObject({
      business_coaching_leaders: 120,
      nlp_certification_training_leaders: 636,
    });
    expect(stats.team_coaching_image).toEqual(expect.any(String));
    expect(stats.business_coaching_image).toBeNull();
  });

  it('banners: only the chosen image changes, saving returns to /admin', async () => {
    await open('banners');
    await page
      .getByText('Recommended size: 375 × 845 px (the bottom 236 px are covered by text)')
      .waitFor();
    await page
      .getByRole('group', { name: 'Mobile home banner' })
      .getByLabel('Image')
      .setInputFiles(pngFile());
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`${site.url}/admin`);
    await expectStatus(page, 'Banners updated successfully');
    const banners = await publicJson<Item>(site, '/banners');
    expect(banners.mobile_home_banner_image).toEqual(expect.any(String));
    expect(banners.home_banner_image).toBeNull();
    await open('banners');
    await page.getByRole('group', { name: 'Mobile home banner' }).getByRole('img').waitFor();
  });
});
