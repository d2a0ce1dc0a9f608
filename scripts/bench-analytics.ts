/**
 * `npm run bench:analytics`: the visit counting's tables after a year of a busy coach's
 * site (issue 43, item 3): 1 million page views a month, as the site keeps them: 363
 * folded days of daily totals, and the raw views of the last two days, counted by the
 * real counter (which adds each batch to its day's totals as it writes it), yesterday's
 * then folded by the real nightly fold. Then the size of the analytics tables and the
 * time of the dashboard's read for 7, 30 and 90 days (median of several runs), today's
 * whole day included, on SQLite and on PostgreSQL.
 * Goals: under 100 MB, and the dashboard's queries under 100 ms.
 *
 *   npm run bench:analytics                  # both databases
 *   npm run bench:analytics -- --sqlite-only # or --postgres-only
 */
import type { Database } from '@coach/api';
import pg from 'pg';
import { POSTGRES_URL, benchServer, timed } from './bench-in-process.ts';

const VIEWS_A_MONTH = 1_000_000;
const VIEWS_A_DAY = Math.round((VIEWS_A_MONTH * 12) / 365);
const DAYS = 365;
const RUNS = 9;
const GOAL_BYTES = 100 * 1024 * 1024;
const GOAL_MS = 100;
const DAY_MS = 86_400_000;
const ANALYTICS_TABLES = [
  'visit_hit',
  'visit_total',
  'visit_fold',
  'visit_conversion',
  'visit_salt',
  'visit_visitor',
  'visit_seen',
];

/** A busy site's long tail: this many pages read in a day, and other sites linking to it. */
const PAGES = 400;
const OTHER_SITES = 30;
const CAMPAIGNS = 15;
const SOURCES = [
  'Facebook',
  'direct',
  'Google',
  'Messenger',
  'Viber',
  'Telegram',
  'YouTube',
  'Bing',
];

/** A fixed-seed generator: every run fills the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const next = random(43);
/** A long-tailed pick: the first of a list far more often than the last. */
const skewed = (n: number) => Math.floor(n * next() ** 2.5);

/** One folded day's totals, shaped as the fold writes them: per dimension and name. */
function dayTotals(day: string) {
  const rows: {
    day: string;
    dimension: string;
    name: string;
    visitors: number;
    visits: number;
    pageviews: number;
  }[] = [];
  const visitors = Math.round(VIEWS_A_DAY / 2.6);
  const visits = Math.round(VIEWS_A_DAY / 2.2);
  const add = (dimension: string, names: string[]) => {
    const weights = names.map((_, i) => 1 / (i + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    names.forEach((name, i) => {
      const share = weights[i]! / sum;
      rows.push({
        day,
        dimension,
        name,
        visitors: Math.max(1, Math.round(visitors * share)),
        visits: Math.max(1, Math.round(visits * share)),
        pageviews: Math.max(1, Math.round(VIEWS_A_DAY * share)),
      });
    });
  };
  rows.push({ day, dimension: 'site', name: '', visitors, visits, pageviews: VIEWS_A_DAY });
  add(
    'page',
    Array.from({ length: PAGES }, (_, i) => pagePath(i)),
  );
  add('source', [
    ...SOURCES,
    ...Array.from({ length: OTHER_SITES }, (_, i) => `blog-${i}.example.com`),
  ]);
  add(
    'campaign',
    Array.from({ length: CAMPAIGNS }, (_, i) => `post-${day}-${i}`),
  );
  add('device', ['phone', 'desktop', 'tablet']);
  add('language', ['mm', 'en']);
  return rows;
}

const pagePath = (i: number) =>
  i < 10
    ? [
        '/',
        '/one-on-one-coaching',
        '/team-coaching',
        '/trainings',
        '/articles',
        '/events',
        '/shops',
        '/contact-us',
        '/meet-mung',
        '/blogs',
      ][i]!
    : `/articles/view/${i}`;

const REFERRERS = [
  'https://m.facebook.com/',
  undefined,
  'https://www.google.com/',
  'https://www.messenger.com/',
  'https://t.me/',
  'https://www.youtube.com/',
];

async function analyticsBytes(database: Database): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const table of ANALYTICS_TABLES) {
    const row =
      database.dialect === 'postgres'
        ? await database.db
            .selectNoFrom((eb) =>
              eb.fn('pg_total_relation_size', [eb.fn('to_regclass', [eb.val(table)])]).as('size'),
            )
            .executeTakeFirstOrThrow()
        : await database.db
            .withTables<{ dbstat: { name: string; tbl_name: string; pgsize: number } }>()
            .selectFrom('dbstat')
            .select((eb) => eb.fn.sum('pgsize').as('size'))
            // The table, its indexes, and the index SQLite makes for its primary key.
            .where((eb) =>
              eb.or([
                eb('name', '=', table),
                eb('name', 'like', `${table}\\_%`),
                eb('name', 'like', `sqlite\\_autoindex\\_${table}\\_%`),
              ]),
            )
            .executeTakeFirstOrThrow();
    sizes[table] = Number(row.size ?? 0);
  }
  return sizes;
}

/** PostgreSQL's ANALYZE of the daily totals, on a connection of its own (as bench-search does). */
async function analyzeTotals(database: Database) {
  const { schema } = await database.db
    .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
    .executeTakeFirstOrThrow();
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`ANALYZE "${schema}"."visit_total"`);
  } finally {
    await client.end();
  }
}

async function run(kind: 'sqlite' | 'postgres') {
  let now = Date.now();
  const { services, database, close } = await benchServer(kind, 'analytics', {
    clock: () => now,
    visitFold: false,
  });
  const { visits } = services;
  const { db } = database;
  try {
    const started = performance.now();
    const today = new Date(now);
    const dayOf = (ago: number) =>
      new Date(today.getTime() - ago * DAY_MS).toLocaleDateString('en-CA', {
        timeZone: visits.timeZone,
      });
    // 363 days folded long ago: their totals and their claims, as the nightly fold left them.
    for (let ago = DAYS - 1; ago >= 2; ago--) {
      const day = dayOf(ago);
      const rows = dayTotals(day);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 500) {
          await trx
            .insertInto('visit_total')
            .values(rows.slice(i, i + 500))
            .execute();
        }
        await trx.insertInto('visit_fold').values({ day }).execute();
        // A few requests, bookings and orders a day, credited to their sources.
        await trx
          .insertInto('visit_conversion')
          .values(
            Array.from({ length: 20 }, (_, i) => ({
              day,
              source: SOURCES[skewed(SOURCES.length)]!,
              kind: ['appointment', 'booking', 'order', 'testimonial'][i % 4]!,
              record_id: ago * 100 + i,
            })),
          )
          .execute();
      });
    }
    const filled = performance.now() - started;
    // Yesterday and today: a whole day of views each through the real counter.
    const countDay = async (ago: number) => {
      now = today.getTime() - ago * DAY_MS;
      for (let n = 0; n < VIEWS_A_DAY; n++) {
        const visitor = skewed(Math.round(VIEWS_A_DAY / 2.6));
        visits.count({
          url: new URL(
            `${pagePath(skewed(PAGES))}${n % 50 === 0 ? `?utm_source=facebook&utm_campaign=post-${n % 7}` : ''}`,
            'https://coach.example',
          ),
          referrer: n % 3 === 0 ? 'https://coach.example/' : REFERRERS[skewed(REFERRERS.length)],
          userAgent: `Mozilla/5.0 (Linux; Android 13) Mobile Chrome/120.${visitor}`,
          clientAddress: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          language: n % 3 === 0 ? 'en' : 'mm',
          noKey: n % 40 === 0,
        });
        if (n % 200 === 199) await visits.flush();
      }
      await visits.flush();
    };
    const countStarted = performance.now();
    await countDay(1);
    const counted = (performance.now() - countStarted) / VIEWS_A_DAY;
    now = today.getTime();
    const foldStarted = performance.now();
    await visits.fold();
    const foldMs = performance.now() - foldStarted;
    await countDay(0);
    now = today.getTime();
    // PostgreSQL's planner counts a table's rows from statistics that autovacuum keeps: a
    // year-old table has them, one filled a moment ago not yet (it would sort the period's
    // rows to group them, where it hashes them once it knows how many there are).
    if (database.dialect === 'postgres') await analyzeTotals(database);

    const sizes = await analyticsBytes(database);
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    const reads = [];
    for (const days of [7, 30, 90]) {
      reads.push([days, await timed(RUNS, () => visits.read(days, true))] as const);
    }
    const rows = await db
      .selectFrom('visit_total')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const hits = await db
      .selectFrom('visit_hit')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `\n${kind}: a year at ${VIEWS_A_MONTH.toLocaleString('en-US')} page views a month (${VIEWS_A_DAY.toLocaleString('en-US')} a day)`,
    );
    console.log(
      `  ${Number(rows.n).toLocaleString('en-US')} rows of daily totals, ${Number(hits.n).toLocaleString('en-US')} raw views (yesterday and today); filled in ${(filled / 1000).toFixed(1)} s`,
    );
    console.log(
      `  counting: ${(counted * 1000).toFixed(0)} µs a view written; yesterday's fold: ${foldMs.toFixed(0)} ms`,
    );
    for (const [table, bytes] of Object.entries(sizes)) {
      console.log(`  ${table.padEnd(18)} ${mb(bytes).padStart(10)}`);
    }
    console.log(
      `  ${'all'.padEnd(18)} ${mb(total).padStart(10)}   goal < ${mb(GOAL_BYTES)}: ${total < GOAL_BYTES ? 'met' : 'MISS'}`,
    );
    for (const [days, ms] of reads) {
      console.log(
        `  dashboard, ${String(days).padStart(2)} days: ${ms.toFixed(1).padStart(7)} ms (median of ${RUNS})   goal < ${GOAL_MS} ms: ${ms < GOAL_MS ? 'met' : 'MISS'}`,
      );
    }
  } finally {
    await close();
  }
}

const args = process.argv.slice(2);
if (!args.includes('--postgres-only')) await run('sqlite');
if (!args.includes('--sqlite-only')) await run('postgres');
