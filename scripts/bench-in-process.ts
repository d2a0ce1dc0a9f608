/**
 * What the in-process benchmarks (bench:history, bench:slots) share: a server on a fresh
 * database of either kind, with every background task off so that only the measured work
 * runs, and the median of timed calls.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ServerOptions,
  buildServer,
  connect,
  createSchema,
  dropSchema,
  migrate,
} from '@coach/api';
import { median } from './bench-scale-measure.ts';

export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A server on a new SQLite file or a new PostgreSQL schema; `close` removes it all. */
export async function benchServer(
  kind: 'sqlite' | 'postgres',
  name: string,
  options: Partial<ServerOptions> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  if (kind === 'postgres') await createSchema(POSTGRES_URL, schema);
  const database =
    kind === 'postgres'
      ? connect(POSTGRES_URL, { schema, poolSize: 4 })
      : connect(`sqlite:${join(dir, 'site.db')}`);
  await migrate(database);
  const { app, services } = await buildServer({
    database,
    overload: false,
    rateLimits: { login: 1000, publicWrites: 1000, signedInWrites: 1000 },
    fileSweep: false,
    auditPrune: false,
    trashEmptying: false,
    holdRelease: false,
    publishingCheck: false,
    reminders: false,
    ...options,
  });
  return {
    app,
    services,
    database,
    async close() {
      await app.close();
      await database.close();
      if (kind === 'postgres') await dropSchema(POSTGRES_URL, schema);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Milliseconds `work` takes, as a median of `runs` calls (the index passed to each),
 * after one call not counted (statement caches, route modules).
 */
export async function timed(runs: number, work: (i: number) => Promise<unknown>): Promise<number> {
  await work(runs);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  return median(times);
}
