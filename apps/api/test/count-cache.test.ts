import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLES as SITE_TABLES } from '../src/backup/format.ts';
import {
  NOT_VERSIONED,
  VERSIONED_DETAILS,
  VERSIONED_TABLES,
  isVersioned,
} from '../src/db/change-versions.ts';
import { databases, useTestServer } from './harness.ts';
import { appointmentBody } from './payloads.ts';

/**
 * `X-Total-Count` is counted once per version of the table; every write raises the
 * version in the database itself, so a count is never stale, whoever wrote.
 */
describe.each(databases)('change versions and kept counts on %s', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    for (const name of ['Aye Aye', 'Bo Bo', 'Chit Chit']) {
      const res = await server.call('POST', '/api/appointment', appointmentBody({ name }));
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  const version = async (table: string) =>
    BigInt(
      (
        await server.database.db
          .selectFrom('change_version')
          .select('version')
          .where('name', '=', table)
          .executeTakeFirstOrThrow()
      ).version as string | number,
    );
  const total = async (query = '') => {
    const res = await server.admin('GET', `/api/appointments?limit=1${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.headers['x-total-count']);
  };

  it('versions every table of the site but those it says why not', () => {
    const unversioned = SITE_TABLES.filter((table) => !isVersioned(table));
    expect(unversioned.sort()).toEqual(Object.keys(NOT_VERSIONED).sort());
  });

  it('has a version for every table that pages and lists read', async () => {
    const rows = await server.database.db.selectFrom('change_version').select('name').execute();
    expect(rows.map((r) => r.name).sort()).toEqual(
      [...VERSIONED_TABLES, ...VERSIONED_DETAILS].sort(),
    );
  });

  it('raises the version on insert, update and delete made straight in the database', async () => {
    const { db } = server.database;
    let seen = await version('appointment');
    const raised = async () => {
      const now = await version('appointment');
      expect(now).toBeGreaterThan(seen);
      seen = now;
    };
    await sql`insert into appointment (name, role, business, mode_of_contact, contact_information, appointment_for, message, created, resolved)
      values ('Direct', 'r', 'b', 'Email', 'd@example.com', 'Training', 'm', ${new Date().toISOString()}, ${kind === 'postgres' ? sql`false` : sql`0`})`.execute(
      db,
    );
    await raised();
    await db
      .updateTable('appointment')
      .set({ role: 'changed' })
      .where('name', '=', 'Direct')
      .execute();
    await raised();
    await db.deleteFrom('appointment').where('name', '=', 'Direct').execute();
    await raised();
    // Other tables keep theirs.
    const events = await version('event');
    await db.updateTable('appointment').set({ role: 'again' }).execute();
    expect(await version('event')).toBe(events);
  });

  it('keeps a count until the table changes, then counts again', async () => {
    const { db } = server.database;
    const before = await total();
    // Show that the count is kept: change the table behind the version's back (the
    // trigger is switched off on PostgreSQL; on SQLite the row goes in and the version
    // is set back), and the kept count is still answered.
    const start = await version('appointment');
    if (kind === 'postgres') {
      await sql`alter table appointment disable trigger appointment_changed`.execute(db);
    }
    await server.call('POST', '/api/appointment', appointmentBody({ name: 'Unseen' }));
    await db
      .updateTable('change_version')
      .set({ version: Number(start) })
      .where('name', '=', 'appointment')
      .execute();
    if (kind === 'postgres') {
      await sql`alter table appointment enable trigger appointment_changed`.execute(db);
    }
    expect(await total()).toBe(before);

    // Any change through the API counts again, and so does a filter not seen before.
    const res = await server.call('POST', '/api/appointment', appointmentBody({ name: 'Seen' }));
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe(before + 2);
    expect(await total('&customer_name=seen')).toBe(2); // "Seen" and "Unseen"
    expect(await total('&customer_name=chit')).toBe(1);
  });
});
