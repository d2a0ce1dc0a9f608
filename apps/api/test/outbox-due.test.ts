import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.ts';
import { dueMails, dueNewsletters } from '../src/mail/outbox.ts';
import { databases, freshDatabase } from './harness.ts';

const NOW = Date.parse('2026-12-01T03:00:00Z');

/**
 * The worker asks for the oldest due mails every few seconds, on every instance: with a
 * 10,000-subscriber letter waiting, those questions must go through the outbox's partial
 * indexes of the unsent rows in `id` order (migration 0042), not read every unsent row
 * and sort them.
 */
describe.each(databases)('the outbox’s due mails on %s', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase(kind, { migrated: true });
    database = fresh.database;
    // A letter half sent, and a few other mails among its thousands.
    const rows = Array.from({ length: 4_000 }, (_, i) => ({
      kind: i % 500 === 0 ? 'appointment' : 'newsletter',
      recipient: `reader${i}@example.com`,
      subject: 'Monthly letter',
      body: 'Hello',
      next_attempt_at: 0,
      created: new Date(NOW).toISOString(),
      sent_at: i < 2_000 ? new Date(NOW).toISOString() : null,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await database.db
        .insertInto('mail_outbox')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    if (kind === 'postgres') await sql`analyze mail_outbox`.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.cleanup();
  });

  /** The database's plan for a query, as one line. */
  async function planOf(query: ReturnType<typeof dueMails>) {
    const { sql: text, parameters } = query.compile();
    const explain = kind === 'postgres' ? 'explain ' : 'explain query plan ';
    const { rows } = await database.db.executeQuery(
      CompiledQuery.raw(explain + text, [...parameters]),
    );
    return rows.map((row) => Object.values(row as object).join(' ')).join(' | ');
  }

  it('finds the waiting mails and the letter’s each through its own index, oldest first', async () => {
    expect(await planOf(dueMails(database.db, NOW, 10))).toContain('mail_outbox_mail_due_idx');
    expect(await planOf(dueNewsletters(database.db, NOW, 10))).toContain(
      'mail_outbox_letter_due_idx',
    );
    const mails = await dueMails(database.db, NOW, 10).execute();
    const letters = await dueNewsletters(database.db, NOW, 3).execute();
    const kinds = await database.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'sent_at'])
      .where(
        'id',
        'in',
        [...mails, ...letters].map((row) => row.id),
      )
      .execute();
    expect(mails).toHaveLength(4);
    expect(kinds.filter((row) => row.kind === 'appointment')).toHaveLength(4);
    expect(kinds.every((row) => row.sent_at === null)).toBe(true);
    // The oldest unsent of the letter: the first after the 2,000 sent.
    expect(letters.map((row) => row.id)).toEqual([2_002, 2_003, 2_004]);
  });
});
