import { describe, expect, inject, it } from 'vitest';
import { type TestDatabase, contentRows, dialects } from './harness/databases.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startServer } from './harness/server.ts';
import { report } from './harness/figures.ts';

/**
 * The first start of a site adds the demo content in one transaction. A start killed
 * halfway (kill -9: an impatient operator, the OOM killer, a deploy that gave up) must
 * leave no half of it: the next start adds all of it, exactly once.
 */
const newDatabase = cleanUpAfterEach();

/**
 * Nothing of the demo, or all of it: never part. `site_meta` is left out of both: besides
 * the demo's own row it holds bookkeeping a running site writes at and after its start
 * (the search index's version before the demo, the health probe's last write and the spam
 * trap's key after it), which a process killed early or just after the demo's commit did or
 * did not get to write. The demo's row is there or not with the rest.
 */
async function expectNoneOrAll(database: TestDatabase, reference: Record<string, number>) {
  const counts = await database.counts();
  const none = contentRows(counts) === 0;
  const { site_meta: metaRows = 0, ...demo } = counts;
  const { site_meta: _referenceMeta, ...referenceDemo } = reference;
  const all = metaRows >= 1 && JSON.stringify(demo) === JSON.stringify(referenceDemo);
  expect(none || all, `half a demo: ${JSON.stringify(counts)}`).toBe(true);
  return none ? 'none' : 'all';
}

describe.each(dialects)('%s', (dialect) => {
  it('kill -9 while the demo content is being added, three times, then a normal start: all of it, once', async () => {
    const reference = inject('referenceCounts')[dialect]!;
    const database = await newDatabase(dialect);
    const start = (name: string) => startServer({ name, databaseUrl: database.url(), demo: true });

    // The first start says when the site settings are in; the demo comes next. Later
    // starts find the settings there and say nothing, so they are killed by the clock,
    // at that same moment plus 50 or 200 ms (mid-demo: with its pictures shipped, adding
    // it takes a few hundred ms here; a kill that lands after it finds all of it).
    const first = await start('killed-1');
    const settingsAt = (await first.waitForLog(/^site settings added/)).at;
    await first.crash();
    const afterKills = [await expectNoneOrAll(database, reference)];

    const killedAt = [settingsAt];
    for (const [n, delay] of [
      [2, 50],
      [3, 200],
    ] as const) {
      const server = await start(`killed-${n}`);
      await new Promise((resolve) => setTimeout(resolve, settingsAt + delay));
      await server.crash();
      killedAt.push(Date.now() - server.startedAt);
      afterKills.push(await expectNoneOrAll(database, reference));
    }

    const last = await start('normal');
    await last.waitHealthy(90_000);
    expect(await database.counts()).toEqual(reference);
    const said = last.logs.find((l) => /^demo content (not )?added/.test(l.msg ?? ''));
    expect(said?.level, last.logTail()).toBe(30);
    expect(said?.msg, last.logTail()).toMatch(
      afterKills.includes('all') ? /^demo content not added: / : /^demo content added /,
    );

    report(`${dialect} demo content, kill -9 mid-way`, {
      killedAtMsAfterSpawn: killedAt,
      demoAfterEachKill: afterKills,
      finalStart: said?.msg?.slice(0, 60),
    });
  });
});
