import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface Site {
  /** The process spawned: `node scripts/start.mjs` or `npm start`. */
  process: ChildProcess;
  pid: number;
  port: number;
  /** Everything it printed so far (for failure messages). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Site[] = [];

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the site as production does, on a SQLite file. Each site gets a process group
 * of its own (detached), so that `killAll` also reaches a server left orphaned.
 */
export async function startSite(databaseUrl: string, command: 'start.mjs' | 'npm' = 'start.mjs') {
  const port = await freePort();
  // Without vitest's NODE_ENV=test, so start.mjs's production default is what runs.
  const { NODE_ENV: _, ...parentEnv } = process.env;
  const env = {
    ...parentEnv,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'info',
  };
  const child =
    command === 'npm'
      ? spawn('npm', ['start', '--silent'], { cwd: root, env, detached: true, stdio: 'pipe' })
      : spawn(process.execPath, ['scripts/start.mjs'], {
          cwd: root,
          env,
          detached: true,
          stdio: 'pipe',
        });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const site: Site = { process: child, pid: child.pid!, port, output: () => output, exited };
  started.push(site);
  let gone = false;
  void exited.then(() => (gone = true));
  await waitFor(
    async () => {
      if (gone) throw new Error(`${command} exited while starting\n${output}`);
      return (await get(port, '/api/health')) === 200;
    },
    20_000,
    site.output,
  );
  return site;
}

/** Kills every process group started here, whatever state the test left it in. */
export function killAll() {
  for (const site of started.splice(0)) {
    try {
      process.kill(-site.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** A GET on a fresh connection: the status, or the error code when it failed. */
export function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<number | string>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(5_000, () => request.destroy(new Error('timeout')));
  });
}

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  explain: () => string = () => '',
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms\n${explain()}`);
    await sleep(50);
  }
}

/** Resolves with how the process ended, or rejects after `timeoutMs`. */
export function exitOf(site: Site, timeoutMs: number) {
  return Promise.race([
    site.exited,
    sleep(timeoutMs).then(() => {
      throw new Error(`still running after ${timeoutMs} ms\n${site.output()}`);
    }),
  ]);
}

/** Every process below `pid` (pgrep -P, recursively). */
export function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Running, not a zombie waiting to be reaped (Linux /proc). */
export function alive(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
