import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { nodeFlags } from '../../scripts/bench-server.ts';
import { SERVER_ARGS } from '../../scripts/production-build.mjs';
import { request } from './http.ts';

/**
 * The real server, as an operator runs it: its own OS process, the compiled
 * apps/server/dist/main.js started as start.mjs starts it (global-setup.ts builds it),
 * configured by environment only. Every process started here is remembered so that a
 * failing test still ends it (stopAll in afterEach/afterAll, and a last SIGKILL when the
 * test worker exits).
 */
export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerOptions {
  /** A short name for logs and failure messages. */
  name: string;
  databaseUrl: string;
  demo?: boolean;
  admin?: { username: string; password: string };
  /** More environment, e.g. LOG_LEVEL. */
  env?: Record<string, string>;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface LogLine {
  /** Milliseconds since the process was spawned. */
  at: number;
  level?: number;
  msg?: string;
  raw: string;
}

export interface Server {
  name: string;
  pid: number;
  port: number;
  base: string;
  /** Every line the process wrote (stdout and stderr), parsed when it is JSON. */
  logs: LogLine[];
  /** Set once the process has ended. */
  exit?: ExitInfo;
  exited: Promise<ExitInfo>;
  startedAt: number;
  /** Resolves with the first log line matching, or rejects after the timeout or at exit. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the milliseconds until health answered 200; rejects with the log tail. */
  waitHealthy(timeoutMs?: number): Promise<number>;
  /** SIGKILL: the process gets no chance to clean up (a crash, the OOM killer, a power cut). */
  crash(): Promise<ExitInfo>;
  /** SIGTERM, then SIGKILL if it has not ended in time. */
  stop(): Promise<ExitInfo>;
  logTail(lines?: number): string;
}

/** Every child process a case started and has not seen end: servers, load generators. */
interface Tracked {
  name: string;
  pid: number;
  stop(): Promise<unknown>;
  logTail(lines?: number): string;
}
const running = new Set<Tracked>();
/** Also those that ended (a crash is often the case's point): their logs explain a failure. */
const sinceLastStop: Tracked[] = [];

export function track(child: Tracked): () => void {
  running.add(child);
  sinceLastStop.push(child);
  return () => running.delete(child);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer(options: ServerOptions): Promise<Server> {
  const port = await freePort();
  return spawnServer(options, port);
}

function spawnServer(options: ServerOptions, port: number): Server {
  const startedAt = Date.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags(), ...SERVER_ARGS], {
    cwd: root,
    env: {
      // Only what a server needs: not the test runner's own NODE_ENV, NODE_OPTIONS or
      // TEST_* variables, which would make it something an operator never runs.
      // (MAX_EVENT_LOOP_DELAY_MS: raised where shedding is not under test: security/, and
      // the fault files but the overload case, faults/vitest.config.ts.)
      ...pick(process.env, ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'MAX_EVENT_LOOP_DELAY_MS']),
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DEMO_CONTENT: String(options.demo ?? false),
      // The fault clients send X-Forwarded-For with a new address per request, so the
      // per-address limits on public writes and registration do not mask the fault.
      TRUST_PROXY: '1',
      ...(options.admin && {
        ADMIN_USERNAME: options.admin.username,
        ADMIN_PASSWORD: options.admin.password,
      }),
      ...options.env,
    },
    // The IPC channel closes when this test worker dies, however it dies; the server
    // then stops by itself (apps/server/src/shutdown.ts) instead of running on.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  if (child.pid === undefined) throw new Error(`${options.name}: the process did not start`);

  const logs: LogLine[] = [];
  const watchers = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const raw of lines) {
        if (!raw.trim()) continue;
        logs.push(parseLine(raw, Date.now() - startedAt));
      }
      watchers.forEach((notify) => notify());
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  let resolveExit!: (info: ExitInfo) => void;
  const exited = new Promise<ExitInfo>((resolve) => (resolveExit = resolve));
  const base = `http://127.0.0.1:${port}`;

  const server: Server = {
    name: options.name,
    pid: child.pid,
    port,
    base,
    logs,
    exited,
    startedAt,

    waitForLog(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = logs.find((l) => pattern.test(l.msg ?? l.raw));
          if (line) return done(() => resolve(line));
          if (server.exit) {
            done(() => reject(new Error(`${options.name} exited before logging ${pattern}`)));
          }
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`${options.name}: no log line ${pattern}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          watchers.delete(check);
          settle();
        };
        watchers.add(check);
        check();
      });
    },

    async waitHealthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      const t0 = Date.now();
      while (Date.now() < deadline) {
        if (server.exit) {
          throw new Error(
            `${options.name} exited (${describeExit(server.exit)}) before it was healthy\n${server.logTail()}`,
          );
        }
        try {
          const answer = await request(base, '/api/health', { timeoutMs: 5_000 });
          if (answer.status === 200) return Date.now() - t0;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(
        `${options.name} was not healthy within ${timeoutMs} ms\n${server.logTail()}`,
      );
    },

    crash() {
      if (!server.exit) child.kill('SIGKILL');
      return exited;
    },

    async stop() {
      if (server.exit) return server.exit;
      child.kill('SIGTERM');
      const ended = await Promise.race([exited, sleep(12_000).then(() => undefined)]);
      if (ended) return ended;
      child.kill('SIGKILL');
      return exited;
    },

    logTail(count = 40) {
      // Fastify's per-request lines (info level until the server's own logger drops them)
      // would push out the lines that explain a failure.
      return logs
        .filter((l) => !REQUEST_LINES.has(l.msg ?? ''))
        .slice(-count)
        .map((l) => `  [${options.name} +${l.at}ms] ${l.raw.slice(0, 600)}`)
        .join('\n');
    },
  };

  const untrack = track(server);
  child.on('exit', (code, signal) => {
    server.exit = { code, signal };
    untrack();
    resolveExit(server.exit);
    watchers.forEach((notify) => notify());
  });
  return server;
}

const REQUEST_LINES = new Set(['incoming request', 'request completed']);

function pick(source: NodeJS.ProcessEnv, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((k) => (source[k] === undefined ? [] : [[k, source[k]]])));
}

function parseLine(raw: string, at: number): LogLine {
  try {
    const parsed = JSON.parse(raw) as { level?: unknown; msg?: unknown };
    return {
      at,
      raw,
      level: typeof parsed.level === 'number' ? parsed.level : undefined,
      msg: typeof parsed.msg === 'string' ? parsed.msg : undefined,
    };
  } catch {
    return { at, raw };
  }
}

export const describeExit = (exit: ExitInfo) =>
  exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;

/** Ends every process still running (afterEach / afterAll); prints their logs when asked. */
export async function stopAll({ printLogs = false } = {}): Promise<void> {
  const started = sinceLastStop.splice(0);
  if (printLogs) {
    for (const child of started) console.log(`--- log of ${child.name}\n${child.logTail(80)}`);
  }
  await Promise.all([...running].map((child) => child.stop()));
}

// A worker that is torn down mid-test still leaves no server behind.
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});
