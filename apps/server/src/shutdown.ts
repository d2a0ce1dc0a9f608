import { Server } from 'node:net';
import { constants } from 'node:os';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** Runs after the last connection has closed (the database). */
  close: () => Promise<void>;
  /** How long requests in flight may take before their connections are closed. */
  deadlineMs?: number;
  /** Stops whatever else takes new connections for the server (accept-handles.ts). */
  stopAccepting?: () => void;
}

/**
 * From the moment it is called, SIGTERM and SIGINT (and start.mjs going away) stop the
 * process with exit code 0. Until `drain` is given the server, there is nothing to
 * finish; after, the server stops accepting connections, lets the requests it has
 * received finish (up to the deadline), then closes the database.
 */
export function stopOnSignals() {
  let stopping = false;
  let firstSignalAt = 0;
  let stopServer: ((reason: string) => Promise<void>) | undefined;
  let warn = (message: string) => console.error(message);

  const stop = (reason: string) => {
    stopping = true;
    if (!stopServer) process.exit(0);
    void stopServer(reason);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (!stopping) {
        firstSignalAt = Date.now();
        stop(signal);
      } else if (Date.now() - firstSignalAt > 1_000) {
        // One Ctrl-C or one `systemctl stop` reaches this process several times within
        // milliseconds (the terminal or systemd signals every process of the group, and
        // start.mjs and npm pass it on too); only a later one asks to stop at once.
        warn(`${signal} again: exiting without waiting for requests in flight`);
        process.exit(128 + constants.signals[signal]);
      }
    });
  }

  // With no parent left (start.mjs was killed), nobody would ever stop this process.
  if (process.send) {
    const orphaned = () => {
      if (!stopping) stop('start.mjs exited');
    };
    if (process.connected) process.on('disconnect', orphaned);
    else orphaned();
  }

  return {
    /** Call before the server is ready: it adds hooks. */
    drain(app: FastifyInstance, options: DrainOptions) {
      stopServer = drainer(app, options, () => stopping);
      warn = (message) => app.log.warn(message);
    },
  };
}

function drainer(
  app: FastifyInstance,
  { close, deadlineMs = 10_000, stopAccepting }: DrainOptions,
  stopping: () => boolean,
) {
  const drained = trackResponses(app);

  app.addHook('preClose', async () => {
    // Stop listening, but leave the connections be: http.Server#close would also close
    // those it deems idle, and to Node a response is done once the app has handed over
    // its last byte, not once that byte is sent: the end of a page or image on its way
    // to a slow reader would be cut off. Fastify's close does that next, once every
    // response has gone out.
    Server.prototype.close.call(app.server);
    stopAccepting?.();
    await drained();
  });
  // A response started during shutdown tells the client not to reuse its connection,
  // which then closes: a keep-alive connection must not hold the shutdown.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping()) reply.header('Connection', 'close');
  });

  return async (reason: string) => {
    // Signalled while still starting: nothing is being served yet.
    if (!app.server.listening) process.exit(0);
    app.log.info(`${reason}: finishing the requests in flight, then stopping`);
    const deadline = setTimeout(() => {
      app.log.warn(`requests still open after ${deadlineMs / 1000} s are cut off`);
      app.server.closeAllConnections();
    }, deadlineMs).unref();
    // Only if closing itself hangs (a database call that never returns).
    setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, deadlineMs + 5_000).unref();

    let code = 0;
    try {
      await app.close();
      clearTimeout(deadline);
      await close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
}

/** Counts responses under way; the function returned resolves when there are none. */
function trackResponses(app: FastifyInstance) {
  let open = 0;
  let idle: (() => void) | undefined;
  app.server.on('request', (_request, response) => {
    open += 1;
    // 'close' comes after the last byte went out, or when the connection was lost.
    response.once('close', () => {
      open -= 1;
      if (open === 0) idle?.();
    });
  });
  return () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)));
}
