import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { expectProblem } from './helpers.ts';

/**
 * Bodies no client sends: nested thousands of levels deep, or larger than the limit. Each
 * is refused with a problem that says why, never a 500 (a deep body used to overflow the
 * stack of the NUL-character check).
 */

/** `{"a":{"a":…{"a":"leaf"}…}}`, `levels` objects deep, as text. */
const nested = (levels: number, leaf = '"leaf"') =>
  `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

describe.each(databases)('request limits on %s', (kind) => {
  const server = useTestServer(kind);

  const post = (url: string, payload: string, token?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
    });

  it.each([5_000, 100_000])('a body %i objects deep is a 400 that says why', async (levels) => {
    const res = await post('/api/appointment', nested(levels));
    expectProblem(res, 400, /nested too deeply.*32/);
  });

  it('arrays count as levels too', async () => {
    const res = await post('/api/appointment', `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    expectProblem(res, 400, /nested too deeply/);
  });

  it('32 levels are read as usual (the fields are then checked)', async () => {
    const res = await post('/api/appointment', nested(31));
    expect(res.statusCode).toBe(422);
  });

  it('a NUL character deep inside a body is still found', async () => {
    const res = await post('/api/appointment', nested(30, '"a\\u0000b"'));
    expectProblem(res, 400, /NUL character/);
  });

  it('a body over the size limit is a 413 problem', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(3 * 1024 * 1024) });
    const res = await post('/api/appointment', big);
    expectProblem(res, 413, /too large/i);
  });

  it('a form body over its limit is a 413 problem', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: `username=${'x'.repeat(100 * 1024)}&password=y`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(res, 413, /too large/i);
  });
});
