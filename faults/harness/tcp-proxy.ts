import { type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A TCP relay between a server and PostgreSQL, so a case can take the database away
 * (a restart, a network cut) without touching the PostgreSQL server that others use.
 * down(): every relayed connection is cut and the port refuses new ones; up(): the same
 * port accepts again.
 */
export class TcpProxy {
  private listener?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;
  /** Connections relayed so far (a sign the app really goes through the proxy). */
  connections = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<number> {
    const listener = createServer((client) => {
      this.connections += 1;
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        // A reset on one side ends the other; the error itself is the expected fault.
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.listener = listener;
    this.port = (listener.address() as { port: number }).port;
    return this.port;
  }

  async down(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    // A reset, as a dropped network or a killed database server leaves it.
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
    if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
  }
}
