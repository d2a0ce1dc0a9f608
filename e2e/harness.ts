import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import { type TestSmtp, startSmtp } from '../apps/api/test/smtp.ts';
import {
  type Site,
  type SiteAddress,
  type SiteOptions,
  sharedSite,
  startSite as startSiteOn,
} from './server.ts';

export { ADMIN, type Site, fetchServed } from './server.ts';

/** Starts a site on a copy of the run's database template (global-setup.ts). */
export function startSite(options: Omit<SiteOptions, 'template'> = {}): Promise<Site> {
  return startSiteOn({ ...options, template: inject('siteTemplate') });
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** `extraArgs`: a test's own switches (the check-in test's fake camera), beside the usual ones. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

/** A new page at a given size; `language` sets the language cookie first. */
export async function openPage(
  browser: Browser,
  site: Site,
  {
    viewport = DESKTOP,
    language,
  }: { viewport?: { width: number; height: number }; language?: 'en' | 'mm' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  if (language) {
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Whether pictures are taken for a person to look at (under e2e/screenshots, ignored by
 * git). CI sets E2E_SCREENSHOTS=0: there no one looks, and drawing and encoding each full
 * page took about a tenth of a test file's CPU.
 */
const picturesWanted = process.env.E2E_SCREENSHOTS !== '0';
const picturePath = (name: string) => join(root, 'e2e', 'screenshots', `${name}.png`);

/**
 * The whole page in one picture, every band drawn. A band out of sight is drawn only as it
 * comes near the screen (`content-visibility: auto`), and a picture of the whole page
 * brings none near it: they would show as empty space.
 */
export async function screenshot(page: Page, name: string) {
  if (!picturesWanted) return;
  await page.screenshot({
    path: picturePath(name),
    fullPage: true,
    style: '* { content-visibility: visible !important }',
  });
}

/** The screen as shown (not the whole page): what the visitor sees where they are. */
export async function screenshotInView(page: Page, name: string) {
  if (!picturesWanted) return;
  await page.screenshot({ path: picturePath(name) });
}

/**
 * Starts a site and a browser before a test file's tests and stops both after them.
 * `ready` hands them to the file (which keeps them in its own variables); `cleanup`
 * runs first when the file is done.
 */
export function useSite(
  options: { demo?: boolean },
  ready: (site: Site, browser: Browser) => void | Promise<void>,
  cleanup?: () => Promise<void>,
) {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Each is kept as soon as it is up, so that afterAll stops it even if the other failed.
    await Promise.all([
      startSite(options).then((s) => (site = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    await ready(site!, browser!);
  });
  afterAll(async () => {
    await cleanup?.();
    await browser?.close();
    await site?.stop();
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo sites the global setup started for the files that only read them, one per worker. */
    demoSites: Omit<SiteAddress, 'token'>[];
  }
}

/**
 * The demo site of this file's worker (e2e/global-setup.ts): Vitest numbers its workers
 * from 1 (VITEST_POOL_ID). One per worker, so that two files running side by side are
 * not served by one process's one thread. It waits until the site answers and signs in
 * for a token of its own.
 */
export function demoSite(): Promise<Site> {
  const sites = inject('demoSites');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return sharedSite(sites[worker % sites.length]!);
}

/**
 * `useSite` for a file that only reads the demo content (no writes): it shares its
 * worker's demo site instead of starting its own, and starts only its browser.
 */
export function useDemoSite(ready: (site: Site, browser: Browser) => void | Promise<void>) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Not the file's own: the global setup stops it after the last file.
    const [site, launched] = await Promise.all([demoSite(), launchBrowser()]);
    browser = launched;
    await ready(site, browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * `useSite` for a site that sends email to a real SMTP server in the test process (its
 * `SMTP_URL`, sent from site@coach.example; `env` adds to it), started before the file's
 * tests and stopped after them with the site and the browser. A site also mails on its own
 * clock (a demo booking's reminder once its time is a day away), so a test waits for the
 * message it caused by its recipient (`smtp.waitForTo`), never for "the first one".
 */
export function useMailingSite(
  options: { demo?: boolean; env?: Record<string, string> },
  ready: (site: Site, browser: Browser, smtp: TestSmtp) => void,
) {
  let smtp: TestSmtp | undefined;
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'site@coach.example', ...options.env };
    await Promise.all([
      startSite({ ...options, env }).then((s) => (site = s)),
      launchBrowser().then((b) => (browser = b)),
    ]);
    ready(site!, browser!, smtp);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.close();
  });
}
