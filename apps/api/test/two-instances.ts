import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, connect, createSchema, dropSchema } from '../src/db/connect.ts';
import { afterAll, beforeAll } from 'vitest';
import { type ServerOptions, buildServer } from '../src/server.ts';
import { standIn } from './stand-in.ts';

export type InstanceServer = Awaited<ReturnType<typeof buildServer>>;

export interface TwoInstances {
  a: InstanceServer;
  b: InstanceServer;
  close(): Promise<void>;
}

/**
 * Two app instances on one fresh database of the kind, built at the same moment as
 * behind a load balancer: both migrate at once, one applies the migrations and the other
 * waits and finds them done. Each has its own connection (its own pool on PostgreSQL).
 * `kind` is one of the harness's `databases` ('sqlite', or 'postgres' with TEST_POSTGRES_URL);
 * `options`: what both are built with besides (a clock, email settings).
 */
export async function startTwoInstances(
  kind: string,
  options: Omit<Partial<ServerOptions>, 'database'> = {},
): Promise<TwoInstances> {
  let connections: Database[];
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const url = process.env.TEST_POSTGRES_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await createSchema(url, schema);
    connections = [connect(url, { schema, poolSize: 4 }), connect(url, { schema, poolSize: 4 })];
    cleanup = () => dropSchema(url, schema);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'coach-two-'));
    const url = `sqlite:${join(dir, 'site.db')}`;
    connections = [connect(url), connect(url)];
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const [a, b] = await Promise.all(
    connections.map((database) => buildServer({ overload: false, ...options, database })),
  );
  return {
    a: a!,
    b: b!,
    async close() {
      await Promise.all([a?.app.close(), b?.app.close()]);
      await Promise.all(connections.map((c) => c.close()));
      await cleanup();
    },
  };
}

/**
 * Two instances (as `startTwoInstances` makes them) for the describe block that calls
 * it: started before its tests, closed after them, each answered as a stand-in its tests
 * and later hooks use.
 */
export function useTwoInstances(
  kind: string,
  options: Omit<Partial<ServerOptions>, 'database'> = {},
): Pick<TwoInstances, 'a' | 'b'> {
  let instances: TwoInstances | undefined;
  beforeAll(async () => {
    instances = await startTwoInstances(kind, options);
  });
  afterAll(() => instances?.close());
  return {
    a: standIn(() => instances?.a, 'instance a'),
    b: standIn(() => instances?.b, 'instance b'),
  };
}
