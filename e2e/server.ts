import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from '../scripts/production-build.mjs';

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
  /** Uploads a picture, or with `receipt` an order's receipt (private from the upload). */
  upload(bytes: Buffer, filename: string, purpose?: 'picture' | 'receipt'): Promise<string>;
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
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const spawned = await spawnSite(options);
  try {
    return await spawned.ready();
  } catch (error) {
    await spawned.stop();
    throw error;
  }
}

export interface SiteOptions {
  demo?: boolean;
  /** More environment for the server, e.g. SMTP_URL. */
  env?: Record<string, string>;
  /**
   * A database file to start on a copy of (site-template.ts), made for ADMIN: ignored when
   * `env` names another admin account. Without it the server starts on an empty file.
   */
  template?: string;
}

/** A server just spawned: where it will answer, and how to wait for it. */
export interface SpawnedSite {
  url: string;
  databaseFile: string;
  /** Waits (up to 60 s) until it answers, signs the admin in and answers the site. */
  ready(): Promise<Site>;
  stop(): Promise<void>;
}

/** Spawns the server without waiting for it (the global setup's demo site). */
export async function spawnSite({
  demo = true,
  env = {},
  template,
}: SiteOptions = {}): Promise<SpawnedSite> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-e2e-'));
  const otherAdmin = Object.keys(env).some((name) => name.startsWith('ADMIN_'));
  if (template && !otherAdmin) copyFileSync(template, join(dir, 'site.db'));
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
      // A file signs in through the login screen once per look and account, dozens of times
      // a minute at a fast machine's pace: at the default ten a file would pass or fail by
      // how fast the machine ran it. The limit's own tests are in the security suite.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const databaseFile = join(dir, 'site.db');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    url,
    databaseFile,
    stop,
    ready: async () => siteAt({ url, databaseFile, token: await signedIn(url, child) }, stop),
  };
}

/** Waits until a just-spawned server answers, then signs the admin in: the bearer token. */
async function signedIn(url: string, child?: ChildProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const signIn = await fetchServed(`${url}/api/token`, () => ({
    method: 'POST',
    body: new URLSearchParams(ADMIN),
  }));
  if (!signIn.ok) throw new Error(`the admin could not sign in: ${signIn.status}`);
  return ((await signIn.json()) as { access_token: string }).access_token;
}

/**
 * A global setup's demo site, which it spawned without waiting: a file that uses it waits
 * until it answers and signs in for its own token. Stopped by the global setup, never by
 * a file.
 */
export async function sharedSite(address: Omit<SiteAddress, 'token'>): Promise<Site> {
  return siteAt({ ...address, token: await signedIn(address.url) }, async () => {});
}

/** What a test file needs to reach a running site (handed from the global setup). */
export type SiteAddress = Pick<Site, 'url' | 'databaseFile' | 'token'>;

/** A running site's calls; `stop` ends it (a no-op for a site the file does not own). */
export function siteAt(address: SiteAddress, stop: () => Promise<void>): Site {
  const { url, token } = address;
  return {
    ...address,
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
    async upload(bytes, filename, purpose = 'picture') {
      const response = await fetchServed(`${url}/api/files?purpose=${purpose}`, () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
        return { method: 'POST', body: form };
      });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    stop,
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
