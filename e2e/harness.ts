import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_ARGS } from '../scripts/production-build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { type TestSmtp, startSmtp } from '../apps/api/test/smtp.ts';

/**
 * Browser tests run the real product: the server process as `npm start` runs it, on a
 * fresh SQLite file, driven by Debian's Chromium through playwright-core.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

export const ADMIN = { username: 'admin', password: 'e2e-password-123' };

export interface Site {
  url: string;
  /** The server's SQLite file (fault tests take it away and put it back). */
  databaseFile: string;
  /** Calls the API as the admin (bearer token) or as a visitor. */
  api(path: string, init?: RequestInit & { admin?: boolean }): Promise<Response>;
  token: string;
  /** Uploads an image as a visitor's form would and answers its file id. */
  upload(bytes: Buffer, filename: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the server. `demo` fills the database with the demo content first. */
export async function startSite({
  demo = true,
  env = {},
}: {
  demo?: boolean;
  /** More environment for the server, e.g. SMTP_URL. */
  env?: Record<string, string>;
} = {}): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CONTENT: String(demo),
      LOG_LEVEL: 'warn',
      // The tests fill forms at a machine's pace: the spam trap's least fill time would
      // take them for robots. The spam trap's own test starts its site with the default.
      SPAM_MIN_FILL_SECONDS: '0',
      // Many servers and browsers share the test machine's two cores, so an event loop runs
      // late now and then; shedding for it would fail a page's pictures at random. The fault
      // tests keep the default and test the shedding.
      MAX_EVENT_LOOP_DELAY_MS: '5000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not start in 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const signIn = await fetchServed(`${url}/api/token`, () => ({
    method: 'POST',
    body: new URLSearchParams(ADMIN),
  }));
  if (!signIn.ok) throw new Error(`the admin could not sign in: ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return {
    url,
    databaseFile: join(dir, 'site.db'),
    token,
    api(path, { admin, headers, ...init } = {}) {
      return fetchServed(`${url}/api${path}`, () => ({
        ...init,
        headers: {
          ...(init.body && typeof init.body === 'string' && { 'content-type': 'application/json' }),
          ...(admin && { authorization: `Bearer ${token}` }),
          ...(headers as Record<string, string>),
        },
      }));
    },
    async upload(bytes, filename) {
      const response = await fetchServed(`${url}/api/files`, () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
        return { method: 'POST', body: form };
      });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test's own call to the server, asked again (up to five times, waiting longer each
 * time) while the server is too busy to take it: the overload guard answers 503 with
 * Retry-After before any handler runs (a just-started server on a shared machine may),
 * and a client is expected to come back. Any other answer is the test's to judge.
 */
export async function fetchServed(
  address: string,
  init: () => RequestInit = () => ({}),
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(address, init());
    const shed = response.status === 503 && response.headers.has('retry-after');
    if (!shed || attempt === 5) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

export { CHROMIUM_PATH };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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

/** Saves a screenshot under e2e/screenshots (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(root, 'e2e', 'screenshots', `${name}.png`), fullPage: true });
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

/**
 * `useSite` for a site that sends email to a real SMTP server in the test process (its
 * `SMTP_URL`, sent from site@coach.example; `env` adds to it), started before the file's
 * tests and stopped after them with the site and the browser.
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
