import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ADMIN, startSite } from '../e2e/server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

/**
 * `npm run docs:screenshots`: photographs the back office of a fresh demo site for the
 * owner's guide (docs/owner-guide.md), so that its pictures show the screens as they are.
 * Run it after a change to a screen the guide shows, and commit the pictures.
 */

const OUT = fileURLToPath(new URL('../docs/owner-guide/', import.meta.url));

/**
 * Each picture: its file name, the screen's address under /admin, and its heading, to
 * wait for. `{article}`: a demo article written in both languages, with a subtitle.
 */
const SHOTS = [
  { name: 'dashboard', path: '', heading: 'Dashboard' },
  { name: 'orders', path: 'payments', heading: 'Orders' },
  { name: 'agenda', path: 'agenda', heading: 'Agenda' },
  { name: 'media-library', path: 'files', heading: 'Media library' },
  { name: 'article-editor', path: 'articles/edit/{article}', heading: 'Edit Article' },
  { name: 'activity', path: 'audit', heading: 'Activity' },
];

/** The owner's screens are made for a laptop; one phone picture shows they work there too. */
const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.locator('#username').fill(ADMIN.username);
  await page.locator('#password').fill(ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${url}/admin`);
}

/**
 * Waits for the screen's heading, for the owner's whole menu (drawn once the account's role
 * is known) and for its data (no loading indicator left).
 */
async function settled(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await page.getByRole('link', { name: 'Activity' }).first().waitFor();
  await page.locator('.a-loading').first().waitFor({ state: 'detached' });
  // Pictures decoded, so that none shows half drawn.
  await page.evaluate(() =>
    Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
  );
}

mkdirSync(OUT, { recursive: true });
const site = await startSite({ demo: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const articles = (await (await site.api('/articles', { admin: true })).json()) as {
    id: number;
    subtitle_mm: string | null;
  }[];
  const article = String(articles.find((row) => row.subtitle_mm)?.id ?? articles[0]!.id);
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, locale: 'en' });
    const page = await context.newPage();
    await signIn(page, site.url);
    const shots = viewport === PHONE ? SHOTS.slice(0, 1) : SHOTS;
    for (const shot of shots) {
      await page.goto(`${site.url}/admin/${shot.path.replace('{article}', article)}`);
      await settled(page, shot.heading);
      const file = join(OUT, `${shot.name}${viewport === PHONE ? '-phone' : ''}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
