import { spawn } from 'node:child_process';
import { Server } from 'node:net';

/**
 * More ways in for new connections (decision 0025).
 *
 * libuv, as Node 20 ships it, takes one new connection per listening handle per turn of
 * the event loop. Under load a turn serves every open connection's request, so it lasts
 * tens of milliseconds, and a burst of new connections (a crowd arriving at once, a load
 * balancer opening its pool) is let in one a turn: the last ones, and the health probes
 * queued behind them in the kernel, waited seconds before a byte of theirs was read.
 *
 * Each extra handle here is another descriptor of the same listening socket, so every
 * turn takes one connection per handle from the one queue the kernel keeps. Node 20 can
 * neither duplicate a descriptor nor open a second socket on the same port, but a handle
 * sent to another process comes back as a new descriptor: a small helper process is given
 * the site's listening handle, sends each copy back at once, and exits. It never accepts
 * a connection itself (it gets the raw handle, not a server). The copies' connections go
 * to the site's own HTTP server, as if it had taken them.
 */

/** The helper: sends every handle it is given straight back, then leaves. */
const ECHO_HANDLES = `
let left = Number(process.argv[1]);
process.on('message', (message, handle) => {
  process.send(message, handle, () => {
    handle.close();
    if (--left === 0) process.disconnect();
  });
});`;

/** How long the helper may take before the site goes on with the handles it has. */
const HELPER_TIMEOUT_MS = 5_000;

export interface AcceptHandles {
  /** Adds `count` handles to the listening server (resolves with how many it got). */
  open(server: Server, count: number): Promise<number>;
  /** Stops the extra handles accepting; with the server's own close, none are taken. */
  close(): void;
}

export function acceptHandles(): AcceptHandles {
  const extras: Server[] = [];
  let closed = false;

  function adopt(server: Server, handle: unknown) {
    const extra = new Server();
    extra.on('connection', (socket) => server.emit('connection', socket));
    // Errors of a copy are the listening socket's, which the server itself reports.
    extra.on('error', () => extra.close());
    // net.Server#listen takes a raw TCP handle; listening again on it changes nothing.
    extra.listen(handle as Parameters<Server['listen']>[0]);
    extras.push(extra);
  }

  return {
    open(server, count) {
      const listening = (server as unknown as { _handle?: object })._handle;
      if (count <= 0 || closed || !listening || process.platform === 'win32') {
        return Promise.resolve(0);
      }
      return new Promise((resolve) => {
        let received = 0;
        const helper = spawn(process.execPath, ['-e', ECHO_HANDLES, String(count)], {
          stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        });
        const done = () => {
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          helper.kill();
          done();
        }, HELPER_TIMEOUT_MS);
        helper.on('message', (_message, handle) => {
          if (closed || !handle) {
            (handle as { close?: () => void } | undefined)?.close?.();
            return;
          }
          adopt(server, handle);
          received += 1;
        });
        // Every copy sent back has been read once the channel closes.
        helper.on('disconnect', done);
        helper.on('error', done);
        helper.on('exit', done);
        try {
          for (let i = 0; i < count; i++) {
            // A raw handle, so that the helper is never a server of its own.
            helper.send({ copy: i }, listening as Parameters<typeof helper.send>[1]);
          }
        } catch {
          // The helper could not be reached: the site goes on with what it has.
          helper.kill();
          done();
        }
      });
    },
    close() {
      closed = true;
      for (const extra of extras) extra.close();
    },
  };
}
