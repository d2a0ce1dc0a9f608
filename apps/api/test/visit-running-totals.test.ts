import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { visitRunningTotals } from '../src/db/migrations/0040-visit-running-totals.ts';
import type { PageView } from '../src/analytics/visit-counter.ts';
import { visitCounting } from '../src/analytics/visits.ts';
import { databases, freshDatabase, testClock } from './harness.ts';

/** 10:00 on 29 November 2026 in Yangon (UTC+6:30). */
const NOW = Date.parse('2026-11-29T03:30:00Z');
const TODAY = '2026-11-29';
const DAY = 24 * 60 * 60 * 1000;
const SITE = 'https://coach.example';
const PAGES = ['/', '/articles', '/books', '/trainings', '/contact-us'];
const REFERRERS = [
  'https://m.facebook.com/',
  'https://www.google.com/',
  `${SITE}/`,
  `${SITE}/articles`,
  undefined,
];

/** A phone of its own per visitor: the key is the address and the browser. */
const phone = (visitor: number) =>
  `Mozilla/5.0 (Linux; Android 13; SM-A${100 + visitor}F) Chrome/120 Mobile Safari/537.36`;

const view = (visitor: number, path: string, over: Partial<PageView> = {}): PageView => ({
  url: new URL(path, SITE),
  userAgent: visitor % 5 === 4 ? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120' : phone(visitor),
  clientAddress: `203.0.113.${visitor}`,
  language: 'en',
  noKey: false,
  ...over,
});

/** A fixed-seed generator: every run counts the same views. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function dayTotals({ db }: Database, day: string) {
  return db
    .selectFrom('visit_total')
    .selectAll()
    .where('day', '=', day)
    .orderBy('dimension')
    .orderBy('name')
    .execute();
}

const total = (rows: Awaited<ReturnType<typeof dayTotals>>, dimension: string, name: string) =>
  rows.find((row) => row.dimension === dimension && row.name === name);

describe.each(databases)('today’s visits added up as they are written, on %s', (kind) => {
  const clock = testClock(NOW);
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    database = fresh.database;
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.cleanup();
  });
  const counting = () => visitCounting(database, clock.now);

  it('counts a visitor once per day, page and language across batches, for its first source', async () => {
    const visits = counting();
    // From Facebook, by a post's tagged link, then two more pages in two later batches.
    visits.count(view(1, '/trainings?utm_source=facebook&utm_campaign=june'));
    await visits.flush();
    visits.count(view(1, '/books', { referrer: `${SITE}/trainings`, language: 'mm' }));
    visits.count(view(1, '/trainings', { referrer: `${SITE}/books` }));
    await visits.flush();
    // Back later from Google: a new visit, still the same visitor, still Facebook's.
    visits.count(view(1, '/books', { referrer: 'https://www.google.com/' }));
    // Do Not Track: counted in views and visits, under its own source, as no visitor.
    visits.count(view(2, '/books', { noKey: true, referrer: 'https://www.google.com/' }));
    await visits.flush();

    const rows = await dayTotals(database, TODAY);
    const counts = (dimension: string, name: string) => {
      const row = total(rows, dimension, name);
      return row && [row.visitors, row.visits, row.pageviews];
    };
    expect(counts('site', '')).toEqual([1, 3, 5]);
    expect(counts('source', 'Facebook')).toEqual([1, 2, 4]);
    expect(counts('source', 'Google')).toEqual([0, 1, 1]);
    expect(counts('campaign', 'june')).toEqual([1, 2, 4]);
    expect(counts('page', '/trainings')).toEqual([1, 1, 2]);
    expect(counts('page', '/books')).toEqual([1, 2, 3]);
    expect(counts('language', 'en')).toEqual([1, 3, 4]);
    expect(counts('language', 'mm')).toEqual([1, 0, 1]);
    expect(counts('device', 'phone')).toEqual([1, 3, 5]);
    const visitors = await database.db.selectFrom('visit_visitor').selectAll().execute();
    expect(visitors).toEqual([
      {
        day: TODAY,
        visitor: expect.stringMatching(/^[0-9a-f]{16}$/),
        source: 'Facebook',
        campaign: 'june',
        page: '/trainings',
        language: 'en',
      },
    ]);
    // The first view's page and language counted with the visitor: only the others are kept.
    const seen = await database.db
      .selectFrom('visit_seen')
      .select(['dimension', 'name'])
      .orderBy('dimension')
      .execute();
    expect(seen).toEqual([
      { dimension: 'language', name: 'mm' },
      { dimension: 'page', name: '/books' },
    ]);
  });

  it('adds up the same totals as counting the raw views does (a site upgraded mid-day)', async () => {
    const visits = counting();
    const next = random(40);
    for (let batch = 0; batch < 12; batch++) {
      for (let n = Math.floor(next() * 40); n > 0; n--) {
        const visitor = Math.floor(next() * 25);
        const tagged = next() < 0.15 ? `?utm_source=facebook&utm_campaign=post-${batch % 3}` : '';
        visits.count(
          view(visitor, `${PAGES[Math.floor(next() * PAGES.length)]}${tagged}`, {
            referrer: REFERRERS[Math.floor(next() * REFERRERS.length)],
            language: next() < 0.6 ? 'mm' : 'en',
            noKey: next() < 0.05,
          }),
        );
      }
      await visits.flush();
    }
    const { db, dialect } = database;
    const added = await dayTotals(database, TODAY);
    const visitors = await db.selectFrom('visit_visitor').selectAll().orderBy('visitor').execute();
    expect(added.length).toBeGreaterThan(10);

    // Back to before migration 0040, with today's raw views only: the migration makes
    // today's totals and visitors from them, as the read and the fold did before it.
    await db.deleteFrom('visit_total').where('day', '=', TODAY).execute();
    await db.schema.dropTable('visit_visitor').execute();
    await db.schema.dropTable('visit_seen').execute();
    await db.schema.dropIndex('visit_hit_day_idx').execute();
    await db.schema
      .createIndex('visit_hit_day_visitor_idx')
      .on('visit_hit')
      .columns(['day', 'visitor', 'id'])
      .execute();
    await visitRunningTotals(dialect).up(db);

    expect(await dayTotals(database, TODAY)).toEqual(added);
    expect(await db.selectFrom('visit_visitor').selectAll().orderBy('visitor').execute()).toEqual(
      visitors,
    );
    // And counting goes on from there: a visitor already counted is not counted again,
    // on the site nor on a page it read.
    const after = counting();
    after.count(view(1, '/books'));
    after.count(view(1, '/books'));
    await after.flush();
    const now = await dayTotals(database, TODAY);
    for (const [dimension, name] of [
      ['site', ''],
      ['page', '/books'],
    ] as const) {
      const was = total(added, dimension, name)!;
      expect(total(now, dimension, name)).toMatchObject({
        visitors: was.visitors,
        pageviews: was.pageviews + 2,
      });
    }
  });

  it('keeps counting a visitor once after a restart, and a view of yesterday written after the fold', async () => {
    const before = total(await dayTotals(database, TODAY), 'site', '')!;
    // A new process: nothing in memory, everything it needs in the database.
    const restarted = counting();
    restarted.count(view(1, '/articles'));
    restarted.count(view(99, '/articles'));
    // Written after midnight, counted before it: yesterday's, as the fold has closed it.
    clock.advance(DAY);
    expect((await restarted.fold()).folded).toEqual([TODAY]);
    await restarted.flush();
    expect(total(await dayTotals(database, TODAY), 'site', '')).toMatchObject({
      visitors: before.visitors + 1,
      pageviews: before.pageviews + 2,
    });
    // Two days on, the visitors of the day are forgotten with its views; its totals stay.
    clock.advance(DAY);
    await restarted.fold();
    const { db } = database;
    expect(await db.selectFrom('visit_visitor').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('visit_seen').selectAll().execute()).toEqual([]);
    expect(total(await dayTotals(database, TODAY), 'site', '')).toMatchObject({
      visitors: before.visitors + 1,
    });
  });
});

describe.each(databases)('visits added up by two instances at once, on %s', (kind) => {
  const clock = testClock(NOW);
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let one: Database;
  let other: Database;
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    one = fresh.database;
    await migrate(one);
    other = fresh.connectAgain();
  });
  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await fresh?.cleanup();
  });

  it('counts each visitor once on the site, each page and each language', async () => {
    const [a, b] = [visitCounting(one, clock.now), visitCounting(other, clock.now)];
    const ROUNDS = 6;
    const EACH_ROUND = 20;
    for (let round = 0; round < ROUNDS; round++) {
      // New visitors each round, each seen by both instances at once: one page and
      // language on a, the next page and the other language on b.
      for (let i = 0; i < EACH_ROUND; i++) {
        const visitor = round * EACH_ROUND + i;
        const from = visitor % 2 ? 'https://m.facebook.com/' : 'https://www.google.com/';
        a.count(view(visitor, PAGES[i % 4]!, { referrer: from }));
        b.count(view(visitor, PAGES[(i % 4) + 1]!, { referrer: from, language: 'mm' }));
      }
      // Each batch in a transaction: at once on PostgreSQL, where one instance waits for
      // the other's new visitors; one after the other on SQLite, whose driver waits for
      // the file's lock synchronously and would stop the other instance in this process.
      if (kind === 'postgres') await Promise.all([a.flush(), b.flush()]);
      else for (const instance of [a, b]) await instance.flush();
    }
    const visitors = ROUNDS * EACH_ROUND;
    const rows = await dayTotals(one, TODAY);
    const pick = (dimension: string, name: string) => {
      const row = total(rows, dimension, name);
      return row && { visitors: row.visitors, pageviews: row.pageviews };
    };
    expect(pick('site', '')).toEqual({ visitors, pageviews: 2 * visitors });
    expect(pick('source', 'Facebook')).toEqual({ visitors: visitors / 2, pageviews: visitors });
    expect(pick('source', 'Google')).toEqual({ visitors: visitors / 2, pageviews: visitors });
    expect(pick('language', 'en')).toEqual({ visitors, pageviews: visitors });
    expect(pick('language', 'mm')).toEqual({ visitors, pageviews: visitors });
    // Each visitor read two pages next to each other: the first and last pages have a
    // quarter of them, the others half.
    for (const [page, share] of [0.25, 0.5, 0.5, 0.5, 0.25].entries()) {
      const readers = visitors * share;
      expect(pick('page', PAGES[page]!)).toEqual({ visitors: readers, pageviews: readers });
    }
    // Every fifth visitor is on a desktop computer.
    expect(pick('device', 'desktop')).toEqual({
      visitors: visitors / 5,
      pageviews: (2 * visitors) / 5,
    });
  });
});
