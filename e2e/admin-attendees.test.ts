import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Violation, describeViolations } from './accessibility.ts';
import { EVERY_LOOK_MS, PNG, adminPage, checkScreen, inEveryLook } from './admin-helpers.ts';
import { DESKTOP, PHONE, type Site, launchBrowser, startSite } from './harness.ts';

/**
 * The owner's side of an event that sells seats (issue 40, item 6): the attendees screen
 * in both languages at a phone's and a desktop's width (axe, no sideways scroll), reached
 * from the events list, its CSV; and the door's check-in screen, by a typed code, by the
 * `?code=` address a phone's camera app opens, and by the camera itself: Chromium is fed a
 * picture of a real ticket's QR code as its camera, and the attendee comes out checked in.
 */
const DAY = 86_400_000;

interface Registration {
  id: number;
  name: string;
  code: string;
}

describe('attendees and check-in at the door', () => {
  let site: Site;
  let browser: Browser;
  let eventId = 0;
  const people: Registration[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'coach-camera-'));

  /** A registration as a visitor makes it, through the API, with its receipt. */
  async function register(name: string, language: 'en' | 'mm', seats: number) {
    const receipt = await site.upload(PNG, `${name}.png`, 'receipt');
    const res = await site.api(`/events/${eventId}/registrations`, {
      method: 'POST',
      body: JSON.stringify({
        name,
        phone: '+95 9 400 500 600',
        email: `visitor${people.length + 1}@example.com`,
        seats,
        language,
        receipt_photo: receipt,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /**
   * The ticket's code, written here so the test knows it (the registration's insert gives
   * every new one its own, of the same form), and the statuses the owner's moves would
   * leave, straight in the server's SQLite file.
   */
  function setRow(id: number, values: Record<string, string>) {
    const db = new SQLite(site.databaseFile);
    try {
      const sets = Object.keys(values).map((k) => `${k} = @${k}`);
      db.prepare(`UPDATE registration SET ${sets.join(', ')} WHERE id = @id`).run({
        ...values,
        id,
      });
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite({ demo: false }), launchBrowser()]);
    const event = await site.api('/events', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name: 'NLP Practitioner Certification',
        name_mm: 'NLP လက်တွေ့ကျွမ်းကျင်သူ လက်မှတ်သင်တန်း',
        description: 'Three days of NLP',
        time: 'See the date',
        location: 'Yangon',
        link: 'https://example.com/nlp',
        image: await site.upload(PNG, 'poster.png'),
        starts_at: new Date(Date.now() + 7 * DAY).toISOString(),
        seats: 24,
        price: 850_000,
        currency: 'MMK',
      }),
    });
    expect(event.status).toBe(201);
    eventId = ((await event.json()) as { id: number }).id;
    const joined = [
      ['Aung Aung', 'en', 2, 'received'],
      ['ဒေါ်လှလှ', 'mm', 1, 'paid'],
      ['Ko Zaw', 'en', 1, 'paid'],
      ['Ma Thida', 'en', 1, 'rejected'],
    ] as const;
    for (const [name, language, seats, status] of joined) {
      const id = await register(name, language, seats);
      const code = `${id}-K7Q9M${id % 10}`;
      setRow(id, {
        check_in_code: code,
        status,
        ...(status === 'rejected' && { reason: 'The amount on the receipt is 85,000' }),
      });
      people.push({ id, name, code });
    }
    const db = new SQLite(site.databaseFile);
    db.prepare(
      `INSERT INTO waitlist_entry (event_id, name, phone, email, seats, status, created)
       VALUES (?, 'Mya Mya', '09 111 222', 'mya@example.com', 2, 'waiting', ?)`,
    ).run(eventId, new Date().toISOString());
    db.close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'shows the attendees screen in both languages at 390 and 1366 px, reached from the events list',
    async () => {
      const violations: Violation[] = [];
      await inEveryLook(browser, site, async (page, look) => {
        await page.goto(`${site.url}/admin/events`);
        await page.locator(`a[href="/admin/events/${eventId}/attendees"]`).first().click();
        await page.waitForURL(`${site.url}/admin/events/${eventId}/attendees`);
        await page.locator(`[data-testid="registration-${people[0]!.id}"]`).waitFor();
        const taken = page.getByTestId('seats-taken');
        expect(await taken.textContent()).toBe(look.language === 'en' ? '5 of 24' : '၂၄ ခုတွင် ၅ ခု');
        const card = page.locator(`[data-testid="registration-${people[0]!.id}"]`);
        const paid = look.language === 'en' ? 'Mark paid' : 'ငွေရရှိကြောင်း မှတ်ရန်';
        await expect.poll(() => card.getByRole('button', { name: paid }).count()).toBe(1);
        expect(await page.locator('.a-waitlist li').count()).toBe(1);
        await checkScreen(
          page,
          `attendees (${look.language}, ${look.size})`,
          `admin-attendees-${look.language}-${look.viewport.width}`,
          violations,
        );
      });
      expect(violations, describeViolations(violations)).toEqual([]);
    },
    EVERY_LOOK_MS,
  );

  it('downloads the list as CSV', async () => {
    const { page, context } = await adminPage(browser, site);
    await page.goto(`${site.url}/admin/events/${eventId}/attendees`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`event-${eventId}-registrations.csv`);
    const path = join(dir, 'list.csv');
    await file.saveAs(path);
    const text = readFileSync(path, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFReference,Registered,Name,Phone,Email,Seats,Status,Amount,Currency,Receipt Photo,Reason,Language,Checked In',
    );
    expect(text).toContain('ဒေါ်လှလှ');
    await context.close();
  });

  it('shows the event on the dashboard: seats taken and money to check, linking to its attendees', async () => {
    const violations: Violation[] = [];
    for (const [language, viewport, words] of [
      ['en', DESKTOP, ['5 of 24 seats taken', 'To check: 1,700,000 MMK']],
      ['mm', PHONE, ['ထိုင်ခုံ ၂၄ ခုတွင် ၅ ခု ယူထား', 'စစ်ဆေးရန်: ၁,၇၀၀,၀၀၀ ကျပ်']],
    ] as const) {
      const { page, context } = await adminPage(browser, site, { viewport, language });
      const card = page.locator('.a-seated-events');
      await card.locator('li').first().waitFor();
      const text = await card.textContent();
      for (const word of words) expect(text).toContain(word);
      await checkScreen(
        page,
        `dashboard (${language})`,
        `admin-dashboard-seats-${language}-${viewport.width}`,
        violations,
      );
      await card.getByRole('link').first().click();
      await page.waitForURL(`${site.url}/admin/events/${eventId}/attendees`);
      await context.close();
    }
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('checks in a typed code and a ?code= address, warns on unpaid, says when at a second scan', async () => {
    const violations: Violation[] = [];
    for (const language of ['en', 'mm'] as const) {
      const { page, context } = await adminPage(browser, site, { viewport: PHONE, language });
      await page.goto(`${site.url}/admin/check-in`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // No camera in this browser: the screen says so and the typed code still works.
      await page.locator('.a-check-in-camera [role=status]:not(:empty)').waitFor();
      await checkScreen(
        page,
        `check-in (${language})`,
        `admin-check-in-${language}-390`,
        violations,
      );
      await context.close();
    }

    const { page, context } = await adminPage(browser, site, { viewport: PHONE });
    await page.goto(`${site.url}/admin/check-in`);
    const [received, paid] = people;
    await page.getByLabel('Ticket code').fill(received!.code.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect.poll(() => page.getByTestId('check-in-name').textContent()).toBe('Aung Aung');
    expect(await page.locator('.a-check-in-warning').textContent()).toContain('Not paid yet');
    await checkScreen(page, 'check-in unpaid', 'admin-check-in-unpaid-390', violations);

    // The address in a ticket's QR code, as a phone's own camera app opens it.
    await page.goto(`${site.url}/admin/check-in?code=${encodeURIComponent(paid!.code)}`);
    await expect.poll(() => page.getByTestId('check-in-name').textContent()).toBe('ဒေါ်လှလှ');
    expect(await page.locator('.a-check-in-warning').count()).toBe(0);
    await checkScreen(page, 'check-in ok', 'admin-check-in-ok-390', violations);

    // The same ticket again: refused, with the time of the first.
    await page.goto(`${site.url}/admin/check-in?code=${encodeURIComponent(paid!.code)}`);
    await expect
      .poll(() => page.locator('.a-check-in-refused').textContent())
      .toMatch(/Already checked in at \d{1,2}:\d{2} [AP]M/);
    await checkScreen(page, 'check-in again', 'admin-check-in-again-390', violations);
    await context.close();
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('checks in by the camera reading the QR code of a real ticket', async () => {
    const person = people[2]!;
    const url = `${site.url}/admin/check-in?code=${person.code}`;
    // The camera's picture: the ticket's QR code, white around it, as MJPEG (JPEG frames
    // one after another), which Chromium's fake camera plays in a loop.
    const qr = await QRCode.toBuffer(url, { type: 'png', width: 360, margin: 4 });
    const frame = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#ffffff' },
    })
      .composite([{ input: qr, gravity: 'centre' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const video = join(dir, 'ticket.mjpeg');
    writeFileSync(video, Buffer.concat(Array.from({ length: 10 }, () => frame)));

    const camera = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const { page } = await adminPage(camera, site, { viewport: PHONE });
      await page.goto(`${site.url}/admin/check-in`);
      await expect
        .poll(() => page.getByTestId('check-in-name').textContent(), { timeout: 20_000 })
        .toBe(person.name);
      await checkScreen(page, 'check-in by camera', 'admin-check-in-camera-390', []);
    } finally {
      await camera.close();
    }
    const list = (await (
      await site.api(`/events/${eventId}/registrations`, { admin: true })
    ).json()) as { registrations: { id: number; checked_in_at: string | null }[] };
    const checked = list.registrations.find((r) => r.id === person.id);
    expect(checked?.checked_in_at).toEqual(expect.any(String));
    // Only the tickets this file checked in are in.
    expect(list.registrations.filter((r) => r.checked_in_at).map((r) => r.id)).toEqual([
      people[0]!.id,
      people[1]!.id,
      person.id,
    ]);
  }, 60_000);
});
