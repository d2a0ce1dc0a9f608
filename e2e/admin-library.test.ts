import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Violation, describeViolations } from './accessibility.ts';
import {
  distinctPng,
  adminPage,
  checkScreen,
  confirmDelete,
  expectStatus,
  inEveryLook,
  searchLibrary,
  useAdminSite,
  EVERY_LOOK_MS,
} from './admin-helpers.ts';
import type { Site } from './harness.ts';

/**
 * The media library (/admin/files): every upload as a thumbnail, searchable; a file's
 * panel says where it is used (links to those records), takes its alt text in both
 * languages, and deletes it only when nothing uses it.
 */
describe('back office: the media library', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let used: string;
  let unused: string;
  let clientId: number;
  useAdminSite({ demo: true }, (opened) => {
    ({ site, page, browser } = opened);
  });

  const library = (search: string) => searchLibrary(site, search);

  it('prepares a used and an unused picture', async () => {
    used = await site.upload(await distinctPng(), 'library-used.png');
    unused = await site.upload(await distinctPng(), 'library-unused.png');
    const client = await site.api('/clients', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({ name: 'Library Client', image: used }),
    });
    expect(client.status).toBe(201);
    clientId = ((await client.json()) as { id: number }).id;
  });

  it('finds a picture, shows where it is used, and keeps a used one from deletion', async () => {
    await page.goto(`${site.url}/admin`);
    await page.locator('#admin-nav').getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    // The storage figure and the demo's pictures.
    await page.locator('.a-library-storage').waitFor();
    await page.locator('.a-library-item').first().waitFor();
    expect(await page.locator('.a-library-item').count()).toBeGreaterThan(2);

    await page.getByRole('searchbox').fill('library-');
    await expect.poll(() => page.locator('.a-library-item').count()).toBe(2);
    await page.getByRole('button', { name: 'library-used.png' }).click();
    const panel = page.locator('.a-library-panel');
    await panel.getByRole('heading', { name: 'library-used.png' }).waitFor();
    const use = panel.getByRole('link', { name: /Clients .* field “image”/ });
    await use.waitFor();
    expect(await use.getAttribute('href')).toBe(`/admin/clients/edit/${clientId}`);
    const remove = panel.getByRole('button', { name: 'Delete the picture' });
    expect(await remove.isDisabled()).toBe(true);
    await panel.getByText('This picture is in use, so it cannot be deleted.').waitFor();
    // The API refuses it too, naming the use.
    const refused = await site.api(`/files/${used}`, { method: 'DELETE', admin: true });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toContain(
      `clients ${clientId} (image)`,
    );
  });

  it('saves the alt text in Burmese, from the Burmese screen', async () => {
    const burmese = await adminPage(browser, site, { language: 'mm' });
    await burmese.page.goto(`${site.url}/admin/files?file=${used}`);
    await burmese.page.locator('#file-alt-mm').fill('ကုမ္ပဏီ၏ လိုဂို');
    await burmese.page.locator('#file-alt').fill('The company logo');
    await burmese.page.locator('.a-library-details button[type=submit]').click();
    await expectStatus(burmese.page, 'အသေးစိတ်ကို သိမ်းပြီးပါပြီ။');
    const [stored] = await library('library-used');
    expect(stored).toMatchObject({ alt: 'The company logo', alt_mm: 'ကုမ္ပဏီ၏ လိုဂို' });
    // Found by its alt text now.
    expect((await library('ကုမ္ပဏီ')).map((f) => f.id)).toEqual([used]);
    await burmese.context.close();
  });

  it('deletes an unused picture after asking', async () => {
    await page.goto(`${site.url}/admin/files?search=library-unused`);
    await page.getByRole('button', { name: 'library-unused.png' }).click();
    const panel = page.locator('.a-library-panel');
    await panel.getByText('Nothing on the site uses this picture.').waitFor();
    await panel.getByRole('button', { name: 'Delete the picture' }).click();
    await confirmDelete(page, 'Delete “library-unused.png” for good?');
    await expectStatus(page, '“library-unused.png” is deleted.');
    expect(await library('library-unused')).toEqual([]);
    expect((await site.api(`/files/${unused}`)).status).toBe(404);
  });

  it(
    'screenshots at phone and desktop sizes, in English and Burmese, none wider than the screen and none with an axe violation',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (look, { language, size }) => {
        await look.goto(`${site.url}/admin/files`);
        await look.locator('.a-library-item img').first().waitFor();
        await look.waitForLoadState('networkidle');
        const grid = `grid (${language} ${size})`;
        await checkScreen(look, grid, `admin-library-${size}-${language}`, violations);

        await look.goto(`${site.url}/admin/files?file=${used}`);
        await look.locator('.a-library-uses a').first().waitFor();
        await look.waitForLoadState('networkidle');
        const panel = `panel (${language} ${size})`;
        await checkScreen(look, panel, `admin-library-file-${size}-${language}`, violations);
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );
});
