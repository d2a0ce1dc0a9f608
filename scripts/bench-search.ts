/**
 * `npm run bench:search`: what a search costs on the demo content and on a site with
 * 5,000 articles in each language (issue 41, docs/decisions/0040).
 *
 * For SQLite and for PostgreSQL: starts the real compiled server on a fresh database with
 * the demo content and times 20 searches (English, Burmese, mixed, Zawgyi; one word and
 * phrases), each asked RUNS times one after another: the median and the 95th percentile
 * of all those requests. Then the throughput, with CONCURRENCY requests in flight for a
 * few seconds, of `GET /api/search` (the 20 queries in turn) beside the home page's, in
 * the same run. Then stops the server, adds 5,000 published articles (an English and a
 * Burmese text each, 2–5 KB of demo paragraphs per language) straight into the table,
 * starts the server again (which writes the search's entries of rows it has not seen)
 * and measures the same again. Goal: p95 under 30 ms at 5,000 articles on SQLite, and at
 * most twice the demo figure.
 *
 *   npm run bench:search                      # both databases
 *   npm run bench:search -- --sqlite-only     # or --postgres-only
 *   BENCH_POSTGRES_URL=postgres://… npm run bench:search
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, connect, createSchema, dropSchema, registry } from '@coach/api';
import pg from 'pg';
import { median } from './bench-scale-measure.ts';
import { type RunningServer, root, startServer } from './bench-server.ts';
import { buildIfStale } from './production-build.mjs';

const ARTICLES = 5_000;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 10);
const CONCURRENCY = 8;
const THROUGHPUT_SECONDS = 4;
const GOAL_P95_MS = 30;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Twenty searches a visitor might type, in both languages and mixed. */
const QUERIES = [
  'leadership',
  'coaching',
  'team',
  'business',
  'quarter',
  'questions',
  'sales team',
  '"business owner"',
  'everyday leadership techniques',
  'DISC profile',
  'ခေါင်းဆောင်မှု',
  'လုပ်ငန်း',
  'မေးခွန်း',
  'အရောင်းအဖွဲ့',
  'လုပ်ငန်းပိုင်ရှင်တိုင်း',
  '"နည်းလမ်း သုံးခု"',
  'NLP ခေါင်းဆောင်မှု',
  'DISC ပရိုဖိုင်',
  // ခေါင်းဆောင်မှု as a Zawgyi keyboard types it.
  '\u1031\u1001\u102B\u1004\u1039\u1038\u1031\u1006\u102C\u1004\u1039\u1019\u1088',
  'nothing matches this',
].map((q, i) => `/api/search?q=${encodeURIComponent(q)}&lang=${i % 2 ? 'mm' : 'en'}`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function get(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return res.status;
}

interface Figures {
  medianMs: number;
  p95Ms: number;
  hits: number;
  searchRps: number;
  homeRps: number;
}

/** Requests answered per second with CONCURRENCY in flight, each to the next address. */
async function throughput(addresses: string[]): Promise<number> {
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  let done = 0;
  const worker = async (start: number) => {
    for (let i = start; performance.now() < until; i += CONCURRENCY) {
      await get(addresses[i % addresses.length]!);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(i)));
  return done / ((performance.now() - started) / 1000);
}

async function measure(server: RunningServer): Promise<Figures> {
  const times: number[] = [];
  let hits = 0;
  for (const path of QUERIES) {
    const url = `${server.base}${path}`;
    const first = await fetch(url);
    hits += Number(first.headers.get('x-total-count') ?? 0);
    await first.arrayBuffer();
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await get(url);
      times.push(performance.now() - start);
    }
  }
  const searchRps = await throughput(QUERIES.map((path) => `${server.base}${path}`));
  const homeRps = await throughput([`${server.base}/`]);
  return {
    medianMs: median(times),
    p95Ms: percentile(times, 95),
    hits,
    searchRps,
    homeRps,
  };
}

/** The same pseudo-random sequence every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 5,000 published articles, copies of demo ones with their own title and body, straight
 * into the table; the server's start writes their search entries (the version row is
 * cleared, as a database migrated from before the search would have none).
 */
async function addArticles(database: Database) {
  const { db, dialect } = database;
  const random = seededRandom(20261128);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  // In id order: both databases then copy the same articles, and find the same hits.
  const demo = (await registry(db)
    .selectFrom('article')
    .selectAll()
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  const paragraphs = (column: string) =>
    demo.flatMap((a) => String(a[column] ?? '').match(/<p>[\s\S]*?<\/p>/g) ?? []);
  const en = paragraphs('content');
  const mm = paragraphs('content_mm');
  const body = (from: string[]) => {
    const target = 2_000 + Math.floor(random() * 3_000);
    let html = '';
    while (Buffer.byteLength(html) < target) html += pick(from);
    return html;
  };
  const now = Date.now();
  const flag = dialect === 'postgres' ? true : 1;
  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < ARTICLES; done += 100) {
      const rows = Array.from({ length: 100 }, (_, i) => {
        const { id: _id, ...template } = pick(demo);
        const stamp = new Date(now - (done + i) * 3_600_000).toISOString();
        return {
          ...template,
          name: `${String(template.name)} (${done + i + 1})`,
          name_mm: `${String(template.name_mm)} (${done + i + 1})`,
          content: body(en),
          content_mm: body(mm),
          is_published: flag,
          publish_at: null,
          published_at: stamp,
          created: stamp,
        };
      });
      await registry(trx).insertInto('article').values(rows).execute();
    }
    await trx.deleteFrom('site_meta').where('key', '=', 'search_index_version').execute();
  });
}

interface Setup {
  label: string;
  serverUrl: string;
  open: () => Database;
  afterGrowth?: () => Promise<void>;
  drop: () => Promise<void>;
}

function sqliteSetup(): Setup {
  const dir = mkdtempSync(join(tmpdir(), 'coach-bench-search-'));
  const url = `sqlite:${join(dir, 'site.db')}`;
  return {
    label: 'SQLite',
    serverUrl: url,
    open: () => connect(url),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresSetup(): Promise<Setup> {
  const schema = `bench_search_${randomBytes(4).toString('hex')}`;
  await createSchema(POSTGRES_URL, schema);
  const separator = POSTGRES_URL.includes('?') ? '&' : '?';
  const options = encodeURIComponent(`-c search_path=${schema}`);
  const analyse = async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      for (const table of ['article', 'search_entry']) {
        await client.query(`ANALYZE "${schema}"."${table}"`);
      }
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL',
    serverUrl: `${POSTGRES_URL}${separator}options=${options}`,
    open: () => connect(POSTGRES_URL, { schema, poolSize: 2 }),
    afterGrowth: analyse,
    drop: () => dropSchema(POSTGRES_URL, schema),
  };
}

const ADMIN = { ADMIN_USERNAME: 'bench-search', ADMIN_PASSWORD: 'bench-search-password' };

async function bench(setup: Setup) {
  const started = performance.now();
  const log = (line: string) =>
    console.log(`[${setup.label}, ${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
  let server = await startServer(setup.serverUrl, { ...ADMIN, DEMO_CONTENT: 'true' });
  let demo: Figures;
  try {
    log('measuring on the demo content');
    demo = await measure(server);
  } finally {
    await server.stop();
  }
  log(`adding ${ARTICLES} articles in each language (server stopped)`);
  const database = setup.open();
  try {
    await addArticles(database);
  } finally {
    await database.close();
  }
  const indexing = performance.now();
  server = await startServer(setup.serverUrl, ADMIN);
  let grown: Figures;
  try {
    log(`server up, entries written, in ${((performance.now() - indexing) / 1000).toFixed(1)} s`);
    await setup.afterGrowth?.();
    log('measuring at 5,000 articles');
    grown = await measure(server);
  } finally {
    await server.stop();
  }
  print(setup.label, demo, grown);
  return { demo, grown };
}

function print(label: string, demo: Figures, grown: Figures) {
  const row = (name: string, a: string, b: string) =>
    console.log(`  ${name.padEnd(34)} ${a.padStart(12)} ${b.padStart(14)}`);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const rps = (n: number) => `${Math.round(n)}/s`;
  console.log(`\n${label}: 20 searches × ${RUNS} requests each`);
  row('', 'demo', `${ARTICLES} articles`);
  row('search, median', ms(demo.medianMs), ms(grown.medianMs));
  row('search, p95', ms(demo.p95Ms), ms(grown.p95Ms));
  row('hits of the 20 queries (total)', String(demo.hits), String(grown.hits));
  row(`GET /api/search, ${CONCURRENCY} at once`, rps(demo.searchRps), rps(grown.searchRps));
  row(`GET / (home page), ${CONCURRENCY} at once`, rps(demo.homeRps), rps(grown.homeRps));
  const ratio = grown.p95Ms / demo.p95Ms;
  console.log(
    `  p95 ×${ratio.toFixed(2)} of the demo's (goal ≤ 2)` +
      (label === 'SQLite'
        ? `; ${grown.p95Ms < GOAL_P95_MS ? 'under' : 'OVER'} ${GOAL_P95_MS} ms at ${ARTICLES} articles`
        : ''),
  );
}

if (buildIfStale(root) !== 0) process.exit(1);
const args = process.argv.slice(2);
for (const make of [
  ...(args.includes('--postgres-only') ? [] : [async () => sqliteSetup()]),
  ...(args.includes('--sqlite-only') ? [] : [postgresSetup]),
]) {
  const setup = await make();
  try {
    await bench(setup);
  } finally {
    // BENCH_SEARCH_KEEP=1 leaves the grown database to look into (EXPLAIN a search).
    if (process.env.BENCH_SEARCH_KEEP) console.log(`kept: ${setup.serverUrl}`);
    else await setup.drop();
  }
}
