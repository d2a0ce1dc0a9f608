/**
 * The real compiled server, started for a benchmark (`npm run bench`, `npm run bench:scale`)
 * exactly as `npm start` runs it, on a free port and a database of the caller's choosing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS, SERVER_ENV } from './production-build.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Node flags for the server process from `BENCH_NODE_FLAGS`, e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof` or `--trace-gc`: to see where a benchmark's time goes.
 */
export function nodeFlags(): string[] {
  return (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Signs an admin in (the account ADMIN_USERNAME and ADMIN_PASSWORD made at start) and
 * answers its bearer token. A server just started may answer 503 (busy) for a moment
 * while its overload guard takes its first readings: asked again after a pause, as a
 * client would.
 */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (res.ok) return ((await res.json()) as { access_token: string }).access_token;
    if (res.status !== 503 || attempt === 20) throw new Error(`sign-in failed: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface RunningServer {
  base: string;
  /** The server's own process (node runs the bundle directly, no wrapper). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the built server and resolves once /api/health answers. */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeFlags(), ...SERVER_ARGS], {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => stopProcess(server);
  try {
    await untilHealthy(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, stop };
}

async function untilHealthy(base: string, server: ChildProcess) {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopProcess(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}
