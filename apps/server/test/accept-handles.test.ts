import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptHandles } from '../src/accept-handles.ts';
import { get } from './processes.ts';

/**
 * The event loop's turns are made long on purpose (each one kept busy for 10 ms, as
 * serving many requests does), then a burst of connections arrives at once: how many
 * does one turn let in? Node 20 takes one per listening handle per turn.
 */
const BURST = 40;
const TURN_MS = 10;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function listeningServer() {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return server;
}

/** Counts turns of the event loop, keeping each busy for TURN_MS (once a turn, as an immediate). */
function slowTurns() {
  let turn = 0;
  let next: NodeJS.Immediate;
  const tick = () => {
    turn += 1;
    const until = performance.now() + TURN_MS;
    while (performance.now() < until) {
      // busy, as a turn serving many requests is
    }
    next = setImmediate(tick);
  };
  next = setImmediate(tick);
  const stop = () => clearImmediate(next);
  cleanups.push(stop);
  return { now: () => turn, stop };
}

/** Opens BURST connections at once; answers them and the most the server took in one turn. */
async function burst(server: Server) {
  const { port } = server.address() as AddressInfo;
  const turns = slowTurns();
  const takenAt: number[] = [];
  const onConnection = () => takenAt.push(turns.now());
  server.on('connection', onConnection);
  const sockets: Socket[] = [];
  for (let i = 0; i < BURST; i++) sockets.push(connect(port, '127.0.0.1'));
  cleanups.push(() => sockets.forEach((socket) => socket.destroy()));
  while (takenAt.length < BURST) await new Promise((resolve) => setTimeout(resolve, 5));
  turns.stop();
  server.off('connection', onConnection);
  const perTurn = new Map<number, number>();
  for (const turn of takenAt) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
  return { sockets, mostInOneTurn: Math.max(...perTurn.values()) };
}

/** Sends a request on each socket and collects the status lines. */
function statusLines(sockets: Socket[]) {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<string>((resolve, reject) => {
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('\r\n\r\n')) resolve(text.split('\r\n')[0]!);
          });
          socket.on('error', reject);
          socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n');
        }),
    ),
  );
}

describe('extra listening handles', () => {
  it('with one handle, a burst gets in one connection a turn (what the handles are for)', async () => {
    const server = await listeningServer();
    const { mostInOneTurn } = await burst(server);
    expect(mostInOneTurn).toBe(1);
  });

  it('with 8 more, a burst gets in 9 a turn, and each connection is served by the server', async () => {
    const server = await listeningServer();
    const intake = acceptHandles();
    cleanups.push(() => intake.close());
    expect(await intake.open(server, 8)).toBe(8);

    const { sockets, mostInOneTurn } = await burst(server);
    expect(mostInOneTurn).toBe(9);
    expect(new Set(await statusLines(sockets))).toEqual(new Set(['HTTP/1.1 200 OK']));
  });

  it('once the server and the handles are closed, a new connection is refused', async () => {
    const server = await listeningServer();
    const { port } = server.address() as AddressInfo;
    const intake = acceptHandles();
    expect(await intake.open(server, 4)).toBe(4);
    server.close();
    intake.close();
    expect(await get(port, '/')).toBe('ECONNREFUSED');
  });

  it('closed before the copies come back: none of them takes a connection', async () => {
    const server = await listeningServer();
    const { port } = server.address() as AddressInfo;
    let taken = 0;
    server.on('connection', () => (taken += 1));
    const intake = acceptHandles();
    const opened = intake.open(server, 4);
    intake.close();
    server.close();
    await opened;
    // A copy is closed in the turn it arrives; the descriptor goes a turn later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(port, '/')).toBe('ECONNREFUSED');
    expect(taken).toBe(0);
  });
});
