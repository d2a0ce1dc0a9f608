import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer } from './harness.ts';

/**
 * The overload guard gives each request a place to be served in (docs/decisions/0007),
 * but an answer already kept (a visitor's list, a page) costs next to nothing: it takes
 * a place of its own kind, not a render's, so a server busy rendering still answers it.
 */
describe.each(databases)('overload guard and kept answers on %s', (kind) => {
  let server: TestServer;
  let release: () => void = () => {};
  let entered: Promise<void>;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      admin: false,
      // One place, four may wait; the event-loop backstop out of the way of a busy test run.
      overload: { maxInFlight: 1, maxEventLoopDelayMs: 60_000 },
    });
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => {};
    entered = new Promise<void>((resolve) => (holding = resolve));
    // A request that keeps the one place until the test lets it go.
    server.app.get('/api/test-hold', async () => {
      holding();
      await held;
      return { held: true };
    });
  });
  afterAll(async () => {
    release();
    await server.close();
  });

  it('answers a kept list while every render place is taken; a list to make waits for one', async () => {
    expect((await server.call('GET', '/api/events?limit=2')).statusCode).toBe(200);
    const hold = server.call('GET', '/api/test-hold');
    await entered;

    const kept = await server.call('GET', '/api/events?limit=2');
    expect(kept.statusCode).toBe(200);

    let made = false;
    const toMake = server.call('GET', '/api/events?limit=3').then((answer) => {
      made = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(made, 'a list not kept yet was served without a place').toBe(false);
    release();
    expect((await toMake).statusCode).toBe(200);
    expect((await hold).statusCode).toBe(200);
  });
});
