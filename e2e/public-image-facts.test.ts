import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { distinctPng } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, useSite } from './harness.ts';
import { gotoServed, hydrated } from './public-helpers.ts';

/**
 * The media library's alt texts and focal points on the public pages: set through the
 * API as the library's panel sets them, shown by the kept pages at once, in the page's
 * language first; a cropped picture keeps its focal point in view, one drawn whole does not move.
 */
describe('public site: pictures drawn with the library’s alt text and focal point', () => {
  let site: Site;
  let browser: Browser;
  let wide: string;
  let phone: string;
  let logo: string;
  useSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });

  const call = async (path: string, method: string, body: unknown) => {
    const response = await site.api(path, { method, admin: true, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  };
  const describeFile = (id: string, details: Record<string, unknown>) =>
    call(`/files/${id}`, 'PUT', details);

  /** The home page's banner and a client's logo as a visitor sees them, after hydration. */
  const visit = async (language: 'en' | 'mm', viewport = DESKTOP) => {
    const { page, context } = await openPage(browser, site, { viewport });
    await gotoServed(page, `${site.url}/?lang=${language}`);
    await hydrated(page);
    const read = (selector: string) =>
      page.locator(selector).evaluate((img: HTMLImageElement) => ({
        alt: img.alt,
        style: img.getAttribute('style'),
        position: getComputedStyle(img).objectPosition,
      }));
    const seen = { hero: await read('.hero-img'), logo: await read('.client-logo img') };
    await context.close();
    return seen;
  };

  it('prepares a home banner with a phone image, and a client with a logo', async () => {
    wide = await site.upload(await distinctPng(), 'banner.png');
    phone = await site.upload(await distinctPng(), 'banner-phone.png');
    logo = await site.upload(await distinctPng(), 'logo.png');
    await call('/banners', 'PUT', { home_banner_image: wide, mobile_home_banner_image: phone });
    await call('/clients', 'POST', { name: 'Shwe Trading', image: logo });
  });

  it('draws them as before while the library has nothing for them', async () => {
    const seen = await visit('en');
    expect(seen.hero).toEqual({ alt: '', style: null, position: '100% 50%' });
    expect(seen.logo).toEqual({ alt: 'Shwe Trading', style: null, position: '50% 50%' });
  });

  it('shows a Burmese alt on the Burmese page, and on the English one until it has its own', async () => {
    await describeFile(wide, { alt_mm: 'နည်းပြဆရာ အဖွဲ့နှင့်', focal_x: 0.2, focal_y: 0.3 });
    await describeFile(logo, { alt_mm: 'ရွှေ ကုန်သွယ်ရေး လိုဂို' });
    const mm = await visit('mm');
    expect(mm.hero.alt).toBe('နည်းပြဆရာ အဖွဲ့နှင့်');
    expect(mm.logo.alt).toBe('ရွှေ ကုန်သွယ်ရေး လိုဂို');
    const en = await visit('en');
    expect(en.hero.alt).toBe('နည်းပြဆရာ အဖွဲ့နှင့်');
    expect(en.logo.alt).toBe('ရွှေ ကုန်သွယ်ရေး လိုဂို');

    // The English page was kept a moment ago: a new alt makes it anew at once.
    await describeFile(wide, { alt: 'The coach with a team' });
    expect((await visit('en')).hero.alt).toBe('The coach with a team');
    expect((await visit('mm')).hero.alt).toBe('နည်းပြဆရာ အဖွဲ့နှင့်');
  });

  it('keeps each image’s focal point in view where it is cropped, and moves no logo', async () => {
    await describeFile(phone, { focal_x: 0.7, focal_y: 0.9 });
    await describeFile(logo, { focal_x: 0, focal_y: 0 });
    const desktop = await visit('en');
    expect(desktop.hero.position).toBe('20% 30%');
    // Logos are drawn whole (object-fit: contain): a focal point leaves them centred.
    expect(desktop.logo.position).toBe('50% 50%');
    const onPhone = await visit('mm', PHONE);
    expect(onPhone.hero.position).toBe('70% 90%');

    // The wide image's point cleared: the banner's own default again (right, then the top on phones).
    await describeFile(wide, { focal_x: null, focal_y: null });
    expect((await visit('en')).hero.position).toBe('100% 50%');
    await describeFile(phone, { focal_x: null, focal_y: null });
    const cleared = await visit('en', PHONE);
    expect(cleared.hero).toMatchObject({ style: null, position: '50% 0%' });
  });
});
