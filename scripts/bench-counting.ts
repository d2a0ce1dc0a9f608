/**
 * Page views counted on the server (issue 43): the same pages from the site counting its
 * visits and from a second server on the same database with ANALYTICS=off, in the same
 * run. Each request is a phone arriving from Facebook, a new visitor each time (its own
 * browser string), so every one is counted and keyed. The goal: counting on at least
 * 0.95× the requests a second of counting off.
 */
import { type Figures, measure, median } from './bench-measure.ts';
import { signIn, startServer } from './bench-server.ts';

const GOAL = 0.95;
const ROUNDS = 3;

/** A phone's browser, a little different per request: a new visitor each time, not a robot. */
const visitorHeaders = (n: number) => ({
  'accept-encoding': 'br',
  accept: 'text/html',
  referer: 'https://m.facebook.com/',
  'user-agent': `Mozilla/5.0 (Linux; Android 13; SM-A${100 + (n % 900)}F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${n} Mobile Safari/537.36`,
});

/** The page views the site has counted today and before (its admin's figures). */
async function pageviews(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/analytics?days=7`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { pageviews: number }).pageviews;
}

/**
 * Measures `paths` on two servers started for it on the site's database, one counting
 * and one with ANALYTICS=off, in alternated rounds (each first in every other round);
 * prints both, their ratio, and the views counted. Both are new, so neither carries the
 * rest of the benchmark's warm caches or garbage.
 */
export async function benchVisitCounting(
  databaseUrl: string,
  admin: { username: string; password: string },
  paths: string[],
  requests: number,
  concurrency: number,
) {
  const env = {
    DEMO_CONTENT: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  };
  const on = await startServer(databaseUrl, { ...env, ANALYTICS: 'on' });
  const off = await startServer(databaseUrl, { ...env, ANALYTICS: 'off' });
  const rows: [string, number, number, number, number][] = [];
  const token = await signIn(on.base, admin.username, admin.password);
  const countedBefore = await pageviews(on.base, token);
  let sent = 0;
  try {
    for (const path of paths) {
      // Warmed alike: a first render is not counted against either.
      for (const base of [on.base, off.base]) {
        await fetch(`${base}${path}`, { headers: visitorHeaders(0) }).then((r) => r.arrayBuffer());
      }
      sent += 1;
      const ons: Figures[] = [];
      const offs: Figures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const run = async (base: string) => {
          const first = sent;
          sent += requests;
          return measure(`${base}${path}`, { requests, concurrency }, (n) => ({
            headers: visitorHeaders(first + n),
          }));
        };
        if (round % 2 === 0) {
          ons.push(await run(on.base));
          offs.push(await run(off.base));
        } else {
          offs.push(await run(off.base));
          ons.push(await run(on.base));
        }
      }
      const failures = [...ons, ...offs].reduce((sum, r) => sum + r.failures, 0);
      rows.push([
        path,
        median(ons.map((r) => r.rps)),
        median(offs.map((r) => r.rps)),
        median(ons.map((r, i) => r.rps / offs[i]!.rps)),
        failures,
      ]);
    }
  } finally {
    await off.stop();
  }
  // Views sent to the server that counts: half of all, plus its warm-up requests.
  const sentCounting = (sent - paths.length) / 2 + paths.length;
  const counted = (await pageviews(on.base, token)) - countedBefore;
  await on.stop();
  console.log('\nvisits counted on the server: counting on beside ANALYTICS=off, same database\n');
  console.log(
    'path'.padEnd(14),
    'on req/s'.padStart(10),
    'off req/s'.padStart(10),
    'ratio'.padStart(7),
    'failed'.padStart(7),
  );
  for (const [path, onRps, offRps, ratio, failures] of rows) {
    console.log(
      path.padEnd(14),
      onRps.toFixed(0).padStart(10),
      offRps.toFixed(0).padStart(10),
      ratio.toFixed(2).padStart(7),
      String(failures).padStart(7),
    );
  }
  console.log(
    `(medians of ${ROUNDS} alternated rounds; ${counted} of the ${sentCounting} views sent to the counting server counted)`,
  );
  console.log(`\ngoal: counting on >= ${GOAL}× the req/s of counting off`);
  for (const [path, , , ratio] of rows) {
    console.log(`  ${ratio >= GOAL ? 'met ' : 'MISS'}  ${path} ${ratio.toFixed(2)}×`);
  }
}
