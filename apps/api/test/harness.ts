import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { type Database, connect, createSchema, dropSchema } from '../src/db/connect.ts';
import { copyPostgresTemplate, copySqliteTemplate, postgresUrlOf } from './database-templates.ts';
import { type ServerOptions, buildServer } from '../src/server.ts';
import type { RateLimits } from '../src/routes/limits.ts';
import type { Services } from '../src/services.ts';
import { type PasswordCost, PASSWORD_COST } from '../src/auth/passwords.ts';
import { closeTestServer } from './slow-close.ts';
import { standIn } from './stand-in.ts';

/**
 * Test servers on real databases: a fresh SQLite file, and, when TEST_POSTGRES_URL is
 * set, a fresh database on that PostgreSQL server, each a copy of the run's migrated
 * template (database-templates.ts). Tests run `describe.each(databases)`.
 */
export const databases: string[] = [
  'sqlite',
  ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : []),
];

export const ADMIN = {
  username: 'admin',
  email: 'admin@example.com',
  password: 'correct horse battery',
};

/**
 * scrypt's cost in test servers: production's (N = 2^17) is some 0.8 s of CPU a hash, on
 * purpose, and the password-heavy files made dozens each. The format is the same and a
 * check reads the cost from the stored hash, so every hash and check still runs, only
 * cheaper. accounts.test.ts asks for production's and checks a new hash is made at it.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** ADMIN.password hashed once beforehand at TEST_PASSWORD_COST. */
const ADMIN_PASSWORD_HASH =
  'scrypt$1024$8$1$hMVaOZTZ/6L6yWODwSIQ9Q==$Qu2g57jpPXsg8j42XZ1As3Udoj7v+dRPylmkSeHbDRg=';

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** DATABASE_URL naming the same database, for tools that open it themselves (backup). */
  databaseUrl: string;
  /** A bearer token of a signed-in admin. */
  token: string;
  /** JSON request as a visitor (no token). */
  call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** JSON request as the signed-in admin. */
  admin(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** JSON request sending this bearer token (revoked, expired or made-up tokens). */
  withToken(token: string): TestServer['call'];
  /**
   * Uploads an image and answers its file id; without bytes, a picture no earlier call sent
   * (the same bytes would be answered with the stored one's id).
   */
  upload(bytes?: Buffer, filename?: string): Promise<string>;
  close(): Promise<void>;
}

/** What `startTestServer` may be told besides the database's kind. */
export type TestServerOptions = NonNullable<Parameters<typeof startTestServer>[1]>;

/**
 * A test server for the describe block that calls it: started before its tests, closed
 * after them, answered as a stand-in its tests and later hooks use.
 */
export function useTestServer(kind: string, options?: TestServerOptions): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind, options);
  });
  afterAll(() => server?.close());
  return standIn(() => server, 'the test server');
}

export async function startTestServer(
  kind: string,
  options: {
    /** Limits to try (the others stay generous). */
    rateLimits?: Partial<RateLimits>;
    maxUploadMb?: number;
    /** false: start with no account at all (first-run registration tests); no token then. */
    admin?: boolean;
    /** Email settings and the outbox worker's pace (mail.test.ts). */
    mail?: ServerOptions['mail'];
    mailWorker?: ServerOptions['mailWorker'];
    /** An existing database (a restart on it); it is not removed on close. */
    database?: Database;
    /** The overload guard's limits; by default there is none (see below). */
    overload?: ServerOptions['overload'];
    /** Proxies whose X-Forwarded-For is believed (rate limits per client address). */
    trustProxy?: ServerOptions['trustProxy'];
    /** The public forms' spam trap (content/spam-trap.ts); by default as in production. */
    spamTrap?: ServerOptions['spamTrap'];
    /** Revisions kept per record (content/revisions.ts); by default as in production. */
    revisionsKept?: number;
    /** The periodic publishing of scheduled records; by default as in production. */
    publishingCheck?: ServerOptions['publishingCheck'];
    /** What anonymous uploads may store; by default more than any test uploads. */
    uploadQuota?: ServerOptions['uploadQuota'];
    /** The server's clock (see `testClock`); by default the system's. */
    clock?: ServerOptions['clock'];
    /** scrypt's cost for new hashes: TEST_PASSWORD_COST unless 'production'. */
    passwordCost?: 'production';
  } = {},
): Promise<TestServer> {
  const { database, databaseUrl, cleanup } = options.database
    ? { database: options.database, databaseUrl: '', cleanup: async () => {} }
    : await freshDatabase(kind, { migrated: true });

  const { app, services } = await buildServer({
    database,
    maxUploadMb: options.maxUploadMb ?? 10,
    // Generous by default so table-driven tests are not throttled; the rate-limit tests set their own.
    rateLimits: { login: 1000, publicWrites: 1000, signedInWrites: 1000, ...options.rateLimits },
    // Test files share a busy process (several servers, scrypt, image work): the event
    // loop lags now and then and the guard would shed requests the tests rely on. Load
    // shedding is tried on real processes, in faults/.
    overload: options.overload ?? false,
    mail: options.mail,
    mailWorker: options.mailWorker,
    trustProxy: options.trustProxy,
    spamTrap: options.spamTrap,
    revisionsKept: options.revisionsKept,
    publishingCheck: options.publishingCheck,
    // Every injected request comes from one address: the caps' own tests set theirs.
    uploadQuota: options.uploadQuota ?? { perClientHourMb: 100_000, unusedTotalMb: 100_000 },
    clock: options.clock,
    passwordCost: options.passwordCost === 'production' ? PASSWORD_COST : TEST_PASSWORD_COST,
  });
  let token = '';
  if (options.admin !== false) {
    // The account is inserted with ADMIN.password's hash made once beforehand; the
    // sign-in below still checks it for real.
    if (!options.database)
      await database.db
        .insertInto('account')
        .values({
          username: ADMIN.username,
          email: ADMIN.email,
          password_hash: ADMIN_PASSWORD_HASH,
          created: new Date().toISOString(),
        })
        .execute();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/token',
      payload: new URLSearchParams({
        username: ADMIN.username,
        password: ADMIN.password,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    token = signIn.json().access_token as string;
  }

  const request =
    (headers: Record<string, string>) =>
    (method: InjectOptions['method'], url: string, body?: unknown) =>
      app.inject({ method, url, headers, ...(body !== undefined && { payload: body as object }) });

  const server: TestServer = {
    app,
    services,
    database,
    databaseUrl,
    token,
    call: request({}),
    admin: request({ authorization: `Bearer ${token}` }),
    withToken: (other) => request({ authorization: `Bearer ${other}` }),
    async upload(bytes, filename = 'image.png') {
      const res = await uploadFile(app, bytes ?? (await distinctImage()), filename);
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return res.json().id as string;
    },
    async close() {
      // An existing database is the caller's: it closes it.
      await closeTestServer(app, options.database ? undefined : database);
      await cleanup();
    },
  };
  return server;
}

/**
 * A clock a test holds: it stands still at `start` until the test moves it, so "not yet"
 * and "now it has" are both asserted at once, with no sleeping in between and nothing
 * depending on how fast the machine is. Give `now` to `startTestServer({ clock })`.
 */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => at,
    /** The moment `ms` from the clock's now, as ISO text (a `publish_at`, an `ends_at`). */
    iso: (ms = 0) => new Date(at + ms).toISOString(),
    advance(ms: number) {
      at += ms;
    },
  };
}

/**
 * A new database of the given kind: a new SQLite file, or on the PostgreSQL server of
 * TEST_POSTGRES_URL a new schema (empty) or a new database (migrated). `migrated`: a copy of
 * the run's migrated template (global-setup.ts), for a test server that needs no migration
 * of its own; otherwise empty. `cleanup` removes it.
 */
export async function freshDatabase(kind: string, { migrated = false } = {}) {
  if (kind === 'postgres') return migrated ? postgresCopy() : postgresSchema();
  const dir = mkdtempSync(join(tmpdir(), 'coach-test-'));
  const file = join(dir, 'site.db');
  if (migrated) copySqliteTemplate(inject('databaseTemplates'), file);
  const databaseUrl = `sqlite:${file}`;
  return {
    database: connect(databaseUrl),
    databaseUrl,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    connectAgain: () => connect(databaseUrl),
  };
}

/**
 * A fresh database for the running test alone, closed and removed once the test has
 * finished (after its own finally blocks have stopped the servers on it).
 */
export async function testDatabase(kind: string) {
  const fresh = await freshDatabase(kind);
  onTestFinished(async () => {
    await fresh.database.close();
    await fresh.cleanup();
  });
  return fresh;
}

/** An empty schema of its own in TEST_POSTGRES_URL's database. */
async function postgresSchema() {
  const url = process.env.TEST_POSTGRES_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await createSchema(url, schema);
  const separator = url.includes('?') ? '&' : '?';
  return {
    database: connect(url, { schema, poolSize: 4 }),
    databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    cleanup: () => dropSchema(url, schema),
    /** Another connection to the same database (a second instance). */
    connectAgain: () => connect(url, { schema, poolSize: 4 }),
  };
}

/**
 * A migrated database of its own, copied from the run's template; the global setup removes
 * it after the run (database-templates.ts says why not here).
 */
async function postgresCopy() {
  const name = await copyPostgresTemplate(inject('databaseTemplates'));
  const databaseUrl = postgresUrlOf(name);
  return {
    database: connect(databaseUrl, { poolSize: 4 }),
    databaseUrl,
    cleanup: async () => {},
    connectAgain: () => connect(databaseUrl, { poolSize: 4 }),
  };
}

/** A multipart upload built by hand, as a browser would send it. */
export function uploadFile(
  app: FastifyInstance,
  bytes: Buffer,
  filename: string,
  {
    field = 'file',
    type = 'application/octet-stream',
    headers = {} as Record<string, string>,
    /** `/api/files?purpose=receipt` for a receipt. */
    url = '/api/files',
  } = {},
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

let images = 0;
/** A small PNG of a colour no earlier call in this process gave. */
export function distinctImage(width = 64, height = 48): Promise<Buffer> {
  images += 1;
  const color = (images * 2654435761) % 0xffffff;
  return pngImage(width, height, `#${color.toString(16).padStart(6, '0')}`);
}

export function pngImage(width = 64, height = 48, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
