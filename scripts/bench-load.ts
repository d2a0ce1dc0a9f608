/**
 * `npm run bench:load`: 200 visitors at once for 60 s of mixed traffic against the real
 * server, as a busy day would send it, and a load balancer's health probe meanwhile.
 *
 * Each client keeps one connection and sends, one after another without pausing, a
 * mix of public pages in both languages, public API lists, pictures, the stylesheet, and
 * writes: visitors' appointment requests (a new address each, as behind a proxy) and an
 * admin saving the stats, which changes the site's version and so makes each kept page
 * render again. The generator runs in a process of its own (faults/harness/load.ts). A probe
 * asks for /api/health on a new connection every 200 ms.
 *
 * Printed: answers by status, requests shed (503 with Retry-After), requests unanswered
 * within 10 s (timeouts), latency percentiles of every answer and of each kind, the
 * probe's latencies, and the goals. The machine is shared and the load generator runs on
 * it too: read the figures of one run together, and quote medians of several runs.
 *
 *   npm run bench:load                                # SQLite
 *   DATABASE_URL=postgres://... npm run bench:load    # an empty PostgreSQL database
 *   BENCH_CLIENTS=50 BENCH_SECONDS=10 npm run bench:load
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appointmentBody } from '../apps/api/test/payloads.ts';
import { percentiles } from '../faults/harness/figures.ts';
import { errorCode, request } from '../faults/harness/http.ts';
import type { LoadPlan, LoadResult, PlannedRequest } from '../faults/harness/load.ts';
import { startLoad } from '../faults/harness/load-runner.ts';
import { root, startServer } from './bench-server.ts';
import { buildIfStale } from './production-build.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const HEALTH_EVERY_MS = 200;
const TIMEOUT_MS = 10_000;
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

type Row = Record<string, unknown>;

/** What the demo site holds that the plan names: records, pictures, the stylesheet. */
async function siteFacts(base: string) {
  const list = async (path: string) => JSON.parse((await request(base, path)).body) as Row[];
  const [articles, clients, events] = await Promise.all([
    list('/api/articles?limit=5'),
    list('/api/clients?limit=20'),
    list('/api/events?limit=4'),
  ]);
  // A server just started may still turn a page away (its first samples of event-loop delay
  // come from the start): ask again for a while.
  let homeAnswer = await request(base, '/');
  for (let tries = 0; homeAnswer.status === 503 && tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    homeAnswer = await request(base, '/');
  }
  const home = homeAnswer.body;
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1];
  if (!stylesheet || !articles[0]) throw new Error('the demo site has no stylesheet or article');
  const pictures = [...clients, ...events]
    .map((record) => record.image)
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
  return { article: articles[0].id as number, pictures, stylesheet };
}

async function adminToken(base: string): Promise<string> {
  const body = new URLSearchParams(ADMIN).toString();
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The mix, per thousand requests: 450 pages, 250 API lists, 270 pictures and the
 * stylesheet, 29 visitors' appointment requests and one admin saving the stats (which
 * changes the site's version, so every kept page renders again: a few times a second).
 */
function plan(facts: Awaited<ReturnType<typeof siteFacts>>, token: string, stats: Row): LoadPlan {
  const page = (path: string): PlannedRequest => ({ path, normal: [200], kind: 'page' });
  const api = (path: string): PlannedRequest => ({ path, normal: [200], kind: 'api' });
  const file = (path: string): PlannedRequest => ({ path, normal: [200], kind: 'file' });
  const pages = [
    '/',
    '/?lang=mm',
    '/meet-mung',
    '/one-on-one-coaching',
    '/team-coaching?lang=mm',
    '/trainings',
    '/blogs',
    '/blogs?lang=mm',
    '/shops',
    '/contact-us',
    '/testimonial',
    `/articles/view/${facts.article}`,
  ].map(page);
  const apis = [
    '/api/events?limit=4',
    '/api/products?limit=12',
    '/api/articles?limit=10',
    '/api/testimonials?limit=6',
    '/api/clients?limit=18',
    '/api/quotes?limit=9',
  ].map(api);
  const widths = [320, 480, 960];
  const files = [
    file(facts.stylesheet),
    ...facts.pictures.slice(0, 8).map((id, i) => file(`/api/files/${id}?w=${widths[i % 3]}`)),
  ];
  const appointment: PlannedRequest = {
    method: 'POST',
    path: '/api/appointment',
    json: appointmentBody({ name: 'Load test visitor' }),
    normal: [201],
    kind: 'write',
  };
  const saveStats: PlannedRequest = {
    method: 'PUT',
    path: '/api/stats',
    json: stats,
    headers: { Authorization: `Bearer ${token}` },
    normal: [200],
    kind: 'write',
  };
  // Spread evenly, so every client meets every kind within a few requests.
  const weighted: [PlannedRequest[], number][] = [
    [pages, 450],
    [apis, 250],
    [files, 270],
    [[appointment], 29],
    [[saveStats], 1],
  ];
  const requests: { at: number; request: PlannedRequest }[] = [];
  for (const [kinds, count] of weighted) {
    for (let i = 0; i < count; i++) {
      requests.push({ at: (i + 0.5) / count, request: kinds[i % kinds.length]! });
    }
  }
  requests.sort((a, b) => a.at - b.at);
  return { requests: requests.map((r) => r.request), timeoutMs: TIMEOUT_MS };
}

/** When each probe was sent, in ms from the first: the slowest are printed with it. */
const probeSentAt: number[] = [];

async function probeHealth(base: string, until: () => boolean) {
  const probes: Promise<number | string>[] = [];
  const start = Date.now();
  while (!until()) {
    probeSentAt.push(Date.now() - start);
    probes.push(
      request(base, '/api/health', { timeoutMs: TIMEOUT_MS }).then(
        (answer) => (answer.status === 200 ? answer.ms : `status ${answer.status}`),
        errorCode,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return Promise.all(probes);
}

const ms = (value: number) => `${value} ms`;

function print(
  result: LoadResult,
  health: (number | string)[],
  healthFigures: ReturnType<typeof percentiles>,
) {
  const timeouts = result.errors.TIMEOUT ?? 0;
  const unanswered = Object.values(result.errors).reduce((a, b) => a + b, 0);
  const shed = result.byStatus['503+retry'] ?? 0;
  const healthFailures = health.filter((h) => typeof h === 'string');
  console.log(
    `\n${CLIENTS} clients, ${SECONDS} s of mixed traffic: ${result.requests} requests, ` +
      `${(result.requests / result.seconds).toFixed(0)} per second`,
  );
  console.log(`answers by status: ${JSON.stringify(result.byStatus)}`);
  console.log(
    `shed (503 + Retry-After): ${shed} (${((100 * shed) / result.requests).toFixed(1)}%), ` +
      `by kind ${JSON.stringify(result.shedByKind)}`,
  );
  console.log(
    `unanswered: ${JSON.stringify(result.errors)}; unexpected: ${result.unexpected.length}`,
  );
  for (const line of result.unexpected.slice(0, 5)) console.log(`  ${line}`);
  const row = (name: string, p: ReturnType<typeof percentiles>) =>
    console.log(
      `${name.padEnd(22)} ${String(p.n).padStart(7)} ${ms(p.p50).padStart(9)} ${ms(p.p95).padStart(9)} ${ms(p.p99).padStart(9)} ${ms(p.max).padStart(9)}`,
    );
  console.log(
    `\n${'latency'.padEnd(22)} ${'n'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}`,
  );
  row('every answer', result.answeredMs);
  row('served', result.servedMs);
  for (const [kind, figures] of Object.entries(result.servedByKind)) row(`  ${kind}`, figures);
  row('shed', result.shedMs);
  row('/api/health probe', healthFigures);
  const slowest = health
    .map((answer, i) => ({ answer, at: probeSentAt[i] ?? 0 }))
    .filter((probe): probe is { answer: number; at: number } => typeof probe.answer === 'number')
    .sort((a, b) => b.answer - a.answer)
    .slice(0, 5);
  console.log(
    `\nslowest health probes (sent at s: ms): ${slowest.map((p) => `${(p.at / 1000).toFixed(1)}: ${p.answer}`).join(', ')}`,
  );
  console.log(`worst health probe: ${healthFigures.max} ms`);
  const goals: [string, boolean][] = [
    [`timeouts 0 (${timeouts})`, timeouts === 0 && unanswered === 0],
    [`p99 of every answer < 1 s (${result.answeredMs.p99} ms)`, result.answeredMs.p99 < 1000],
    [`health p99 < 0.5 s (${healthFigures.p99} ms)`, healthFigures.p99 < 500],
    [`health always 200 (${healthFailures.length} not)`, healthFailures.length === 0],
    [`no unexpected answers (${result.unexpected.length})`, result.unexpected.length === 0],
  ];
  console.log('\ngoals');
  for (const [goal, met] of goals) console.log(`  ${met ? 'met ' : 'MISS'}  ${goal}`);
}

if (buildIfStale(root) !== 0) process.exit(1);
const dir = mkdtempSync(join(tmpdir(), 'coach-load-'));
const site = await startServer(process.env.DATABASE_URL ?? `sqlite:${join(dir, 'site.db')}`, {
  TRUST_PROXY: '1',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
try {
  const facts = await siteFacts(site.base);
  const token = await adminToken(site.base);
  const stats = JSON.parse(
    (await request(site.base, '/api/stats', { headers: { Authorization: `Bearer ${token}` } }))
      .body,
  ) as Row;
  const planFile = join(dir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan(facts, token, stats)));
  const load = startLoad(site.base, CLIENTS, SECONDS * 1000, planFile);
  let ended = false;
  const result = load.result.finally(() => (ended = true));
  const health = await probeHealth(site.base, () => ended);
  const figures = percentiles(health.filter((h): h is number => typeof h === 'number'));
  print(await result, health, figures);
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
