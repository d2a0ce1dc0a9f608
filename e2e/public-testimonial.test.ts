import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngFile } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';
import { expectLaidOut, hydrated } from './public-helpers.ts';

type Row = Record<string, unknown>;

describe('public site: the testimonial share page', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });

  const visit = async (options: { viewport?: typeof DESKTOP; language?: 'en' | 'mm' } = {}) => {
    const { page, context } = await openPage(browser, site, options);
    await page.goto(`${site.url}/testimonial`);
    await hydrated(page);
    return { page, context };
  };
  const stored = async () =>
    (await (await site.api('/testimonials', { admin: true })).json()) as Row[];

  it('serves the "Testimonial Form" in the HTML with labels in the page language', async () => {
    const en = await (await fetch(`${site.url}/testimonial`)).text();
    expect(en).toContain('Testimonial Form');
    expect(en).toContain('>Organization<');
    const mm = await (await fetch(`${site.url}/testimonial?lang=mm`)).text();
    expect(mm).toContain('သက်သေခံချက် ပုံစံ');
    expect(mm).toContain('>အဖွဲ့အစည်း<');
  });

  it('asks for a photo, then sends the story for approval and clears the form', async () => {
    const { page, context } = await visit();
    await page.getByRole('button', { name: 'Send my story' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a photo' }).waitFor();
    // Every field is required: the first empty one has focus and says so.
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Name').fill('U Kyaw E2E');
    await page.getByLabel('Organization').fill('Shwe Trading');
    await page.getByLabel('Role').fill('Founder');
    await page.getByLabel('Programs').fill('Business Coaching');
    await page.getByLabel('Differences').fill('Weekly meetings now end with decisions.');
    await page.getByLabel('Take away').fill('Ask before you tell.');
    await page.getByRole('button', { name: 'Send my story' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please select a photo' }).waitFor();
    expect(await stored()).toHaveLength(0);

    await page.getByLabel(/^Photo/).setInputFiles(pngFile('me.png'));
    await page.getByRole('button', { name: 'Send my story' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Thanks for sharing your transformation. Admin will approve soon!' })
      .waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Take away').inputValue()).toBe('');
    expect(await page.getByLabel(/^Photo/).inputValue()).toBe('');
    await context.close();

    const [record] = await stored();
    expect(record).toMatchObject({
      name: 'U Kyaw E2E',
      organization: 'Shwe Trading',
      role: 'Founder',
      programs: 'Business Coaching',
      differences: 'Weekly meetings now end with decisions.',
      take_away: 'Ask before you tell.',
      is_published: false,
    });
    expect((await fetch(`${site.url}/api/files/${String(record!.photo)}`)).status).toBe(200);
    // Waiting for approval: visitors do not see it yet.
    const visible = (await (await site.api('/testimonials?publish_status=true')).json()) as Row[];
    expect(visible).toHaveLength(0);
  });

  it('in Burmese: Burmese messages, and the programmes are kept as programs_mm too', async () => {
    const { page, context } = await visit({ language: 'mm' });
    await page.getByRole('heading', { name: 'သက်သေခံချက် ပုံစံ' }).waitFor();
    await page.getByLabel('အမည်').fill('ဒေါ်မြ');
    await page.getByLabel('အဖွဲ့အစည်း').fill('ရွှေကုမ္ပဏီ');
    await page.getByLabel('ရာထူး').fill('မန်နေဂျာ');
    await page.getByLabel('တက်ရောက်ခဲ့သော အစီအစဉ်များ').fill('ခေါင်းဆောင်မှု သင်တန်း');
    await page.getByLabel('ပြောင်းလဲမှုများ').fill('အဖွဲ့ အစည်းအဝေးများ တိုတောင်းလာသည်။');
    await page.getByLabel('ရရှိခဲ့သော အဓိက အချက်').fill('နားထောင်ပါ။');
    await page.getByRole('button', { name: 'ကျွန်ုပ်၏ အတွေ့အကြုံကို ပို့ရန်' }).click();
    await page.getByRole('alert').filter({ hasText: 'ကျေးဇူးပြု၍ ဓာတ်ပုံတစ်ပုံ ရွေးချယ်ပါ' }).waitFor();
    await page.getByLabel(/^ဓာတ်ပုံ/).setInputFiles(pngFile('mya.png'));
    await page.getByRole('button', { name: 'ကျွန်ုပ်၏ အတွေ့အကြုံကို ပို့ရန်' }).click();
    await page.getByRole('status').filter({ hasText: 'ကျေးဇူးတင်ပါသည်' }).waitFor();
    await context.close();
    const record = (await stored()).find((t) => t.name === 'ဒေါ်မြ');
    expect(record).toMatchObject({
      programs: 'ခေါင်းဆောင်မှု သင်တန်း',
      programs_mm: 'ခေါင်းဆောင်မှု သင်တန်း',
      is_published: false,
    });
  });

  const fillStory = async (page: Page) => {
    for (const [label, value] of [
      ['Name', 'A'],
      ['Organization', 'B'],
      ['Role', 'C'],
      ['Programs', 'D'],
      ['Differences', 'E'],
      ['Take away', 'F'],
    ])
      await page.getByLabel(label!).fill(value!);
  };

  it('says so when the photo cannot be uploaded', async () => {
    const { page, context } = await visit();
    await page.route('**/api/files', (route) => route.fulfill({ status: 500, body: '' }));
    await fillStory(page);
    await page.getByLabel(/^Photo/).setInputFiles(pngFile());
    await page.getByRole('button', { name: 'Send my story' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to upload photo' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('A');
    await context.close();
  });

  it('says why when the server refuses the photo, and keeps the story', async () => {
    const { page, context } = await visit();
    await fillStory(page);
    // Declared a PNG, so the form lets it through; the server reads the bytes and refuses (415).
    await page.getByLabel(/^Photo/).setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByRole('button', { name: 'Send my story' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to upload photo' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This file is not a picture the site can read.');
    expect(await page.getByLabel('Name').inputValue()).toBe('A');
    expect((await stored()).some((t) => t.name === 'A')).toBe(false);
    await context.close();
  });

  it("refuses what the API would refuse before the photo is uploaded, in the API's words", async () => {
    const { page, context } = await visit({ viewport: DESKTOP });
    const uploads: string[] = [];
    page.on('request', (request) => {
      const upload =
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/files';
      if (upload) uploads.push(request.url());
    });
    await fillStory(page);
    await page.getByLabel('Name').fill('Daw Long Programs');
    // Longer than the contract's 500, which the form's own checks know nothing of.
    const programs = page.getByLabel('Programs');
    await programs.fill('p'.repeat(501));
    await page.getByLabel(/^Photo/).setInputFiles(pngFile('long.png'));
    await page.getByRole('button', { name: 'Send my story' }).click();
    await page.getByText('Must be at most 500 characters').waitFor();
    expect(await programs.getAttribute('aria-invalid')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'programs');
    await screenshot(page, 'public-testimonial-contract-refused-en-1366');
    expect(uploads).toEqual([]);
    // Put right, the same form uploads the photo and sends the story.
    await programs.fill('Business Coaching');
    await page.getByRole('button', { name: 'Send my story' }).click();
    await page.getByRole('status').filter({ hasText: 'Thanks for sharing' }).waitFor();
    expect(uploads).toHaveLength(1);
    await context.close();
    expect((await stored()).filter((t) => t.name === 'Daw Long Programs')).toHaveLength(1);
  });

  it('fits the screen with every picture shown, on a phone and a desktop in both languages (and writes screenshots to look at)', async () => {
    for (const language of ['en', 'mm'] as const) {
      for (const [label, viewport] of [
        ['375', PHONE],
        ['1366', DESKTOP],
      ] as const) {
        const { page, context } = await visit({ viewport, language });
        // With the messages showing, to see how errors look too.
        const send = language === 'en' ? 'Send my story' : 'ကျွန်ုပ်၏ အတွေ့အကြုံကို ပို့ရန်';
        await page.getByRole('button', { name: send }).click();
        await page.getByRole('alert').filter({ hasText: /.+/ }).waitFor();
        await expectLaidOut(page, language);
        await screenshot(page, `public-testimonial-${language}-${label}`);
        await context.close();
      }
    }
  });
});
