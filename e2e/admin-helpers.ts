import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Violation, axeViolations } from './accessibility.ts';
import { ADMIN, DESKTOP, PHONE, type Site, openPage, screenshot, useSite } from './harness.ts';

/** A valid 1×1 PNG, enough for every image field. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name = 'image.png') => ({ name, mimeType: 'image/png', buffer: PNG });

let drawn = 0;
/**
 * A small PNG of a colour no earlier call gave: for a test that needs two files, since the
 * same bytes uploaded again are answered with the file already stored.
 */
export function distinctPng(): Promise<Buffer> {
  drawn += 1;
  const colour = `#${((drawn * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

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
  // Judged from the top, as the screen opens: a form sent near the bottom leaves the page
  // scrolled, and axe takes whatever buttons lie under the sticky top bar just then for
  // targets too close together (which ones depends only on how far the page scrolled).
  await page.evaluate(() => window.scrollTo(0, 0));
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

/** The password of the accounts `editorPage` makes. */
export const ASSISTANT_PASSWORD = 'tamarind veranda 42';

/**
 * An editor's account (or staff's), made as the owner would (registered, then given the
 * role), signed in on a page of its own (at the size and language asked) on the dashboard.
 */
export async function editorPage(
  browser: Browser,
  site: Site,
  username = 'assistant',
  role: 'editor' | 'staff' = 'editor',
  look: { viewport?: { width: number; height: number }; language?: 'en' | 'mm' } = {},
) {
  const password = ASSISTANT_PASSWORD;
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
    body: JSON.stringify({ role }),
  });
  expect(demoted.status).toBe(200);
  const opened = await openPage(browser, site, look);
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

/** What `moveTo` needs beyond the address. */
export interface Move {
  /** What to click to get there, when no link names the address (a thumbnail, a button). */
  via?: Locator;
  /**
   * The screen stays the same one (a query string changed: a filter, an open panel), so
   * its heading stays too; `shows` (a CSS selector) then says what proves the change.
   */
  sameScreen?: boolean;
  shows?: string;
}

/**
 * Moves the signed-in page to a back-office screen without loading the document again,
 * as a person does: it clicks a link to the address where one is on view (the sidebar, the
 * breadcrumb, a list's Create or Edit, the top bar), and waits until the screen has its
 * data (`waitForScreen`). A screen no link on view names (an address with a query string,
 * a record a list pages away) is reached through the router's own handling of Back and
 * Forward: the address pushed onto the history and a popstate, which the router renders
 * as it would a link's.
 */
export async function moveTo(page: Page, path: string, move: Move = {}) {
  await page.evaluate(installScreenWatch);
  const here = await page.evaluate(() => location.pathname + location.search);
  if (here === path && !move.via) return waitForScreen(page, path, { ...move, sameScreen: true });
  // The heading on view now: the next screen's must be another element, so that a check
  // never runs on the screen being left while the router is still rendering the next.
  await page.evaluate(() => {
    const w = window as unknown as ScreenWatch;
    w.e2eLeft = new WeakSet(document.querySelectorAll('#admin-main h1'));
  });
  if (move.via) {
    await move.via.click();
  } else {
    const link = await page.evaluate(linkOnView, path);
    if (link >= 0) await page.locator(`a[href="${path}"]`).nth(link).click();
    else await page.evaluate(pushAddress, path);
  }
  await waitForScreen(page, path, move);
}

/**
 * Waits until the page shows the screen at `path` with everything it loads: the address,
 * a heading of its own (a new element, unless `sameScreen`), no loading sign or busy
 * region, no fetch in flight, and the page unchanged from one frame to the next (the
 * answer of the last fetch rendered).
 */
export async function waitForScreen(page: Page, path: string, move: Move = {}) {
  await page.evaluate(installScreenWatch);
  const wanted = { path, fresh: !move.sameScreen, shows: move.shows ?? null, busy: BUSY_SIGNS };
  try {
    await page.waitForFunction(screenSettled, wanted, { polling: 'raf' });
  } catch (error) {
    const state = await page
      .evaluate(
        (busy) => ({
          at: location.pathname + location.search,
          heading: document.querySelector('#admin-main h1')?.textContent,
          fetches: (window as unknown as ScreenWatch).e2eFetches,
          busy: [...document.querySelectorAll(busy)].map((e) => e.outerHTML.slice(0, 120)),
        }),
        BUSY_SIGNS,
      )
      .catch(() => 'the page is gone');
    throw new Error(`${path} never settled: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** What a screen shows while something is still on its way. */
const BUSY_SIGNS =
  '.a-loading, .a-editor-loading, .a-receipt-loading, .admin-loading, [aria-busy="true"]';

/** The page-side record `moveTo` keeps (on window, so it lives as long as the document). */
interface ScreenWatch {
  e2eFetches?: number;
  e2eChanges: number;
  e2eQuiet?: number;
  e2eLeft?: WeakSet<Element>;
}

/**
 * Counts fetches in flight (until the answer's body is in: screens render from the body)
 * and changes to the page. Runs once per document; the back office loads once.
 */
function installScreenWatch() {
  const w = window as unknown as ScreenWatch;
  if (w.e2eFetches !== undefined) return;
  w.e2eFetches = 0;
  w.e2eChanges = 0;
  new MutationObserver(() => (w.e2eChanges += 1)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    w.e2eFetches! += 1;
    const answer = fetch(...args);
    void answer
      .then((response) => response.clone().arrayBuffer())
      .catch(() => undefined)
      .finally(() => (w.e2eFetches! -= 1));
    return answer;
  };
}

/** The page-side test of `waitForScreen`, run on every frame. */
function screenSettled(wanted: {
  path: string;
  fresh: boolean;
  shows: string | null;
  busy: string;
}) {
  const w = window as unknown as ScreenWatch;
  const heading = document.querySelector('#admin-main h1');
  // The path, and the query when the address has one: a screen may add its own (the
  // agenda names the week it opens on).
  const [path, query] = wanted.path.split('?');
  const ready =
    location.pathname === path &&
    (query === undefined || location.search === `?${query}`) &&
    heading !== null &&
    Boolean(heading.textContent?.trim()) &&
    !(wanted.fresh && w.e2eLeft?.has(heading)) &&
    (wanted.shows === null || document.querySelector(wanted.shows) !== null) &&
    document.querySelector(wanted.busy) === null &&
    w.e2eFetches === 0;
  if (!ready) {
    w.e2eQuiet = undefined;
    return false;
  }
  // Ready on two frames in a row with nothing changed between them.
  if (w.e2eQuiet === w.e2eChanges) return true;
  w.e2eQuiet = w.e2eChanges;
  return false;
}

/** The index among `a[href=path]` of the first link a person could click now, or -1. */
function linkOnView(path: string) {
  const links = [...document.querySelectorAll(`a[href="${path}"]`)];
  // On a phone the closed sidebar lies beside the screen: its links are not on view.
  return links.findIndex((link) => {
    const box = link.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= innerWidth;
  });
}

/** The router's Back/Forward path: the address pushed onto the history, then a popstate. */
function pushAddress(path: string) {
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: 0 };
  state.idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
  history.pushState(state, '', path);
  dispatchEvent(new PopStateEvent('popstate', { state }));
}
