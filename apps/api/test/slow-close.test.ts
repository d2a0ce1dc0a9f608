import { connect, type Socket } from 'node:net';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { closeTestServer } from './slow-close.ts';
import { eventually } from './smtp.ts';

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
  // The client's side connects before the server has accepted: wait for the server's.
  const held = promisify(app.server.getConnections.bind(app.server));
  await eventually(async () => (await held()) === 1);

  await closeTestServer(app);
  expect(app.server.listening).toBe(false);
  await ended; // the server cut it
});
