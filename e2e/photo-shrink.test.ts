import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectStatus, openScreen, publicJson, saveForm, signIn } from './admin-helpers.ts';
import { PHONE, type Site, openPage, useSite } from './harness.ts';
import { hydrated } from './public-helpers.ts';
import { RECEIPT_CARD, meanDifference, phonePhoto, receiptScreenshot } from './test-photos.ts';

const MB = 1024 * 1024;
const LIMIT = 1.5 * MB;

declare global {
  interface Window {
    sentFiles: File[];
    sawProgress: boolean;
    cspViolations: string[];
  }
}

interface Sent {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/**
 * Photos from a phone are made smaller in the browser before they are uploaded
 * (apps/web/app/lib/shrink-photo.ts), on the public forms and in the back office alike.
 * The page records each file its upload sends and whether a progress bar showed.
 */
describe('photos shrunk in the browser before upload', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });

  async function phonePage() {
    const opened = await openPage(browser, site, { viewport: PHONE });
    await opened.context.addInitScript(() => {
      window.sentFiles = [];
      window.sawProgress = false;
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations.push(`${event.effectiveDirective} refused ${event.blockedURI}`),
      );
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        const file = body instanceof FormData ? body.get('file') : null;
        if (file instanceof File) window.sentFiles.push(file);
        return send.call(this, body);
      };
      new MutationObserver(() => {
        if (document.querySelector('form progress')) window.sawProgress = true;
      }).observe(document, { childList: true, subtree: true });
    });
    return opened;
  }

  /** Closes a page after checking the Content-Security-Policy refused nothing it did. */
  async function closeClean({ page, context }: Awaited<ReturnType<typeof phonePage>>) {
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    await context.close();
  }

  /** The last file the page uploaded, as it went. */
  const lastSent = (page: Page): Promise<Sent> =>
    page.evaluate(async () => {
      const file = window.sentFiles.at(-1)!;
      const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
      const sha256 = [...new Uint8Array(digest)]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
      return { name: file.name, type: file.type, size: file.size, sha256 };
    });
  const lastSentBytes = async (page: Page) =>
    Buffer.from(
      await page.evaluate(async () => {
        const bytes = new Uint8Array(await window.sentFiles.at(-1)!.arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      }),
      'base64',
    );

  const storedFile = async (id: unknown) => {
    const response = await fetch(`${site.url}/api/files/${String(id)}`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { bytes, meta: await sharp(bytes).metadata() };
  };

  /** Shares a story through the testimonial form with this picture; answers its stored photo. */
  async function shareStory(page: Page, name: string, file: ReturnType<typeof jpeg>) {
    await page.goto(`${site.url}/testimonial`);
    await hydrated(page);
    for (const [label, value] of [
      ['Name', name],
      ['Organization', 'Shwe Trading'],
      ['Role', 'Founder'],
      ['Programs', 'Business Coaching'],
      ['Differences', 'Meetings end with decisions.'],
      ['Take away', 'Ask before you tell.'],
    ])
      await page.getByLabel(label!).fill(value!);
    await page.getByLabel(/^Photo/).setInputFiles(file);
    await page.getByRole('button', { name: 'Send my story' }).click();
    await expectStatus(page, 'Thanks for sharing your transformation');
    const all = (await (await site.api('/testimonials', { admin: true })).json()) as Record<
      string,
      unknown
    >[];
    const record = all.find((t) => t.name === name);
    expect(record).toBeDefined();
    return storedFile(record!.photo);
  }

  // Three photos of 12 megapixels to make, shrink and store: slower than most tests.
  it(
    'public testimonial form: three 12-megapixel photos go under 1.5 MB, 2560 px, with progress',
    { timeout: 150_000 },
    async () => {
      const opened = await phonePage();
      const { page } = opened;
      const measured: string[] = [];
      for (const [i, noise] of [20, 30, 40].entries()) {
        const original = await phonePhoto({ width: 4032, height: 3024, seed: 11 + i, noise });
        expect(original.length).toBeGreaterThan(4 * MB);
        const stored = await shareStory(page, `Photo ${i + 1}`, jpeg(`IMG_00${i}.jpg`, original));
        const sent = await lastSent(page);
        expect(sent).toMatchObject({ type: 'image/jpeg', name: `IMG_00${i}.jpg` });
        expect(sent.size).toBeLessThanOrEqual(LIMIT);
        expect(stored.bytes.length).toBeLessThan(LIMIT);
        expect([stored.meta.width, stored.meta.height]).toEqual([2560, 1920]);
        measured.push(
          `photo ${i + 1}: 4032×3024 ${(original.length / MB).toFixed(2)} MB → sent ` +
            `${(sent.size / MB).toFixed(2)} MB (stored ${(stored.bytes.length / MB).toFixed(2)} MB)`,
        );
      }
      expect(await page.evaluate(() => window.sawProgress)).toBe(true);
      console.log(`Bytes sent before and after shrinking:\n${measured.join('\n')}`);
      await closeClean(opened);
    },
  );

  it('public testimonial form: a photo taken upright (EXIF orientation 6) stays upright', async () => {
    const opened = await phonePage();
    const { page } = opened;
    const original = await phonePhoto({ width: 3000, height: 4000, orientation: 6 });
    // Stored sideways, as the camera wrote it.
    expect(await sharp(original).metadata()).toMatchObject({
      width: 4000,
      height: 3000,
      orientation: 6,
    });
    const stored = await shareStory(page, 'Upright', jpeg('upright.jpg', original));
    expect(stored.bytes.length).toBeLessThan(LIMIT);
    expect([stored.meta.width, stored.meta.height]).toEqual([1920, 2560]);
    // The red band is at the top, where it was when the photo was taken, not on a side.
    const strip = async (region: { left: number; top: number; width: number; height: number }) =>
      (await sharp(await sharp(stored.bytes).extract(region).toBuffer()).stats()).channels.map(
        (c) => c.mean,
      );
    const [red, green, blue] = await strip({ left: 0, top: 0, width: 1920, height: 200 });
    expect(red).toBeGreaterThan(180);
    expect(green! + blue!).toBeLessThan(60);
    const [, leftGreen] = await strip({ left: 0, top: 300, width: 200, height: 2000 });
    expect(leftGreen).toBeGreaterThan(60);
    await closeClean(opened);
  });

  it('public testimonial form: a small picture, and a wide logo with transparency, go as chosen', async () => {
    const opened = await phonePage();
    const { page } = opened;
    const original = await phonePhoto({ width: 800, height: 600, noise: 10 });
    expect(original.length).toBeLessThan(LIMIT);
    await shareStory(page, 'Small', jpeg('small.jpg', original));
    expect(await lastSent(page)).toEqual({
      name: 'small.jpg',
      type: 'image/jpeg',
      size: original.length,
      sha256: sha256(original),
    });
    // Wider than 2560 px, but a JPEG would lose its clear background: it goes whole.
    const logo = await sharp({
      create: {
        width: 3000,
        height: 1000,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="1000">' +
              '<circle cx="500" cy="500" r="400" fill="#c00"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await shareStory(page, 'Logo', png('logo.png', logo));
    expect((await lastSent(page)).sha256).toBe(sha256(logo));
    await closeClean(opened);
  });

  it('back office at phone size: an event photo is shrunk before it is saved', async () => {
    const opened = await phonePage();
    const { page } = opened;
    await signIn(page, site);
    await openScreen(page, site, 'events');
    await page.getByRole('link', { name: 'Create New' }).click();
    await page.getByLabel('Name · English').fill('Photo Walk');
    await page.getByLabel('Description · English').fill('A walk with cameras');
    await page.getByLabel('Time · English').fill('Sunday 7 AM');
    await page.getByLabel('Location · English').fill('Yangon');
    await page.getByLabel('Link').fill('https://example.com/walk');
    const original = await phonePhoto({ width: 4000, height: 3000, seed: 5 });
    expect(original.length).toBeGreaterThan(4 * MB);
    await page.getByLabel(/^Image/).setInputFiles(jpeg('walk.jpg', original));
    await saveForm(page);
    await expectStatus(page, 'Event created successfully');
    expect(await page.evaluate(() => window.sawProgress)).toBe(true);
    expect((await lastSent(page)).size).toBeLessThanOrEqual(LIMIT);
    const [event] = await publicJson<Record<string, unknown>[]>(site, '/events');
    const stored = await storedFile(event!.image);
    expect(stored.bytes.length).toBeLessThan(LIMIT);
    expect([stored.meta.width, stored.meta.height]).toEqual([2560, 1920]);
    await closeClean(opened);
  });

  /**
   * A receipt is 1080 × 2400, within 2560 px: it never loses pixels. A plain screenshot is
   * light and goes as it is; one with a photo behind its text is heavy and is re-encoded at
   * its own size, which must leave the small text as it was.
   */
  it('receipts: a light screenshot goes as it is, a heavy one keeps its text legible', async () => {
    const opened = await phonePage();
    const { page } = opened;
    const light = await receiptScreenshot({ busyBackground: false });
    expect(light.length).toBeLessThan(LIMIT);
    await shareStory(page, 'Receipt light', png('receipt.png', light));
    expect((await lastSent(page)).sha256).toBe(sha256(light));

    const heavy = await receiptScreenshot({ busyBackground: true });
    expect(heavy.length).toBeGreaterThan(LIMIT);
    await shareStory(page, 'Receipt heavy', png('receipt.png', heavy));
    const sent = await lastSentBytes(page);
    expect(sent.length).toBeLessThanOrEqual(LIMIT);
    expect(await sharp(sent).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1080,
      height: 2400,
    });
    const shrunkDifference = await meanDifference(heavy, sent, RECEIPT_CARD);
    // The measure tells unreadable text: the same card blurred by 1.5 px moves it far more.
    const blurred = await sharp(heavy).blur(1.5).png().toBuffer();
    const blurDifference = await meanDifference(heavy, blurred, RECEIPT_CARD);
    console.log(
      `Receipt text card, mean difference in grey levels: shrunk ${shrunkDifference.toFixed(2)}, ` +
        `blurred 1.5 px ${blurDifference.toFixed(2)}; bytes ${heavy.length} → ${sent.length}`,
    );
    expect(shrunkDifference).toBeLessThan(blurDifference / 3);
    await closeClean(opened);
  });
});
