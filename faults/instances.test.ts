import { describe, expect, inject, it } from 'vitest';
import { dialects } from './harness/databases.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startServer } from './harness/server.ts';
import { report } from './harness/figures.ts';

/**
 * Three instances started at the same moment on one empty database (containers brought
 * up together, a rolling deploy on a fresh install): migrations, the ADMIN_* account
 * and the demo content must each happen exactly once, and all three must serve.
 */
const newDatabase = cleanUpAfterEach();
const ADMIN = { username: 'operator', password: 'fault-suite-password' };

describe.each(dialects)('%s', (dialect) => {
  it('three instances starting together: all healthy, one account, the demo content once', async () => {
    const database = await newDatabase(dialect);
    const servers = await Promise.all(
      [1, 2, 3].map((n) =>
        startServer({
          name: `instance-${n}`,
          databaseUrl: database.url(),
          demo: true,
          admin: ADMIN,
        }),
      ),
    );
    const healthyAfterMs = await Promise.all(servers.map((server) => server.waitHealthy(90_000)));

    const accounts = await database.select<{ username: string }>('select username from account');
    expect(accounts).toEqual([{ username: ADMIN.username }]);
    // The reference start made no ADMIN_* account: here the audit log also holds its making.
    const reference = inject('referenceCounts')[dialect]!;
    expect(await database.counts()).toEqual({
      ...reference,
      audit_entry: (reference.audit_entry ?? 0) + 1,
    });
    const audit = await database.select<{ action: string }>(
      'select action from audit_entry order by id',
    );
    expect(audit.map((entry) => entry.action).sort()).toEqual(['demo_content', 'register']);

    // Each says at info level what it did: one added the demo, the others say why not.
    const said = servers.map(
      (server) =>
        server.logs.find((l) => l.level === 30 && /^demo content (not )?added/.test(l.msg ?? ''))
          ?.msg,
    );
    const logs = servers.map((s) => s.logTail()).join('\n');
    expect(
      said.filter((m) => m?.startsWith('demo content added')),
      logs,
    ).toHaveLength(1);
    expect(
      said.filter((m) => m?.startsWith('demo content not added: ')),
      logs,
    ).toHaveLength(2);
    const created = servers.filter((s) =>
      s.logs.some((l) => /^admin account .* created/.test(l.msg ?? '')),
    );
    expect(created, logs).toHaveLength(1);

    report(`${dialect} three instances starting together`, {
      healthyAfterMs,
      demo: said.map((m) => m?.replace(/:.*/s, ':…')),
    });
  });
});
