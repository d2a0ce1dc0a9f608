/**
 * Page views counted on the server (issue 43): the same pages from the site counting its
 * visits and from a second server on the same database with ANALYTICS=off, in the same
 * run. The goal, counting on at least 0.95× the requests a second of counting off, is
 * judged for a crowd: phones arriving from a Facebook post, each reading three pages, as
 * many in the bench as visit a busy site in a day. The worst case, every view from a
 * visitor and browser never seen before, is measured beside it.
 *
 * Each run sends one server a few seconds of requests, in which views are written in
 * batches between requests as in operation, and ends when the owner's figures have been
 * read from it, which writes the views still waiting: the counting server pays for every
 * view it was sent, and none of its writing runs into the other server's time. Each
 * round is a new pair of servers, one run each, on first in every other round: a machine
 * slowing or speeding up over the bench meets both alike, and so does a process's own
 * luck: each process's garbage collector settles on a young generation of its own size,
 * and one was seen collecting three times as long as its twin for the same requests,
 * either way round. Last, the crowd's first path on pairs of servers both counting off:
 * how far two processes of the same code differ here, in the same bench.
 */
import { cpuMs, measure } from './bench-measure.ts';
import type { RunningServer } from './bench-server.ts';
import { signIn, startServer } from './bench-server.ts';

const GOAL = 0.95;
/**
 * Requests each new server is sent before its run, as many as the run: both run warm code
 * (the counting's too). After 500, a new server still took some 450 µs of CPU a request
 * where a warm one takes 250, which thinned counting's share of the cost.
 */
const WARM_UP = 4_000;
/**
 * Requests a run: two batches of views (MOST_PENDING, visit-counter.ts) written during the
 * run, so that the last one, written while the read waits, is a small part of its time.
 */
const RUN_REQUESTS = 4_000;
/**
 * Rounds of a run each on a new pair of servers, the pair's order turned every other
 * round: a process's own luck (below) is met by both settings alike.
 */
const ROUNDS = 6;

/** A server's runs, added up. */
interface Tally {
  ms: number;
  requests: number;
  cpuMs: number;
  failures: number;
  /** Each run's requests a second. */
  rates: number[];
}

interface Row {
  traffic: Traffic;
  path: string;
  on: Tally;
  off: Tally;
  /** Counting on's requests a second ÷ counting off's, over all runs. */
  ratio: number;
  /** The lowest and highest of the run pairs' own ratios: how much the machine wavered. */
  spread: [number, number];
}

/** A phone's browser, a little different per visitor: each one new, none a robot. */
const phoneOf = (visitor: number) =>
  `Mozilla/5.0 (Linux; Android 13; SM-A${100 + (visitor % 900)}F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${visitor} Mobile Safari/537.36`;

/** An address of its own per visitor, as the proxy in front of the site names it. */
const addressOf = (visitor: number) =>
  `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;

/** Whose requests the servers are sent: the request's headers by its number in the run. */
interface Traffic {
  name: string;
  paths: string[];
  /** Judged against the goal, or printed beside it. */
  judged: boolean;
  headers(n: number, base: string): Record<string, string>;
}

/** Views each visitor of the crowd makes: the demo's visitors read one to three pages. */
const PAGES_A_VISITOR = 3;

const trafficOf = (paths: string[]): Traffic[] => [
  {
    // The busy day the issue plans for (a million views a month: some 16,000 visitors a
    // day), in one go: each from a Facebook post, then two pages more within the site.
    name: `a crowd, ${PAGES_A_VISITOR} pages a visitor`,
    paths,
    judged: true,
    headers(n, base) {
      const visitor = Math.floor(n / PAGES_A_VISITOR);
      return {
        'accept-encoding': 'br',
        accept: 'text/html',
        referer: n % PAGES_A_VISITOR === 0 ? 'https://m.facebook.com/' : `${base}/`,
        'user-agent': phoneOf(visitor),
        'x-forwarded-for': addressOf(visitor),
      };
    },
  },
  {
    // Every view a visitor and a browser never seen before: isbot's pattern, the key and a
    // row among the day's visitors each time, on a day that ends with some 40,000 of them.
    name: 'every view a new visitor',
    paths: paths.slice(0, 1),
    judged: false,
    headers: (n) => ({
      'accept-encoding': 'br',
      accept: 'text/html',
      referer: 'https://m.facebook.com/',
      'user-agent': phoneOf(n),
      'x-forwarded-for': addressOf(n),
    }),
  },
];

/**
 * The page views the site has counted over its last `days` days (its admin's figures). The
 * views the bench counts are all of today or yesterday, but a fresh demo site holds four
 * weeks of them: a total over the dashboard's longest span loses none when the site's
 * midnight passes during the bench, where one over a week lost the demo's views of its
 * first day.
 */
async function pageviews(base: string, token: string, days: 7 | 90 = 7): Promise<number> {
  const res = await fetch(`${base}/api/analytics?days=${days}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { pageviews: number }).pageviews;
}

/** Whether a server counts visits (ANALYTICS). */
type Setting = 'on' | 'off';

/**
 * Measures `paths` on pairs of servers started for it on the site's database, one counting
 * and one with ANALYTICS=off, a new pair each round (each first in every other round);
 * then the crowd's first path on pairs both counting off. Prints both, their ratio, and
 * the views counted. All are new, so none carries the rest of the benchmark's warm caches
 * or garbage.
 */
export async function benchVisitCounting(
  databaseUrl: string,
  admin: { username: string; password: string },
  paths: string[],
  concurrency: number,
) {
  const env = {
    DEMO_CONTENT: 'false',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // The bench stands for the proxy in front of the site, naming each visitor's address.
    TRUST_PROXY: 'loopback',
  };
  const start = (analytics: Setting) => startServer(databaseUrl, { ...env, ANALYTICS: analytics });
  /** The views counted so far, read from a counting server started for it. */
  const countedNow = async () => {
    const server = await start('on');
    try {
      return await pageviews(server.base, token, 90);
    } finally {
      await server.stop();
    }
  };
  // One sign-in serves every server: they share the database, sessions and all (and the
  // sign-in's rate limit, which a sign-in per server would run into).
  const first = await start('on');
  const token = await signIn(first.base, admin.username, admin.password).finally(first.stop);
  const countedBefore = await countedNow();
  let sent = 0;
  let sentCounting = 0;

  /** `a` beside `b`, a new pair of servers each round, the runs added up. */
  async function compare(a: Setting, b: Setting, traffic: Traffic, path: string): Promise<Row> {
    const tally = (): Tally => ({ ms: 0, requests: 0, cpuMs: 0, failures: 0, rates: [] });
    const tallies = [tally(), tally()] as const;
    /** A run: requests to one server, then the read of its figures, timed together. */
    const run = async (server: RunningServer, setting: Setting, count: number, sum: Tally) => {
      const from = sent;
      sent += count;
      if (setting === 'on') sentCounting += count;
      const started = performance.now();
      const cpuBefore = cpuMs(server.pid);
      const figures = await measure(
        `${server.base}${path}`,
        { requests: count, concurrency },
        (n) => ({ headers: traffic.headers(from + n, server.base) }),
      );
      await pageviews(server.base, token);
      const ms = performance.now() - started;
      sum.ms += ms;
      sum.requests += count;
      sum.cpuMs += cpuMs(server.pid) - cpuBefore;
      sum.failures += figures.failures;
      sum.rates.push(count / (ms / 1000));
    };
    for (let round = 0; round < ROUNDS; round++) {
      const pair = [
        { server: await start(a), setting: a, sum: tallies[0] },
        { server: await start(b), setting: b, sum: tallies[1] },
      ];
      try {
        // Warmed alike; the warm-up's figures are left out.
        for (const { server, setting } of pair) await run(server, setting, WARM_UP, tally());
        for (const { server, setting, sum } of round % 2 === 0 ? pair : pair.reverse()) {
          await run(server, setting, RUN_REQUESTS, sum);
        }
      } finally {
        await Promise.all(pair.map(({ server }) => server.stop()));
      }
    }
    const [on, off] = tallies;
    const pairs = on.rates.map((rate, i) => rate / off.rates[i]!);
    return {
      traffic,
      path,
      on,
      off,
      ratio: on.requests / on.ms / (off.requests / off.ms),
      spread: [Math.min(...pairs), Math.max(...pairs)],
    };
  }

  const traffics = trafficOf(paths);
  const rows: Row[] = [];
  for (const traffic of traffics)
    for (const path of traffic.paths) rows.push(await compare('on', 'off', traffic, path));
  // Two servers alike: how far two processes of the same code differ on this machine.
  const sameCode = await compare('off', 'off', traffics[0]!, paths[0]!);
  const counted = (await countedNow()) - countedBefore;
  console.log('\nvisits counted on the server: counting on beside ANALYTICS=off, same database\n');
  console.log(
    'traffic, path'.padEnd(36),
    'on req/s'.padStart(10),
    'off req/s'.padStart(10),
    'ratio'.padStart(7),
    'run pairs'.padStart(11),
    'on CPU µs'.padStart(10),
    'off CPU µs'.padStart(11),
    'failed'.padStart(7),
  );
  const perSecond = (t: Tally) => t.requests / (t.ms / 1000);
  const cpuPerRequest = (t: Tally) => (t.cpuMs * 1000) / t.requests;
  const print = (label: string, row: Row) =>
    console.log(
      label.padEnd(36),
      perSecond(row.on).toFixed(0).padStart(10),
      perSecond(row.off).toFixed(0).padStart(10),
      row.ratio.toFixed(2).padStart(7),
      `${row.spread[0].toFixed(2)}–${row.spread[1].toFixed(2)}`.padStart(11),
      cpuPerRequest(row.on).toFixed(0).padStart(10),
      cpuPerRequest(row.off).toFixed(0).padStart(11),
      String(row.on.failures + row.off.failures).padStart(7),
    );
  for (const row of rows) print(`${row.traffic.name}, ${row.path}`, row);
  print(`both counting off, ${sameCode.path}`, sameCode);
  console.log(
    `(${ROUNDS} rounds, each a new pair of servers sent ${RUN_REQUESTS} requests each, their order turned every other round, each run timed until its figures were read, which writes the views waiting; CPU: the server's, per request; ${counted} of the ${sentCounting} views sent to the counting server counted)`,
  );
  console.log(`\ngoal: counting on >= ${GOAL}× the req/s of counting off, for the crowd`);
  for (const { traffic, path, ratio } of rows) {
    const verdict = !traffic.judged ? 'seen' : ratio >= GOAL ? 'met ' : 'MISS';
    console.log(`  ${verdict}  ${traffic.name}, ${path} ${ratio.toFixed(2)}×`);
  }
  console.log(
    `  (pairs of servers both counting off, the crowd's first path, rounds alike: ${sameCode.ratio.toFixed(2)}×)`,
  );
}
