/**
 * `npm run bench:events`: what selling seats costs (issue 40). The event's page (seats
 * left, its offer, the registration form) and the registration call, each beside the home
 * page in the same run, in alternated rounds whose medians are printed, on a fresh demo
 * site served by the compiled server as `npm start` runs it.
 *
 *   npm run bench:events                      # SQLite
 *   DATABASE_URL=postgres://... npm run bench:events
 *
 * Registrations are sent as many visitors send them: each its own client address (the
 * server trusts the loopback proxy here) and email, so the per-visitor limits, which
 * would answer 429, stay out of the figures. Each one takes a seat of a bench event with
 * room for all of them, by the same conditional UPDATE a sold-out race meets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Figures, measure, median } from './bench-measure.ts';
import { root, signIn, startServer } from './bench-server.ts';
import { buildIfStale } from './production-build.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 3;
const ADMIN = { ADMIN_USERNAME: 'bench-events', ADMIN_PASSWORD: 'bench-events-password' };
const DAY_MS = 86_400_000;

/** A free event with a seat for every registration the bench sends. */
async function benchEvent(base: string, token: string): Promise<number> {
  const events = (await (await fetch(`${base}/api/events?limit=1`)).json()) as object[];
  const res = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ...events[0],
      id: undefined,
      name: 'Bench Open Day',
      seats: 1_000_000,
      price: 0,
      starts_at: new Date(Date.now() + 60 * DAY_MS).toISOString(),
      ends_at: new Date(Date.now() + 60 * DAY_MS + 3_600_000).toISOString(),
      registration_closes_at: null,
    }),
  });
  if (res.status !== 201) throw new Error(`event not made: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

if (buildIfStale(root) !== 0) process.exit(1);
const dir = mkdtempSync(join(tmpdir(), 'coach-bench-events-'));
const server = await startServer(process.env.DATABASE_URL ?? `sqlite:${join(dir, 'site.db')}`, {
  ...ADMIN,
  TRUST_PROXY: 'loopback',
});
const { base } = server;
const load = { requests: REQUESTS, concurrency: CONCURRENCY };

try {
  const token = await signIn(base, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  const selling = (
    (await (await fetch(`${base}/api/events?limit=50`)).json()) as {
      id: number;
      seats: number | null;
      price: number | null;
    }[]
  ).find((e) => e.seats != null && Number(e.price) > 0);
  if (!selling) throw new Error('no demo event sells seats: run on an empty database');
  const open = await benchEvent(base, token);

  let sent = 0;
  const registration = () => {
    sent += 1;
    return {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Its own visitor: a private-range address per request, through the trusted proxy.
        'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      },
      body: JSON.stringify({
        name: `Visitor ${sent}`,
        phone: '09 400 500 600',
        email: `visitor-${sent}@bench.example.com`,
        seats: 1,
        language: 'en',
      }),
    };
  };

  const paths: [string, () => Promise<Figures>][] = [
    ['GET / (home)', () => measure(`${base}/`, load)],
    ['GET /events/{id} (paid, seats left)', () => measure(`${base}/events/${selling.id}`, load)],
    ['GET /events/{id} (free, open)', () => measure(`${base}/events/${open}`, load)],
    [
      'POST /api/events/{id}/registrations',
      () => measure(`${base}/api/events/${open}/registrations`, load, registration),
    ],
  ];
  const rounds = new Map<string, Figures[]>(paths.map(([name]) => [name, []]));
  // Alternated rounds, so a busy moment of the shared machine falls on every path alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of paths) rounds.get(name)!.push(await run());
  }

  const db = (process.env.DATABASE_URL ?? 'sqlite').split(':')[0];
  console.log(`\n${db}, ${CONCURRENCY} concurrent, ${REQUESTS} requests per round\n`);
  console.log(
    'path'.padEnd(40),
    'req/s'.padStart(8),
    '× home'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'failed'.padStart(7),
  );
  const home = median(rounds.get('GET / (home)')!.map((f) => f.rps));
  for (const [name, figures] of rounds) {
    const rps = median(figures.map((f) => f.rps));
    console.log(
      name.padEnd(40),
      rps.toFixed(0).padStart(8),
      (rps / home).toFixed(2).padStart(8),
      median(figures.map((f) => f.p50))
        .toFixed(1)
        .padStart(8),
      median(figures.map((f) => f.p99))
        .toFixed(1)
        .padStart(8),
      String(figures.reduce((sum, f) => sum + f.failures, 0)).padStart(7),
    );
  }
  console.log(`(medians of ${ROUNDS} alternated rounds; ${sent} registrations taken)`);
  const taken = (await (await fetch(`${base}/api/events/${open}`)).json()) as {
    seats_taken: number;
  };
  console.log(`seats taken of the bench event: ${taken.seats_taken} (every registration once)`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
