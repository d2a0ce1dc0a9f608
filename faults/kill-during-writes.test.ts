import { describe, expect, it } from 'vitest';
import { dialects } from './harness/databases.ts';
import { errorCode, json } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startServer } from './harness/server.ts';
import { countBy, report } from './harness/figures.ts';
import { postAppointment, sleep } from './harness/traffic.ts';

/**
 * kill -9 while visitors are sending appointment requests: a request the server answered
 * 201 was promised to the visitor, so after a restart on the same database every
 * acknowledged id must be there, and a SQLite file must be intact.
 */
const newDatabase = cleanUpAfterEach();
const CLIENTS = 4;
const LOOP_MS = 2_000;
const KILL_AFTER_MS = 1_000;

describe.each(dialects)('%s', (dialect) => {
  it('kill -9 during a loop of writes: every acknowledged appointment survives the restart', async () => {
    const database = await newDatabase(dialect);
    const server = await startServer({ name: 'writes', databaseUrl: database.url() });
    await server.waitHealthy();

    const acknowledged: number[] = [];
    const otherAnswers: number[] = [];
    const failures: string[] = [];
    const t0 = Date.now();
    const clients = Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < 1_000 && Date.now() - t0 < LOOP_MS; i++) {
        try {
          const answer = await postAppointment(server.base, 5_000);
          if (answer.status === 201) acknowledged.push(json<{ id: number }>(answer).id);
          else otherAnswers.push(answer.status);
        } catch (error) {
          // Expected once the server is gone: the refusals of a dead process.
          failures.push(errorCode(error));
          await sleep(50);
        }
      }
    });
    await sleep(KILL_AFTER_MS);
    const acknowledgedBeforeKill = acknowledged.length;
    await server.crash();
    await Promise.all(clients);
    expect(acknowledgedBeforeKill, 'no write was acknowledged before the kill').toBeGreaterThan(0);
    expect(countBy(otherAnswers), 'answers other than 201 while serving').toEqual({});

    const again = await startServer({ name: 'writes-restarted', databaseUrl: database.url() });
    await again.waitHealthy();
    const stored = new Set(
      (await database.select<{ id: number }>('select id from appointment')).map((r) => r.id),
    );
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost, 'acknowledged (201) but not stored').toEqual([]);
    if (dialect === 'sqlite') {
      const [check] = await database.select<{ integrity_check: string }>('pragma integrity_check');
      expect(check?.integrity_check).toBe('ok');
    }

    report(`${dialect} kill -9 during writes`, {
      acknowledged: acknowledged.length,
      stored: stored.size,
      // Committed, but the answer died with the process: the visitor saw an error.
      storedNotAcknowledged: stored.size - acknowledged.length,
      otherAnswers: countBy(otherAnswers),
      afterKill: countBy(failures),
    });
  });
});
