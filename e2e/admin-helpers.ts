import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Violation, axeViolations } from './accessibility.ts';
import { ADMIN, DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';

/** A valid 1×1 PNG, enough for every image field. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name = 'image.png') => ({ name, mimeType: 'image/png', buffer: PNG });

/** The back office's four looks: English and Burmese, at desktop and phone sizes. */
export const LOOKS = (['en', 'mm'] as const).flatMap((language) =>
  (
    [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const
  ).map(([size, viewport]) => ({ language, size, viewport })),
);
export type Look = (typeof LOOKS)[number];

/**
 * The time a test that photographs its screens in all four looks may take. Each look is a
 * fresh signed-in page, often two screens with an accessibility check each: about 25 s on
 * a fast machine alone, but more than the default minute beside another test file on a
 * slow, shared one.
 */
export const EVERY_LOOK_MS = 180_000;

/** Opens a signed-in page in each look in turn, hands it to `visit`, then closes it. */
export async function inEveryLook(
  browser: Browser,
  site: Site,
  visit: (page: Page, look: Look) => Promise<void>,
) {
  for (const look of LOOKS) {
    const opened = await adminPage(browser, site, look);
    await visit(opened.page, look);
    await opened.context.close();
  }
}

/**
 * What every screen must be in every look, checked once its fonts are in: no wider than
 * the screen, and without an axe violation (gathered in `violations`, so that one run
 * reports them all); and a screenshot `shot` for a person to look at.
 */
export async function checkScreen(page: Page, what: string, shot: string, violations: Violation[]) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
  violations.push(...(await axeViolations(page, what)));
  await screenshot(page, shot);
}

/** Signs in through the login screen, as an admin would, and lands on the dashboard. */
export async function signIn(page: Page, site: Site) {
  await page.goto(`${site.url}/login`);
  // By id, so that it works whichever language the screen is in.
  await page.locator('#username').fill(ADMIN.username);
  await page.locator('#password').fill(ADMIN.password);
  await page.locator('button[type=submit]').click();
  // A refusal shows as an error notice: the test fails at once with its words rather
  // than after the wait for the dashboard, and a wait that runs out says what was shown.
  const refused = page.locator('.a-notice-error');
  const signedIn = page.waitForURL(`${site.url}/admin`).then(
    () => true,
    async (error: Error) => {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(`${error.message}\nat ${page.url()}, the page showed: ${shown}`);
    },
  );
  // No time limit of its own: it settles only if a notice comes (or the page closes).
  const refusal = refused.waitFor({ timeout: 0 }).then(() => false);
  if (!(await Promise.race([signedIn, refusal]))) {
    throw new Error(`the sign-in was refused: ${await refused.innerText()}`);
  }
}

/** A signed-in admin page at the given size and language. */
export async function adminPage(
  browser: Browser,
  site: Site,
  options: { viewport?: { width: number; height: number }; language?: 'en' | 'mm' } = {},
) {
  const opened = await openPage(browser, site, { viewport: DESKTOP, ...options });
  await signIn(opened.page, site);
  return opened;
}

/** A site, a browser and a signed-in admin page for a test file's tests. */
export function useAdminSite(
  options: { demo?: boolean },
  ready: (opened: { site: Site; browser: Browser; page: Page; context: BrowserContext }) => void,
) {
  let context: BrowserContext | undefined;
  useSite(
    options,
    async (site, browser) => {
      const opened = await adminPage(browser, site);
      context = opened.context;
      ready({ site, browser, ...opened });
    },
    async () => context?.close(),
  );
}

/**
 * An editor's account, made as the owner would (registered, then given the editor role),
 * signed in on a page of its own on the dashboard.
 */
export async function editorPage(browser: Browser, site: Site, username = 'assistant') {
  const password = 'tamarind veranda 42';
  const made = await site.api('/register', {
    method: 'POST',
    admin: true,
    body: JSON.stringify({ username, email: `${username}@example.com`, password }),
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const demoted = await site.api(`/users/${id}`, {
    method: 'PUT',
    admin: true,
    body: JSON.stringify({ role: 'editor' }),
  });
  expect(demoted.status).toBe(200);
  const opened = await openPage(browser, site);
  await opened.page.goto(`${site.url}/login`);
  await opened.page.locator('#username').fill(username);
  await opened.page.locator('#password').fill(password);
  await opened.page.locator('button[type=submit]').click();
  await opened.page.waitForURL(`${site.url}/admin`);
  return opened;
}

/** Opens a back-office screen by its path under /admin and waits for its heading. */
export async function openScreen(page: Page, site: Site, path: string) {
  await page.goto(`${site.url}/admin/${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Presses the form's Save button. */
export const saveForm = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

/** The in-page success message (role=status) with this text. */
export async function expectStatus(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

/** The in-page failure message (role=alert) with this text. */
export async function expectAlert(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
}

/** Confirms the delete dialog, after checking it asks this question ("…delete this press?"). */
export async function confirmDelete(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent()).toContain(question);
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** The table row holding this text. */
export const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/** A public read of the API, as a visitor. */
export async function publicJson<T = Record<string, unknown>[]>(
  site: Site,
  path: string,
): Promise<T> {
  const response = await site.api(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * Gives an appointment request a booked time (5 March 2030, 10:00–11:00 in Yangon) in this
 * state, written straight into the running server's SQLite file, as the booking's own
 * calls would leave it.
 */
export function bookTime(site: Site, id: number, booking: 'booked' | 'confirmed' | 'cancelled') {
  const db = new SQLite(site.databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update appointment set starts_at = ?, ends_at = ?, booking = ? where id = ?').run(
      '2030-03-05T03:30:00.000Z',
      '2030-03-05T04:30:00.000Z',
      booking,
      id,
    );
  } finally {
    db.close();
  }
}

/** A media library entry as GET /api/files answers it. */
export interface LibraryFile {
  id: string;
  name: string | null;
  alt: string | null;
  alt_mm: string | null;
  focal_x: number | null;
  focal_y: number | null;
}

/** The library's entries matching a search (a name, an alt text or a file's id). */
export async function searchLibrary(site: Site, search: string): Promise<LibraryFile[]> {
  const response = await site.api(`/files?search=${encodeURIComponent(search)}`, { admin: true });
  return (await response.json()) as LibraryFile[];
}
