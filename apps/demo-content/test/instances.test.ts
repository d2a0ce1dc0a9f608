import { databases, useTwoInstances } from '@coach/api/testing';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/index.ts';

/**
 * Two app instances on one empty database, started at the same moment, as behind a load
 * balancer: the demo content is added by exactly one of them.
 */
describe.each(databases)('two instances sharing one %s database', (kind) => {
  const { a, b } = useTwoInstances(kind);

  it('seeds the demo content once when both start on an empty database', async () => {
    // Seeding holds SQLite's write lock; a second connection in this same process would
    // wait for it by blocking the very thread the first one needs. Separate processes on
    // one file seeding at once are started for real in the fault suite (faults/).
    const seeded =
      kind === 'sqlite'
        ? [await seedDemoContent(a.services), await seedDemoContent(b.services)]
        : await Promise.all([seedDemoContent(a.services), seedDemoContent(b.services)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const fromA = (await a.app.inject({ url: '/api/events' })).json();
    const fromB = (await b.app.inject({ url: '/api/events' })).json();
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB).toEqual(fromA);
  });
});
