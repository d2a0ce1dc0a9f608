import { describe, expect, it } from 'vitest';
import { type TestDatabase, dialects } from './harness/databases.ts';
import { type Answer, requestServed } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { type Server, startServer } from './harness/server.ts';
import { countBy, report } from './harness/figures.ts';
import { show } from './harness/traffic.ts';

/**
 * A fresh install with no ADMIN_* account: /api/register is open until the first account
 * exists. Many first registrations at once (a script retried, two people at the same
 * moment, two instances behind a load balancer) must still make exactly one account.
 */
const newDatabase = cleanUpAfterEach();

/**
 * 10 tries of one username and 10 of different ones, all at once, spread over the servers.
 * A try the overload guard sheds (503 + Retry-After: the server is busy hashing the others'
 * passwords, and a just-started server may read a late event loop) reached no handler, so it
 * is asked again as a script would; the race is between the tries that were heard.
 */
async function registerAtOnce(servers: Server[], calls: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: calls }, (_, i) => {
      const username = i % 2 === 0 ? 'owner' : `owner-${i}`;
      return requestServed(servers[i % servers.length]!.base, '/api/register', {
        method: 'POST',
        json: { username, email: `${username}-${i}@example.com`, password: 'first-password-1' },
        timeoutMs: 30_000,
      });
    }),
  );
}

async function expectOneAccount(database: TestDatabase, answers: Answer[], caseName: string) {
  const statuses = countBy(answers.map((a) => a.status));
  const detail = answers.map(show).join('\n');
  expect(
    answers.filter((a) => a.status === 201),
    detail,
  ).toHaveLength(1);
  for (const answer of answers.filter((a) => a.status !== 201)) {
    expect([403, 409], show(answer)).toContain(answer.status);
  }
  const rows = await database.select<{ username: string }>('select username from account');
  expect(rows).toHaveLength(1);
  report(caseName, { answers: statuses, account: rows[0]?.username });
}

describe.each(dialects)('%s', (dialect) => {
  it('one instance: 20 registrations at once make exactly one account', async () => {
    const database = await newDatabase(dialect);
    const server = await startServer({ name: 'register', databaseUrl: database.url() });
    await server.waitHealthy();
    const answers = await registerAtOnce([server], 20);
    await expectOneAccount(database, answers, `${dialect} first account, one instance`);
  });

  it('two instances on one database: 10 registrations to each make exactly one account', async () => {
    const database = await newDatabase(dialect);
    const servers = await Promise.all(
      [1, 2].map((n) => startServer({ name: `register-${n}`, databaseUrl: database.url() })),
    );
    await Promise.all(servers.map((server) => server.waitHealthy()));
    const answers = await registerAtOnce(servers, 20);
    await expectOneAccount(database, answers, `${dialect} first account, two instances`);
  });
});
