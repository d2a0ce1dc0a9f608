import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server.ts';
import { freshDatabase } from './harness.ts';

/**
 * The overload guard's event-loop backstop (docs/decisions/0007) reads how late the loop
 * ran in its last half-second sample. A process starting up holds its loop for long
 * stretches of its own (loading the pages' code, migrating), and on a slow or crowded
 * machine they reach the limit: the sample then read just after start would turn away
 * the first visitors of a process that is not serving anyone yet. Only lateness after the
 * server is ready counts; lateness then still sheds.
 */
const LIMIT_MS = 200;

/** The loop held in stretches of `stretchMs` for `forMs`, as a busy start holds it. */
async function holdTheLoop(forMs: number, stretchMs = 300) {
  const until = Date.now() + forMs;
  while (Date.now() < until) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, stretchMs);
    // A turn of the loop between stretches: the sampler's timers run, as they would.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the event-loop backstop and a slow start', () => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase('sqlite');
    cleanup = fresh.cleanup;
    ({ app } = await buildServer({
      database: fresh.database,
      maxUploadMb: 10,
      rateLimits: { login: 1000, publicWrites: 1000, signedInWrites: 1000 },
      overload: { maxInFlight: 8, maxEventLoopDelayMs: LIMIT_MS },
    }));
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  it('serves the first request after a start that held the loop', async () => {
    await holdTheLoop(1_500);
    await app.ready();
    const first = await app.inject({ method: 'GET', url: '/api/events' });
    expect(first.statusCode, first.body).toBe(200);
  });

  it('still sheds while the loop runs late once the server is serving', async () => {
    // Past the start's grace (two samples), then late again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await holdTheLoop(1_500);
    const late = await app.inject({ method: 'GET', url: '/api/events' });
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('2');
  });
});
