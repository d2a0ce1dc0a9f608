import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { DatabaseUnavailableError, translateDatabaseError } from '../src/db/faults.ts';
import { fileService } from '../src/files/file-service.ts';
import { resize } from '../src/files/images.ts';
import { HttpError } from '../src/http/problem.ts';
import { buildServer } from '../src/server.ts';
import { ADMIN, type TestServer, databases, pngImage, startTestServer } from './harness.ts';
import { count, expectProblem } from './helpers.ts';
import { appointmentBody } from './payloads.ts';

const require = createRequire(import.meta.url);

/**
 * What the server does when the database misbehaves or callers race, inside one process.
 * The same faults against real processes (killed, cut off, started together) are in faults/.
 */
describe('driver errors as callers see them', () => {
  const cases: [string, object, number | undefined, RegExp?][] = [
    ['PostgreSQL unique violation', { code: '23505' }, 409],
    ['SQLite unique violation', { code: 'SQLITE_CONSTRAINT_UNIQUE' }, 409],
    ['SQLite primary key taken', { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }, 409],
    ['connection refused', { code: 'ECONNREFUSED' }, 503, /connection refused/],
    ['backend terminated', { code: '57P01' }, 503, /shut the connection down/],
    ['server starting', { code: '57P03' }, 503, /starting up or shutting down/],
    ['standby after failover', { code: '25006' }, 503, /read-only/],
    ['pool connect timeout', { message: 'timeout exceeded when trying to connect' }, 503],
    ['pg connection lost', { message: 'Connection terminated unexpectedly' }, 503],
    ['SQLite locked', { code: 'SQLITE_BUSY' }, 503, /locked/],
    ['SQLite read-only file', { code: 'SQLITE_READONLY' }, 503, /cannot be written/],
    ['SQLite disk full', { code: 'SQLITE_FULL' }, 503, /disk is full/],
    ['SQLite tables missing', { code: 'SQLITE_ERROR', message: 'no such table: event' }, 503],
    [
      'a bug: SQL syntax',
      { code: 'SQLITE_ERROR', message: 'near "selec": syntax error' },
      undefined,
    ],
    ['a bug: PostgreSQL type error', { code: '22P02' }, undefined],
  ];
  it.each(cases)('%s', (_name, driverError, status, detail) => {
    const error = Object.assign(
      new Error(String((driverError as { message?: string }).message)),
      driverError,
    );
    const translated = translateDatabaseError(error);
    if (status === undefined) {
      expect(translated).toBe(error);
      return;
    }
    expect(translated).toBeInstanceOf(HttpError);
    expect((translated as HttpError).status).toBe(status);
    expect((translated as HttpError).cause).toBe(error);
    if (status === 503) {
      expect(translated).toBeInstanceOf(DatabaseUnavailableError);
      expect((translated as HttpError).detail).toMatch(/^The database is unavailable: /);
      expect((translated as HttpError).retryAfter).toBeGreaterThan(0);
    }
    if (detail) expect((translated as HttpError).detail).toMatch(detail);
  });
});

describe.each(databases)('races and schema checks on %s', (kind) => {
  let fresh: TestServer;
  let server: TestServer;
  beforeAll(async () => {
    [fresh, server] = await Promise.all([
      startTestServer(kind, { admin: false }),
      startTestServer(kind),
    ]);
  });
  afterAll(() => Promise.all([fresh.close(), server.close()]));

  it('creates exactly one first account however many registrations arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fresh.call('POST', '/api/register', {
          ...ADMIN,
          username: i % 2 ? ADMIN.username : `owner${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect([403, 409]).toContain(res.statusCode);
      expectProblem(res, res.statusCode);
    }
    expect(await count(fresh, 'account')).toBe(1);
  });

  it('answers 409, not 500, when an admin adds one username twice at once', async () => {
    const body = {
      username: 'assistant',
      email: 'assistant@example.com',
      password: 'long enough pw',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.admin('POST', '/api/register', body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expectProblem(res, 409, 'That username is taken.');
    }
  });

  it('is unhealthy, naming the migration, while the schema is behind', async () => {
    // Kysely's own table, which the site's schema (DB) does not describe.
    const db = server.database.db.withTables<{
      kysely_migration: { name: string; timestamp: string };
    }>();
    const last = await db
      .selectFrom('kysely_migration')
      .selectAll()
      .orderBy('name', 'desc')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('kysely_migration').where('name', '=', last.name).execute();
    try {
      const res = await server.call('GET', '/api/health');
      expectProblem(res, 503, new RegExp(`schema is not current \\(missing ${last.name}\\)`));
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await db.insertInto('kysely_migration').values(last).execute();
    }
    expect((await server.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('makes one resized copy for many requests of the same new size', async () => {
    let resizes = 0;
    const files = fileService(server.database, {
      resize: (...args) => {
        resizes += 1;
        return resize(...args);
      },
    });
    const { id } = await files.save(await pngImage(1200, 900));
    const original = await files.find(id);
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => files.variant(original, 480, 'webp')),
    );
    expect(resizes).toBe(1);
    expect(new Set(copies.map((c) => c.bytes.toString('base64'))).size).toBe(1);
    expect(copies[0]!.width).toBe(480);
    // Made once, kept: a later request reads the stored copy.
    await files.variant(original, 480, 'webp');
    expect(resizes).toBe(1);
  });
});

describe('a SQLite file that disappears under the running server', () => {
  let dir: string;
  let path: string;
  let server: Awaited<ReturnType<typeof buildServer>>;
  let database: ReturnType<typeof connect>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'coach-gone-'));
    path = join(dir, 'site.db');
    database = connect(`sqlite:${path}`);
    server = await buildServer({ database, overload: false });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const book = () =>
    server.app.inject({ method: 'POST', url: '/api/appointment', payload: appointmentBody() });

  it('refuses writes with 503 while the file is gone, and serves again once it is back', async () => {
    expect((await book()).statusCode).toBe(201);
    // The copy an operator would restore, taken the safe way (SQLite's backup API).
    const copy = new SQLite(path, { readonly: true });
    await copy.backup(join(dir, 'copy.db'));
    copy.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });

    const refused = await book();
    expectProblem(refused, 503, /^The database is unavailable: the file .*site\.db is missing/);
    expect(refused.headers['retry-after']).toBe('5');
    expectProblem(await server.app.inject({ url: '/api/health' }), 503, /site\.db is missing/);

    renameSync(join(dir, 'copy.db'), path);
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await book()).statusCode).toBe(201);
    const check = new SQLite(path, { readonly: true });
    expect(check.prepare('select count(*) as n from appointment').get()).toEqual({ n: 2 });
    check.close();
  });
});

describe('a SQLite file another process is writing when the site opens it', () => {
  it('waits for the writer, then opens the file in WAL mode', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-held-'));
    const path = join(dir, 'site.db');
    try {
      const setup = new SQLite(path);
      setup.exec('create table note (text)');
      setup.close();
      // Another process in the middle of a write (as a second instance migrating is): it
      // holds the write lock of a file still in rollback mode for 300 ms. Switching the
      // journal then is answered "busy" at once, busy timeout or not.
      const writer = spawn(
        process.execPath,
        [
          '-e',
          `const SQLite = require('better-sqlite3');
           const db = new SQLite(${JSON.stringify(path)});
           db.exec('begin');
           db.exec("insert into note values ('held')");
           console.log('holding');
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
           db.exec('commit');`,
        ],
        {
          cwd: dirname(require.resolve('better-sqlite3/package.json')),
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = once(writer, 'exit');
      await new Promise<void>((resolve) =>
        writer.stdout.on('data', (chunk: Buffer) => chunk.includes('holding') && resolve()),
      );

      const database = connect(`sqlite:${path}`);
      try {
        const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
          database.db,
        );
        expect(rows).toEqual([{ journal_mode: 'wal' }]);
        const notes = await sql<{ text: string }>`select text from note`.execute(database.db);
        expect(notes.rows).toEqual([{ text: 'held' }]);
      } finally {
        await database.close();
      }
      expect((await exited)[0]).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
