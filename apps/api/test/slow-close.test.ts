import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { closeTestServer } from './slow-close.ts';

let client: Socket | undefined;
afterEach(() => client?.destroy());

/**
 * A connection that has sent nothing is not idle to Node, so closing the server leaves it
 * open for Fastify's keep-alive time (72 s), longer than a hook may take. Such a client
 * once came from another test file: it had been given this port's earlier owner and
 * reached this server instead. The test server closes without waiting for it.
 */
it('closes a server holding a connection that has sent nothing', async () => {
  const app = Fastify();
  app.get('/', async () => 'ok');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  const silent = connect(port, '127.0.0.1');
  client = silent;
  await new Promise<void>((resolve) => silent.once('connect', () => resolve()));
  const ended = new Promise<void>((resolve) => silent.once('close', () => resolve()));
  await waitForServerToHold(app, 1);

  await closeTestServer(app);
  expect(app.server.listening).toBe(false);
  await ended; // the server cut it
});

/** The server has accepted the connection (connect resolves on the client side first). */
async function waitForServerToHold(app: FastifyInstance, connections: number) {
  for (;;) {
    const held = await new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    if (held >= connections) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
