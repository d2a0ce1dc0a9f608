import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/backup/backup.ts';
import { LEFT_OUT, TABLES } from '../src/backup/format.ts';
import { RestoreRefused, restoreBackup } from '../src/backup/restore.ts';
import type { Database } from '../src/db/connect.ts';
import { registry } from '../src/db/registry-db.ts';
import { buildServer } from '../src/server.ts';
import {
  ADMIN,
  type TestServer,
  databases,
  freshDatabase,
  startTestServer,
  testDatabase,
} from './harness.ts';
import { appointmentBody } from './payloads.ts';
import { fillSite } from './site-fixture.ts';

type Row = Record<string, unknown>;

/** The tables the fixture fills: all but the settings rows a real start adds, and bookkeeping. */
const CONTENT_TABLES = TABLES.filter(
  (table) => !['site_constant', 'color', 'site_meta'].includes(table),
);

/**
 * Backup and restore on real databases, within each kind and across them: a site with
 * records in every content table, written to while it is backed up, restored into a
 * fresh database, compared row by row and file by file.
 */
const dir = mkdtempSync(join(tmpdir(), 'coach-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A value as both databases can be compared on: bytes by hash, booleans as 0/1. */
function comparable(value: unknown): unknown {
  if (value instanceof Uint8Array) return createHash('sha256').update(value).digest('hex');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** What orders a table's rows: its id, or its key where it has no id. */
const ORDER_BY: Record<string, string[]> = {
  site_meta: ['key'],
  account_totp: ['account_id'],
  totp_recovery_code: ['account_id', 'code_hash'],
  page_card: ['page'],
  slot_hold: ['starts_at'],
  search_count: ['week', 'query'],
  visit_total: ['dimension', 'day', 'name'],
  subscriber_erased: ['address_hash'],
};

async function tableRows({ db }: Database, table: string): Promise<Row[]> {
  const keys = ORDER_BY[table] ?? ['id'];
  const rows = await keys
    .reduce((query, key) => query.orderBy(key), registry(db).selectFrom(table).selectAll())
    .execute();
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([column, value]) => [column, comparable(value)])),
  );
}

/** The tables of the database's own schema (PostgreSQL's introspection lists every schema's). */
async function schemaTables({ db, dialect }: Database): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((row) => row.name);
}

/** The admin signs in with a second factor: its key and recovery codes are in the backup. */
async function turnOnTotp(server: TestServer) {
  const begun = await server.admin('POST', '/api/account/totp', { password: ADMIN.password });
  expect(begun.statusCode, begun.body).toBe(200);
  const code = TOTP.generate({ secret: Secret.fromBase32(begun.json().secret as string) });
  const on = await server.admin('POST', '/api/account/totp/confirm', {
    code,
    password: ADMIN.password,
  });
  expect(on.statusCode, on.body).toBe(200);
  return (on.json().recovery_codes as string[])[0]!;
}

const pairs = databases.flatMap((source) => databases.map((target) => [source, target]));

describe.each(pairs)('backup of a %s site restored into %s', (sourceKind, targetKind) => {
  let source: TestServer;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let file: string;
  let writtenDuringBackup: number;
  let recoveryCode: string;

  beforeAll(async () => {
    source = await startTestServer(sourceKind);
    await fillSite(source);
    recoveryCode = await turnOnTotp(source);
    // A visitor's session exists in the source; a backup must not carry it.
    expect(source.token).not.toBe('');
    file = join(dir, `${sourceKind}-to-${targetKind}.bak`);

    // Visitors go on booking while the backup runs.
    let writing = true;
    writtenDuringBackup = 0;
    const writer = (async () => {
      while (writing) {
        const res = await source.call('POST', '/api/appointment', appointmentBody());
        expect(res.statusCode, res.body).toBe(201);
        writtenDuringBackup += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await writeBackup(source.databaseUrl, file);
    writing = false;
    await writer;
    expect(result.size).toBeGreaterThan(0);
    expect(result.counts.file).toBeGreaterThanOrEqual(3);

    target = await freshDatabase(targetKind);
    await restoreBackup(target.database, file);
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    await target?.database.close();
    await target?.cleanup();
  });

  it('restores every table row by row and every file byte for byte', async () => {
    expect(writtenDuringBackup).toBeGreaterThan(0);
    // The comparison means something only for tables that hold rows.
    for (const table of CONTENT_TABLES) {
      expect((await tableRows(source.database, table)).length, table).toBeGreaterThan(0);
    }
    for (const table of TABLES) {
      // Written during the backup (each visitor's request is credited to its source): next test.
      if (table === 'appointment' || table === 'visit_conversion') continue;
      const [restored, original] = await Promise.all([
        tableRows(target.database, table),
        tableRows(source.database, table),
      ]);
      expect(restored, table).toEqual(original);
    }
    const files = await target.database.db
      .selectFrom('file')
      .select(['id', 'sha256', 'bytes'])
      .execute();
    for (const file of files) {
      expect(
        createHash('sha256')
          .update(file.bytes as Uint8Array)
          .digest('hex'),
      ).toBe(file.sha256);
    }
  });

  it('holds the appointments of one moment: those before it whole, none after it', async () => {
    for (const table of ['appointment', 'visit_conversion']) {
      const restored = await tableRows(target.database, table);
      const original = await tableRows(source.database, table);
      expect(restored.length, table).toBeGreaterThan(0);
      // One snapshot: the restored rows are exactly the first N of the source, unchanged.
      expect(restored, table).toEqual(original.slice(0, restored.length));
    }
  });

  it('carries no sign-in sessions and no resized copies', async () => {
    for (const table of ['session', 'file_variant'] as const) {
      const { n } = await target.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(0);
    }
    const backup = gunzipSync(readFileSync(file)).toString();
    expect(backup).not.toContain('"table":"session"');
    expect(backup).not.toContain(source.token);
  });

  it('serves the restored site: sign-in works, new ids follow the restored ones', async () => {
    const { app } = await buildServer({ database: target.database, overload: false });
    try {
      const credentials = { username: ADMIN.username, password: ADMIN.password };
      // Two-factor sign-in came along: the password alone is not enough, a recovery code is.
      const half = await app.inject({ method: 'POST', url: '/api/token', payload: credentials });
      expect(half.statusCode, half.body).toBe(401);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/token',
        payload: { ...credentials, otp: recoveryCode },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const stale = await app.inject({
        url: '/api/appointments',
        headers: { authorization: `Bearer ${source.token}` },
      });
      expect(stale.statusCode).toBe(401);
      const highest = Math.max(
        ...(await tableRows(target.database, 'appointment')).map((r) => Number(r.id)),
      );
      const booked = await app.inject({
        method: 'POST',
        url: '/api/appointment',
        payload: appointmentBody(),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json().id).toBe(highest + 1);
      // A picture anyone may see: file ids are random, so the first by id may be an
      // order's or a registration's receipt, which only an admin may (docs/decisions/0014).
      const receipts = new Set(
        [
          ...(await tableRows(target.database, 'payment')),
          ...(await tableRows(target.database, 'registration')),
        ].map((record) => record.receipt_photo),
      );
      const picture = (await tableRows(target.database, 'file')).find((f) => !receipts.has(f.id));
      const served = await app.inject({ url: `/api/files/${picture!.id}` });
      expect(served.statusCode).toBe(200);
      expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(picture!.sha256);
      // The trash came along, and what it holds comes back on this kind of database too.
      const [trashed] = await tableRows(target.database, 'trash');
      const restored = await app.inject({
        method: 'POST',
        url: `/api/trash/testimonials/${trashed!.record_id}/restore`,
        headers: { authorization: `Bearer ${signIn.json().access_token}` },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ id: Number(trashed!.record_id), is_published: true });
    } finally {
      await app.close();
    }
  });
});

describe.each(databases)('what restore refuses, on %s', (kind) => {
  let good: string;
  beforeAll(async () => {
    const source = await startTestServer(kind);
    await source.call('POST', '/api/appointment', appointmentBody());
    good = join(dir, `refusals-${kind}.bak`);
    await writeBackup(source.databaseUrl, good);
    await source.close();
  });

  /** Restores into a fresh database and answers the refusal and the tables left behind. */
  async function refused(file: string, prepare?: (database: Database) => Promise<void>) {
    const target = await testDatabase(kind);
    await prepare?.(target.database);
    const before = await contentCounts(target.database);
    const error = await restoreBackup(target.database, file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RestoreRefused);
    expect(await contentCounts(target.database)).toEqual(before);
    return (error as Error).message;
  }

  async function contentCounts(database: Database) {
    const tables = await schemaTables(database);
    const counts: Record<string, number> = {};
    for (const table of TABLES.filter((t) => tables.includes(t))) {
      counts[table] = (await tableRows(database, table)).length;
    }
    return counts;
  }

  const variant = (name: string, bytes: Buffer) => {
    const path = join(dir, `${kind}-${name}`);
    writeFileSync(path, bytes);
    return path;
  };
  const lines = () => gunzipSync(readFileSync(good)).toString().trimEnd().split('\n');

  it('a database that already holds content, leaving it as it was', async () => {
    const message = await refused(good, async (database) => {
      const { app } = await buildServer({ database, overload: false });
      await app.inject({ method: 'POST', url: '/api/appointment', payload: appointmentBody() });
      await app.close();
    });
    expect(message).toMatch(/already holds content \(1 rows in appointment\)/);
  });

  it('a file that is not a backup', async () => {
    expect(await refused(variant('photo.png', Buffer.from('\x89PNG not a backup')))).toMatch(
      /is not a backup of this site/,
    );
    expect(await refused(variant('notes.gz', gzipSync('{"hello":"world"}\n')))).toMatch(
      /not a backup of this site \(no backup header\)/,
    );
    expect(await refused(join(dir, 'no-such.bak'))).toMatch(/there is no file/);
  });

  it('a backup from a newer schema than this version knows', async () => {
    const [header, ...rest] = lines();
    const newer = JSON.parse(header!);
    newer.migrations.push('9999-from-the-future');
    const file = variant('newer.bak', gzipSync([JSON.stringify(newer), ...rest].join('\n')));
    expect(await refused(file)).toMatch(/newer version of the site .*9999-from-the-future/);
  });

  it('restores a backup from an older schema into the current one', async () => {
    const [header, ...rest] = lines();
    const older = JSON.parse(header!);
    older.migrations = ['0001-initial']; // before site_meta existed
    const rows = rest.filter((line) => !line.startsWith('{"table":"site_meta"'));
    const end = JSON.parse(rows.pop()!);
    delete end.counts.site_meta;
    const file = variant(
      'older.bak',
      gzipSync([JSON.stringify(older), ...rows, JSON.stringify(end)].join('\n')),
    );
    const target = await testDatabase(kind);
    const result = await restoreBackup(target.database, file);
    expect(result.counts.appointment).toBe(1);
    expect(await schemaTables(target.database)).toContain('site_meta');
    expect(await tableRows(target.database, 'site_meta')).toEqual([]);
  });

  it('a backup cut short, restoring nothing of it', async () => {
    const all = lines();
    const cut = variant('cut.bak', gzipSync(all.slice(0, -3).join('\n')));
    expect(await refused(cut)).toMatch(/incomplete/);
    const bytes = readFileSync(good);
    const torn = variant('torn.bak', bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refused(torn)).toMatch(/could not be read whole|incomplete/);
  });
});

describe('backup failures', () => {
  it('leave no file, whole or partial, under the given name', async () => {
    const file = join(dir, 'never.bak');
    await expect(writeBackup(`sqlite:${join(dir, 'missing', 'site.db')}`, file)).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith('never.bak'))).toEqual([]);
  });

  it('list every table of the schema as backed up or left out', async () => {
    const { database } = await testDatabase('sqlite');
    const { app } = await buildServer({ database, overload: false });
    const tables = await schemaTables(database);
    await app.close();
    expect([...tables].sort()).toEqual([...TABLES, ...LEFT_OUT].sort());
  });
});
