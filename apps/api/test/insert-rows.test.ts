import { describe, expect, it } from 'vitest';
import { insertRows } from '../src/db/insert-rows.ts';
import { migrate } from '../src/db/migrate.ts';
import { databases, testDatabase } from './harness.ts';

/** Rows written as one statement's parameters: stored as given, whatever they hold. */
describe.each(databases)('rows inserted at once on %s', (kind) => {
  const columns = ['day', 'visitor', 'source', 'campaign', 'page', 'language'] as const;
  const row = (visitor: string, source: string, campaign: string | null) => ({
    day: '2026-12-02',
    visitor,
    source,
    campaign,
    page: '/blogs',
    language: 'my',
  });

  it('stores hostile text, Burmese and nulls as they were given', async () => {
    const { database } = await testDatabase(kind);
    await migrate(database);
    const rows = [
      row('a1', `'); drop table visit_visitor; --`, null),
      row('a2', 'ဖေ့စ်ဘွတ်ခ်', '$1 ? "quoted"'),
      row('a3', 'facebook', 'spring-offer'),
    ];
    await database.db.executeQuery(insertRows(database.dialect, 'visit_visitor', columns, rows));
    const stored = await database.db
      .selectFrom('visit_visitor')
      .select([...columns])
      .orderBy('visitor')
      .execute();
    expect(stored).toEqual(rows);
  });

  it('runs its tail: rows already there are left and only the new ones answered', async () => {
    const { database } = await testDatabase(kind);
    await migrate(database);
    const insert = (rows: ReturnType<typeof row>[]) =>
      database.db.executeQuery<{ visitor: string }>(
        insertRows(
          database.dialect,
          'visit_visitor',
          columns,
          rows,
          'on conflict (day, visitor) do nothing returning visitor',
        ),
      );
    await insert([row('b1', 'facebook', null)]);
    const { rows } = await insert([row('b1', 'google', null), row('b2', 'google', null)]);
    expect(rows).toEqual([{ visitor: 'b2' }]);
    const first = await database.db
      .selectFrom('visit_visitor')
      .select('source')
      .where('visitor', '=', 'b1')
      .executeTakeFirstOrThrow();
    expect(first.source).toBe('facebook');
  });

  it('writes each statement of one shape with its own values', async () => {
    const { database } = await testDatabase(kind);
    await migrate(database);
    // The second statement's text is the first's, made once; only the values differ.
    const first = insertRows(database.dialect, 'visit_visitor', columns, [
      row('c1', 'facebook', null),
      row('c2', 'viber', 'june'),
    ]);
    const second = insertRows(database.dialect, 'visit_visitor', columns, [
      row('c3', 'telegram', null),
      row('c4', 'google', 'july'),
    ]);
    expect(second.sql).toBe(first.sql);
    await database.db.executeQuery(first);
    await database.db.executeQuery(second);
    const stored = await database.db
      .selectFrom('visit_visitor')
      .select(['visitor', 'source', 'campaign'])
      .orderBy('visitor')
      .execute();
    expect(stored).toEqual([
      { visitor: 'c1', source: 'facebook', campaign: null },
      { visitor: 'c2', source: 'viber', campaign: 'june' },
      { visitor: 'c3', source: 'telegram', campaign: null },
      { visitor: 'c4', source: 'google', campaign: 'july' },
    ]);
  });
});
