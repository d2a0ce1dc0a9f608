import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/connect.ts';

/** Longer than any close takes on a healthy host, shorter than the hook's time limit. */
const SLOW_MS = 20_000;

/**
 * Closes a test server and then its database. A step that hangs fails the hook, saying
 * which step and what the process still holds open: the hook's time limit alone says only
 * that closing took too long, and a message printed beside it is lost in a long CI log.
 */
export async function closeTestServer(app: FastifyInstance, database?: Database) {
  await watched('the server', () => {
    const closing = app.close();
    // Node closes only the connections idle when closing begins. One whose request is
    // still being read or answered stays open for Fastify's keepAliveTimeout (72 s), past
    // the hook's time limit: a test that left a body unread, or a client from another
    // test file that reached this port after its earlier owner released it and has sent
    // nothing yet. The tests have had the answers they waited for, so every connection is
    // cut. (The production server drains instead: apps/server/src/shutdown.ts.)
    app.server.closeAllConnections();
    return closing;
  });
  if (database) await watched(`its ${database.dialect} database`, () => database.close());
}

async function watched(what: string, close: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const open = JSON.stringify(count(process.getActiveResourcesInfo()));
      reject(new Error(`closing ${what} took over ${SLOW_MS / 1000} s; the process holds ${open}`));
    }, SLOW_MS);
  });
  try {
    await Promise.race([close(), slow]);
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
