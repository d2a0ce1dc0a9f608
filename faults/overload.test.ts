import { describe, expect, it } from 'vitest';
import { dialects } from './harness/databases.ts';
import { percentiles, report } from './harness/figures.ts';
import { type Answer, errorCode, request } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startLoad } from './harness/load-runner.ts';
import { startServer } from './harness/server.ts';
import { show, sleep } from './harness/traffic.ts';

/**
 * More visitors than one process can serve: it must shed the excess at once (503 with
 * Retry-After) rather than queue it for seconds, and its health check must keep
 * answering 200, or a load balancer would take every busy instance out at once.
 * Durations are printed, not asserted: the machine is shared and its timing noisy.
 */
const newDatabase = cleanUpAfterEach();
const CLIENTS = 200;
const LOAD_MS = 10_000;
const HEALTH_EVERY_MS = 200;

describe.each(dialects)('%s', (dialect) => {
  it(`${CLIENTS} clients at once: excess shed with 503 + Retry-After, health 200 throughout`, async () => {
    const database = await newDatabase(dialect);
    const server = await startServer({ name: 'overload', databaseUrl: database.url(), demo: true });
    await server.waitHealthy(90_000);

    const load = startLoad(server.base, CLIENTS, LOAD_MS);
    let loadEnded = false;
    void load.result.finally(() => (loadEnded = true)).catch(() => undefined);

    // A load balancer's probe: a new connection every 200 ms, not waiting for the last.
    const probes: Promise<Answer | string>[] = [];
    for (let i = 0; i < (LOAD_MS + 40_000) / HEALTH_EVERY_MS && !loadEnded; i++) {
      probes.push(request(server.base, '/api/health', { timeoutMs: 20_000 }).catch(errorCode));
      await sleep(HEALTH_EVERY_MS);
    }
    const health = await Promise.all(probes);
    const result = await load.result;

    expect(server.exit, server.logTail()).toBeUndefined();
    const failed = health.filter((h) => typeof h === 'string' || h.status !== 200);
    expect(
      failed.map((h) => (typeof h === 'string' ? h : show(h))),
      'health answers other than 200',
    ).toEqual([]);
    expect(result.errors, 'load requests that got no answer').toEqual({});
    expect(result.unexpected, 'load answers neither normal nor 503 + Retry-After').toEqual([]);

    const latencies = percentiles(health.map((h) => (h as Answer).ms));
    report(`${dialect} overload (${CLIENTS} clients, ${LOAD_MS / 1000} s)`, {
      health: latencies,
      requests: result.requests,
      byStatus: result.byStatus,
      shed: result.byStatus['503+retry'] ?? 0,
      servedMs: result.servedMs,
      shedMs: result.shedMs,
    });
  });
});

/**
 * A process paused from outside for a moment (its machine crowded, its virtual machine's
 * host busy) wakes to the requests that came meanwhile. Its event loop was never late
 * with work of its own, so it serves them: the event-loop sampler, which took no sample
 * in the pause, must not be read as an overloaded loop. Pages rendered for each request
 * (the sign-in screens) are asked for, not the kept ones a burst is served from.
 */
describe('a process paused for a moment', () => {
  const PAUSE_MS = 1_200;
  const ROUNDS = 8;
  const PATHS = ['/login', '/register', '/reset-password', '/admin'];

  it(`serves what waited out a ${PAUSE_MS} ms pause, ${ROUNDS} times over`, async () => {
    const database = await newDatabase('sqlite');
    const server = await startServer({ name: 'paused', databaseUrl: database.url(), demo: true });
    await server.waitHealthy(90_000);
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The sampler's interval (500 ms) passes between rounds, as between two pauses, and
      // each pause begins a little later in that interval than the last: one that begins
      // just after a reading leaves a single late sample as the whole interval's mean.
      await sleep(1_000 + round * 60);
      process.kill(server.pid, 'SIGSTOP');
      await sleep(PAUSE_MS);
      const answers = PATHS.map((path) => request(server.base, path));
      await sleep(50); // the requests are on their way before the process wakes
      process.kill(server.pid, 'SIGCONT');
      statuses.push(...(await Promise.all(answers)).map((answer) => answer.status));
    }
    expect(server.exit, server.logTail()).toBeUndefined();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
