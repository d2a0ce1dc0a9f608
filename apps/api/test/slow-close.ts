import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/connect.ts';

/** Long past what a test server takes to close, well before the hook's time limit. */
const SLOW_MS = 20_000;

/**
 * Closes a test server and then its database, and when a step hangs says which one and
 * what the process still holds open: the hook's time limit alone says only that closing
 * took too long. Once, on a busy CI host, a server on PostgreSQL never finished closing;
 * this is what such a run tells.
 */
export async function closeTestServer(app: FastifyInstance, database?: Database) {
  await watched('the server', () => app.close());
  if (database) await watched(`its ${database.dialect} database`, () => database.close());
}

async function watched(what: string, close: () => Promise<unknown>) {
  const timer = setTimeout(() => {
    const open = count(process.getActiveResourcesInfo());
    console.error(`closing ${what} has taken over ${SLOW_MS / 1000} s; the process holds`, open);
  }, SLOW_MS);
  try {
    await close();
  } finally {
    clearTimeout(timer);
  }
}

/** `['Timeout', 'TCPSocketWrap', 'Timeout']` → `{ Timeout: 2, TCPSocketWrap: 1 }` */
function count(names: string[]) {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}
