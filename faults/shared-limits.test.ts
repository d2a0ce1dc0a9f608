import { describe, expect, it } from 'vitest';
import { appointmentBody } from '../apps/api/test/payloads.ts';
import { DEFAULT_RATE_LIMITS } from '../apps/api/src/routes/limits.ts';
import { dialects } from './harness/databases.ts';
import { request } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startServer } from './harness/server.ts';
import { report } from './harness/figures.ts';

/**
 * Two instances behind one load balancer, on one database: the per-address limits on
 * sign-in and on the public forms are counted in the database, so an attacker whose
 * requests are spread over both instances gets the allowance of one, not of two.
 */
const newDatabase = cleanUpAfterEach();

/** Sends `count` requests from one address, alternating between the instances. */
async function alternate(
  bases: string[],
  count: number,
  send: (base: string) => Promise<number>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await send(bases[i % bases.length]!));
  return statuses;
}

describe.each(dialects)('%s', (dialect) => {
  it('two instances on one database share the sign-in and public-form limits', async () => {
    const database = await newDatabase(dialect);
    const servers = await Promise.all(
      ['limit-a', 'limit-b'].map((name) => startServer({ name, databaseUrl: database.url() })),
    );
    await Promise.all(servers.map((server) => server.waitHealthy(90_000)));
    const bases = servers.map((server) => server.base);

    const attacker = { 'X-Forwarded-For': '203.0.113.7' };
    const { login, publicWrites } = DEFAULT_RATE_LIMITS;
    const signIns = await alternate(bases, login + 2, async (base) => {
      const answer = await request(base, '/api/token', {
        method: 'POST',
        json: { username: 'nobody', password: 'wrong-password' },
        headers: attacker,
      });
      return answer.status;
    });
    // Each instance alone saw (login + 2) / 2 attempts, under its limit.
    expect(signIns.slice(0, login)).toEqual(Array(login).fill(401));
    expect(signIns.slice(login)).toEqual([429, 429]);

    const forms = await alternate(bases, publicWrites + 1, async (base) => {
      const answer = await request(base, '/api/appointment', {
        method: 'POST',
        json: appointmentBody(),
        headers: attacker,
      });
      return answer.status;
    });
    expect(forms.slice(0, publicWrites)).toEqual(Array(publicWrites).fill(201));
    expect(forms.at(-1)).toBe(429);

    // Another address is counted on its own (at another name: each name is counted too).
    const other = await request(bases[1]!, '/api/token', {
      method: 'POST',
      json: { username: 'somebody-else', password: 'wrong-password' },
      headers: { 'X-Forwarded-For': '203.0.113.8' },
    });
    expect(other.status).toBe(401);

    report(`${dialect} limits shared by two instances`, {
      signIns: signIns.join(' '),
      lastForm: forms.at(-1),
    });
  });
});
