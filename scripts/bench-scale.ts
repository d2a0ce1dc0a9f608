/**
 * `npm run bench:scale`: whether the site's cost stays flat as its content grows.
 *
 * For SQLite and for PostgreSQL: starts the real compiled server on a fresh database with
 * the demo content and measures each public page and the main list calls (median time of
 * sequential requests, compressed bytes on the wire) and the server's resident memory.
 * Then stops the server, grows the same database to years of use (bench-scale-grow.ts),
 * starts the server again and measures the same again. A page that reads a whole table
 * grows with it; one that reads a page of it does not.
 *
 *   npm run bench:scale                       # both databases
 *   npm run bench:scale -- --sqlite-only      # or --postgres-only
 *   BENCH_SCALE_RUNS=15 npm run bench:scale   # requests per row (default 7)
 *   BENCH_POSTGRES_URL=postgres://… npm run bench:scale
 *
 * PostgreSQL gets a schema of its own, dropped at the end; SQLite a file in a temp folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createSchema, dropSchema } from '@coach/api';
import pg from 'pg';
import { type RunningServer, root, signIn, startServer } from './bench-server.ts';
import { GROWTH, growDatabase } from './bench-scale-grow.ts';
import { type Cost, measure, residentBytes } from './bench-scale-measure.ts';
import { buildIfStale } from './production-build.mjs';

const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 7);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Flat enough: at most this many times the demo-size figure. */
const GOAL = { time: 2, bytes: 1.5, memory: 1.5 };
const ADMIN = { ADMIN_USERNAME: 'bench-scale', ADMIN_PASSWORD: 'bench-scale-password' };

interface Target {
  name: string;
  path: string;
  admin?: boolean;
  /** Asked at a new address each time, so that no kept answer serves it. */
  rendered?: boolean;
}

let renders = 0;
const addressOf = (base: string, target: Target) => () =>
  target.rendered ? `${base}${target.path}?render=${++renders}` : base + target.path;

const PAGES = (articleId: number) => [
  '/',
  '/blogs',
  '/shops',
  '/meet-mung',
  '/one-on-one-coaching',
  '/contact-us',
  `/articles/view/${articleId}`,
];

/**
 * Each page twice: rendered (a new harmless query parameter per request, so the page
 * cache never has it and the server renders from the database, the cost of the first
 * visit after a change) and kept (the same address again, as most visits are).
 */
const targets = (articleId: number): Target[] => [
  ...PAGES(articleId).map((path) => ({ name: `page ${path} (rendered)`, path, rendered: true })),
  ...PAGES(articleId).map((path) => ({ name: `page ${path} (kept)`, path })),
  { name: 'GET /api/events?limit=4', path: '/api/events?limit=4' },
  { name: 'GET /api/events (whole)', path: '/api/events' },
  { name: 'GET /api/appointments?limit=25', path: '/api/appointments?limit=25', admin: true },
  { name: 'GET /api/payments?limit=25', path: '/api/payments?limit=25', admin: true },
  { name: 'GET /api/testimonials?limit=25', path: '/api/testimonials?limit=25', admin: true },
  // The demo holds fewer rows than a page of these lists, so a page of 25 carries more
  // rows once grown: a page of 4 is the same work at both sizes.
  ...['appointments', 'payments', 'testimonials'].map((list) => ({
    name: `GET /api/${list}?limit=4`,
    path: `/api/${list}?limit=4`,
    admin: true,
  })),
];

interface Run {
  costs: Cost[];
  rss: number;
}

async function measureAll(server: RunningServer, list: Target[]): Promise<Run> {
  const authorization = `Bearer ${await signIn(server.base, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD)}`;
  const costs: Cost[] = [];
  for (const target of list) {
    costs.push(
      await measure(addressOf(server.base, target), RUNS, target.admin ? { authorization } : {}),
    );
  }
  return { costs, rss: residentBytes(server.pid) };
}

interface Setup {
  label: string;
  /** DATABASE_URL of the server. */
  serverUrl: string;
  /** The same database for the bulk inserts. */
  open: () => ReturnType<typeof connect>;
  /** Brings the planner's statistics up to date after the bulk load (PostgreSQL). */
  afterGrowth?: () => Promise<void>;
  drop: () => Promise<void>;
}

function sqliteSetup(): Setup {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-scale-'));
  const url = `sqlite:${join(dir, 'site.db')}`;
  return {
    label: 'SQLite',
    serverUrl: url,
    open: () => connect(url),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresSetup(): Promise<Setup> {
  const schema = `bench_scale_${randomBytes(4).toString('hex')}`;
  await createSchema(POSTGRES_URL, schema);
  const separator = POSTGRES_URL.includes('?') ? '&' : '?';
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return {
    label: `PostgreSQL (schema ${schema})`,
    serverUrl: `${POSTGRES_URL}${separator}options=${options}`,
    open: () => connect(POSTGRES_URL, { schema, poolSize: 2 }),
    // Autovacuum analyses a table soon after a bulk load; done at once here so the
    // figures do not depend on whether it has run yet. Only this schema's tables.
    async afterGrowth() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        for (const table of Object.keys(GROWTH))
          await client.query(`ANALYZE "${schema}"."${table}"`);
      } finally {
        await client.end();
      }
    },
    drop: () => dropSchema(POSTGRES_URL, schema),
  };
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function bench(setup: Setup) {
  const started = performance.now();
  const log = (line: string) => console.log(`[${setup.label}, ${elapsed(started)}] ${line}`);
  let server = await startServer(setup.serverUrl, { ...ADMIN, DEMO_CONTENT: 'true' });
  let list: Target[];
  let demo: Run;
  try {
    const res = await fetch(`${server.base}/api/articles?limit=1`);
    const [article] = (await res.json()) as { id: number }[];
    if (!article) throw new Error('no demo article: the database was not empty');
    list = targets(article.id);
    log('measuring at demo size');
    demo = await measureAll(server, list);
  } finally {
    await server.stop();
  }

  log('growing the database (server stopped)');
  const database = setup.open();
  try {
    await growDatabase(database, log);
  } finally {
    await database.close();
  }
  await setup.afterGrowth?.();

  server = await startServer(setup.serverUrl, ADMIN);
  let grown: Run;
  try {
    log('measuring at grown size');
    grown = await measureAll(server, list);
  } finally {
    await server.stop();
  }
  log('done');
  printTable(setup.label, list, demo, grown);
}

const ratio = (after: number, before: number) => (before > 0 ? after / before : Infinity);

function printTable(label: string, list: Target[], demo: Run, grown: Run) {
  const growth = Object.entries(GROWTH)
    .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
    .join(', ');
  console.log(`\n${label}: demo content, then grown by ${growth}`);
  console.log(
    `median of ${RUNS} sequential requests after one warm-up; bytes as sent with ` +
      `Accept-Encoding: br, gzip. Goal: time ratio ≤ ${GOAL.time}, bytes ratio ≤ ${GOAL.bytes}, ` +
      `memory ratio ≤ ${GOAL.memory}; MISS marks a row that misses it.\n`,
  );
  const columns: [string, number][] = [
    ['page / call', 40],
    ['demo ms', 9],
    ['grown ms', 10],
    ['ratio', 8],
    ['demo bytes', 11],
    ['grown bytes', 12],
    ['ratio', 8],
  ];
  console.log(
    columns.map(([name, width], i) => (i ? name.padStart(width) : name.padEnd(width))).join(''),
  );
  list.forEach((target, i) => {
    const before = demo.costs[i]!;
    const after = grown.costs[i]!;
    const timeRatio = ratio(after.medianMs, before.medianMs);
    const bytesRatio = ratio(after.bytes, before.bytes);
    const marks = [
      timeRatio > GOAL.time || bytesRatio > GOAL.bytes ? 'MISS' : '',
      ...[before, after].filter((c) => c.status !== 200).map((c) => `HTTP ${c.status}`),
      ...[before, after]
        .map((c, run) => c.refused && `${c.refused}x503 ${run ? 'grown' : 'demo'}`)
        .filter(Boolean),
    ].filter(Boolean);
    console.log(
      target.name.padEnd(36) +
        before.medianMs.toFixed(1).padStart(9) +
        after.medianMs.toFixed(1).padStart(10) +
        `${timeRatio.toFixed(1)}x`.padStart(8) +
        String(before.bytes).padStart(11) +
        String(after.bytes).padStart(12) +
        `${bytesRatio.toFixed(1)}x`.padStart(8) +
        (marks.length ? `  ${marks.join(' ')}` : ''),
    );
  });
  console.log(
    "(a paged call's bytes grow until its page is full: the demo has fewer rows than a page of some lists;\n" +
      ' Nx503: "busy" answers of the overload guard after a long request, asked again and not counted)',
  );
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  const memoryRatio = ratio(grown.rss, demo.rss);
  console.log(
    `\nserver RSS after the run: demo ${mb(demo.rss)}, grown ${mb(grown.rss)}, ` +
      `ratio ${memoryRatio.toFixed(2)}x${memoryRatio > GOAL.memory ? '  MISS' : ''}\n`,
  );
}

const flags = new Set(process.argv.slice(2));
const databases = [
  !flags.has('--postgres-only') && (() => Promise.resolve(sqliteSetup())),
  !flags.has('--sqlite-only') && postgresSetup,
].filter((setup) => setup !== false);

if (buildIfStale(root) !== 0) process.exit(1);
let failed = false;
for (const makeSetup of databases) {
  const setup = await makeSetup();
  try {
    await bench(setup);
  } catch (error) {
    failed = true;
    console.error(`${setup.label}: ${(error as Error).stack ?? error}`);
  } finally {
    await setup.drop();
  }
}
process.exitCode = failed ? 1 : 0;
