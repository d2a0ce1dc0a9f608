/**
 * `npm run bench`: throughput of the main read paths, printed as figures.
 *
 * Starts the real server (API + pages, compiled, as `npm start` runs it; built first when
 * missing or stale) on a fresh demo database on a free port, then sends a fixed number of
 * requests per path with a fixed concurrency, and prints requests/second and latency
 * percentiles; then the home page, /blogs and the public list calls (events, a page of the
 * blog's articles, the shop's products) against the same bytes served by a bare Fastify in
 * the same run, with the ratio of each. The machines are shared and noisy, so read
 * the figures as ratios within one run (e.g. a cached image variant against the first
 * resize), not as absolute promises. Last, the home page and the coach's profile with a new
 * `fbclid` on every request beside the same pages without it (bench-tracking.ts); and pages
 * with the visits counted beside a second server with ANALYTICS=off (bench-counting.ts).
 *
 *   npm run bench                      # SQLite
 *   DATABASE_URL=postgres://... npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_HEADERS, bareCopy } from './bench-bare.ts';
import { measure as measureAt, median, sideBySide, summarise } from './bench-measure.ts';
import { root, startServer } from './bench-server.ts';
import { benchTrackingParameters } from './bench-tracking.ts';
import { benchVisitCounting } from './bench-counting.ts';
import { buildIfStale } from './production-build.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** The account the visit counting's figures are read with (bench-counting.ts). */
const ADMIN = { username: 'bench', password: 'bench-password-123' };
/**
 * Rounds of the site beside the bare server, each first in every other round, and the
 * requests of a run; the medians are printed. Three rounds of 400 requests (a tenth of a
 * second for a list) put one whole bench's `/api/events?limit=4` at 0.69 of the bare
 * figure where the runs before it measured 0.79 and 0.81.
 */
const COMPARE_ROUNDS = 7;
const COMPARE_REQUESTS = 1_000;

/** Requests each URL once, one after another. */
async function timeEach(urls: string[], headers: Record<string, string> = {}) {
  const times: number[] = [];
  const started = performance.now();
  let failures = 0;
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) failures += 1;
    times.push(performance.now() - t0);
  }
  return summarise(times, (performance.now() - started) / 1000, failures);
}

/** `requests` requests to `url`, CONCURRENCY at a time. */
const measure = (url: string, init: RequestInit = {}, requests = REQUESTS) =>
  measureAt(url, { requests, concurrency: CONCURRENCY }, init);

if (buildIfStale(root) !== 0) process.exit(1);
const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${join(dir, 'site.db')}`;
const server = await startServer(databaseUrl, {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
const { base } = server;

try {
  const events = (await (await fetch(`${base}/api/events`)).json()) as { image: string }[];
  const image = events[0]?.image;
  if (!image) throw new Error('no demo content: run on an empty database with DEMO_CONTENT=true');

  // A resize is made once per image and width, then served from the variant cache:
  // the first request for each client logo pays for the resize, a repeat does not.
  const clients = (await (await fetch(`${base}/api/clients`)).json()) as { image: string }[];
  const variantUrls = clients.map((c) => `${base}/api/files/${c.image}?w=320`);

  const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
  rows.push(['GET /api/health', await measure(`${base}/api/health`)]);
  rows.push(['GET /api/events', await measure(`${base}/api/events`)]);
  rows.push(['GET /api/products (nested)', await measure(`${base}/api/products`)]);
  rows.push(['GET /api/files/{id} (original)', await measure(`${base}/api/files/${image}`)]);
  rows.push([
    `GET /api/files/{id}?w=320 WebP (first, ${variantUrls.length} logos)`,
    await timeEach(variantUrls),
  ]);
  rows.push([`GET /api/files/{id}?w=320 WebP (cached, same logos)`, await timeEach(variantUrls)]);
  // Browsers that accept AVIF get AVIF, which is slower to encode: article pictures at 960.
  const articles = (await (await fetch(`${base}/api/articles`)).json()) as { image: string }[];
  const avifUrls = articles.map((a) => `${base}/api/files/${a.image}?w=960`);
  const avif = { accept: 'image/avif,image/webp,*/*' };
  rows.push([
    `GET /api/files/{id}?w=960 AVIF (first, ${avifUrls.length} articles)`,
    await timeEach(avifUrls, avif),
  ]);
  rows.push([`GET /api/files/{id}?w=960 AVIF (cached)`, await timeEach(avifUrls, avif)]);
  rows.push([
    'GET /api/files/{id}?w=320 (cached)',
    await measure(`${base}/api/files/${image}?w=320`),
  ]);
  rows.push([
    'GET / (server-rendered home)',
    await measure(`${base}/`, {}, Math.ceil(REQUESTS / 2)),
  ]);
  rows.push([
    'GET /shops (server-rendered)',
    await measure(`${base}/shops`, {}, Math.ceil(REQUESTS / 2)),
  ]);

  // The same bytes from a bare Fastify, in this run: the site's figure as a share of it.
  // The lists: the home page's events, every event, a page of the blog's articles (its
  // page size, PAGE_SIZES.articles) and the shop's products with their categories.
  const lists = ['/api/events?limit=4', '/api/events', '/api/articles?limit=4', '/api/products'];
  const compared = ['/', '/blogs', ...lists];
  const bare = await bareCopy(base, compared);
  const comparison: [string, number, number, number][] = [];
  try {
    for (const path of compared) {
      const init = { headers: BROWSER_HEADERS };
      const [sites, references] = await sideBySide(
        COMPARE_ROUNDS,
        async () => (await measure(`${base}${path}`, init, COMPARE_REQUESTS)).rps,
        async () => (await measure(`${bare.base}${path}`, init, COMPARE_REQUESTS)).rps,
      );
      const ratios = sites.map((site, round) => site / references[round]!);
      comparison.push([path, median(sites), median(references), median(ratios)]);
    }
  } finally {
    await bare.stop();
  }

  const db = (process.env.DATABASE_URL ?? 'sqlite').split(':')[0];
  console.log(`\n${db}, ${CONCURRENCY} concurrent, ${REQUESTS} requests per row\n`);
  console.log(
    'path'.padEnd(50),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'failed'.padStart(7),
  );
  for (const [name, r] of rows) {
    console.log(
      name.padEnd(50),
      r.rps.toFixed(0).padStart(8),
      r.p50.toFixed(1).padStart(8),
      r.p95.toFixed(1).padStart(8),
      String(r.failures).padStart(7),
    );
  }
  console.log('\nthe same bytes (Accept-Encoding: br) from a bare Fastify, same run\n');
  console.log(
    'path'.padEnd(30),
    'site req/s'.padStart(11),
    'bare req/s'.padStart(11),
    'ratio'.padStart(7),
  );
  for (const [path, site, reference, ratio] of comparison) {
    console.log(
      path.padEnd(30),
      site.toFixed(0).padStart(11),
      reference.toFixed(0).padStart(11),
      ratio.toFixed(2).padStart(7),
    );
  }
  console.log(
    `(medians of ${COMPARE_ROUNDS} rounds of ${COMPARE_REQUESTS} requests, each side first in every other round)`,
  );
  await benchTrackingParameters(base, ['/', '/meet-mung'], CONCURRENCY);
  await benchVisitCounting(databaseUrl, ADMIN, ['/', '/blogs'], CONCURRENCY);
  // The home page carries a page's headers and its language's choice; a list is bytes.
  const goals: Record<string, number> = {
    '/': 0.5,
    ...Object.fromEntries(lists.map((path) => [path, 0.7])),
  };
  console.log('\ngoals: the home page at >= 0.5 of the bare figure, each public list at >= 0.7');
  for (const [path, , , ratio] of comparison.filter(([path]) => path in goals)) {
    console.log(`  ${ratio >= goals[path]! ? 'met ' : 'MISS'}  ${path} ${ratio.toFixed(2)}`);
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
