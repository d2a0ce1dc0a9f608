import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Violation, describeViolations } from './accessibility.ts';
import {
  adminPage,
  checkScreen,
  expectStatus,
  inEveryLook,
  saveForm,
  searchLibrary,
  useAdminSite,
  EVERY_LOOK_MS,
} from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage } from './harness.ts';
import { gotoServed } from './public-helpers.ts';
import { phonePhoto } from './test-photos.ts';

/**
 * The media library from the forms: a new picture is described in both languages as it
 * is chosen, the same logo is reused in a second record and in an article without being
 * sent again, and a banner's point to keep in view is moved by tapping it.
 */
describe('back office: pictures chosen from the library', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let logo: string;
  useAdminSite({ demo: true }, (opened) => {
    ({ site, page, browser } = opened);
  });

  const libraryFile = async (search: string) => (await searchLibrary(site, search))[0];
  const uploads = async () =>
    Number((await site.api('/files?limit=1', { admin: true })).headers.get('x-total-count'));

  it('describes a new logo in both languages as it is chosen', async () => {
    await page.goto(`${site.url}/admin/clients/create`);
    await page.getByLabel('Name · English').fill('Shwe Taung Logistics');
    await page.getByLabel(/^Image/).setInputFiles({
      name: 'shwe-taung-logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto({ width: 600, height: 400, seed: 3 }),
    });
    const described = page.getByRole('group', { name: 'Describe it for people who cannot see it' });
    await described.getByLabel('In English').fill('Shwe Taung Logistics logo');
    await described.getByLabel('In Burmese').fill('ရွှေတောင် ထောက်ပံ့ပို့ဆောင်ရေး လိုဂို');
    await saveForm(page);
    await page.waitForURL(`${site.url}/admin/clients`);
    const stored = await libraryFile('shwe-taung-logo');
    expect(stored).toMatchObject({
      alt: 'Shwe Taung Logistics logo',
      alt_mm: 'ရွှေတောင် ထောက်ပံ့ပို့ဆောင်ရေး လိုဂို',
    });
    logo = stored!.id;
  });

  it('reuses the logo for an event on a phone, without sending it again', async () => {
    const before = await uploads();
    const phone = await adminPage(browser, site, { viewport: PHONE });
    await phone.page.goto(`${site.url}/admin/events/create`);
    await phone.page.getByLabel('Name · English').fill('Logistics leaders breakfast');
    await phone.page.getByLabel('Description · English').fill('Morning talk');
    await phone.page.getByLabel('Time · English').fill('Friday 8 AM');
    await phone.page.getByLabel('Location · English').fill('Yangon');
    await phone.page.getByLabel('Link').fill('https://example.com/breakfast');
    await phone.page.getByRole('button', { name: 'Choose from the library' }).click();
    const picker = phone.page.getByRole('dialog', { name: 'Choose a picture' });
    await picker.getByRole('searchbox').fill('shwe-taung');
    await expect.poll(() => picker.locator('.a-library-item').count()).toBe(1);
    await picker.getByRole('button', { name: 'shwe-taung-logo.jpg' }).click();
    await picker.waitFor({ state: 'detached' });
    // The field shows the chosen picture as its current one.
    expect(await phone.page.locator('.a-image-preview img').first().getAttribute('src')).toContain(
      logo,
    );
    await saveForm(phone.page);
    await phone.page.waitForURL(`${site.url}/admin/events`);
    await phone.context.close();

    expect(await uploads()).toBe(before);
    const usage = (await (await site.api(`/files/${logo}/usage`, { admin: true })).json()) as {
      resource: string;
    }[];
    expect(usage.map((use) => use.resource).sort()).toEqual(['clients', 'events']);
  });

  it('puts a library picture into an article from the editor', async () => {
    await page.goto(`${site.url}/admin/articles/create`);
    const editor = page.locator('[aria-labelledby="field-content-label"]');
    await editor.waitFor();
    await page
      .getByRole('toolbar')
      .first()
      .getByRole('button', { name: 'Insert an image from the library' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await picker.getByRole('searchbox').fill('shwe-taung');
    await expect.poll(() => picker.locator('.a-library-item').count()).toBe(1);
    await picker.getByRole('button', { name: 'shwe-taung-logo.jpg' }).click();
    await editor.locator('img').waitFor();
    expect(await editor.locator('img').getAttribute('src')).toBe(`/api/files/${logo}`);
    // Put in selected, with its description bar open for an alt of its own.
    await page.getByLabel('Image description').waitFor();
  });

  it('on a phone in Burmese, describes the home banner and moves its point to keep in view; the Burmese home page shows both', async () => {
    const banners = (await (await site.api('/banners')).json()) as Record<string, string>;
    const banner = banners.home_banner_image!;
    const phone = await adminPage(browser, site, { viewport: PHONE, language: 'mm' });
    const { page: owner } = phone;
    // From the banner's field, its link to the picture's panel in the library.
    await owner.goto(`${site.url}/admin/banners`);
    await owner.getByRole('link', { name: 'Alt စာသားနှင့် မြင်ကွင်းတွင် ထားမည့်အမှတ်' }).first().click();
    await owner.waitForURL(`${site.url}/admin/files?file=${banner}`);
    const picture = owner.locator('.a-focal-picture');
    await owner.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.a-focal-picture img')).every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const box = (await picture.boundingBox())!;
    await owner.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    const fromLeft = owner.getByLabel('ဘယ်ဘက်မှ', { exact: true });
    const fromTop = owner.getByLabel('အပေါ်မှ', { exact: true });
    await expect.poll(() => fromLeft.inputValue()).toBe('25');
    expect(await fromTop.inputValue()).toBe('75');
    // The crops beside it follow the point.
    expect(
      await owner
        .locator('.a-focal-crop-wide img')
        .evaluate((img) => getComputedStyle(img).objectPosition),
    ).toBe('25% 75%');
    // The sliders move it too, from the keyboard.
    await fromTop.focus();
    await owner.keyboard.press('ArrowLeft');
    await expect.poll(() => fromTop.inputValue()).toBe('74');
    await owner.locator('#file-alt-mm').fill('ပြုံးနေသော နည်းပြဆရာ');
    await owner.locator('.a-library-details button[type=submit]').click();
    await expectStatus(owner, 'အသေးစိတ်ကို သိမ်းပြီးပါပြီ။');
    const stored = await searchLibrary(site, banner);
    expect(stored.find((file) => file.id === banner)).toMatchObject({
      alt_mm: 'ပြုံးနေသော နည်းပြဆရာ',
      focal_x: 0.25,
      focal_y: 0.74,
    });

    // A visitor's Burmese home page: the banner's alt, cropped around the new point.
    const visitor = await openPage(browser, site, { viewport: DESKTOP });
    await gotoServed(visitor.page, `${site.url}/?lang=mm`);
    const hero = await visitor.page.locator('.hero-img').evaluate((img: HTMLImageElement) => ({
      alt: img.alt,
      position: getComputedStyle(img).objectPosition,
    }));
    expect(hero).toEqual({ alt: 'ပြုံးနေသော နည်းပြဆရာ', position: '25% 74%' });
    await visitor.context.close();

    // Back to the middle clears the point.
    await owner.getByRole('button', { name: 'အလယ်သို့ ပြန်ထားရန်' }).click();
    await owner.locator('.a-library-details button[type=submit]').click();
    await expectStatus(owner, 'အသေးစိတ်ကို သိမ်းပြီးပါပြီ။');
    const cleared = await searchLibrary(site, banner);
    expect(cleared.find((file) => file.id === banner)).toMatchObject({
      focal_x: null,
      focal_y: null,
    });
    await phone.context.close();
  });

  it(
    'screenshots the library picker at phone and desktop sizes, in English and Burmese, none wider than the screen and none with an axe violation',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (look, { language, size }) => {
        await look.goto(`${site.url}/admin/banners`);
        await look.locator('.a-image-field button').first().click();
        await look.locator('.a-picker-dialog .a-library-item img').first().waitFor();
        await look.waitForLoadState('networkidle');
        const what = `library picker (${language} ${size})`;
        await checkScreen(look, what, `admin-library-picker-${size}-${language}`, violations);
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );
});
