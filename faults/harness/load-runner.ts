import { spawn } from 'node:child_process';
import type { LoadResult } from './load.ts';
import { root, track } from './server.ts';

/**
 * Starts load.ts in a process of its own; answers its result when it ends. Bounded: the
 * generator stops sending at the deadline, and is killed if it has not ended 45 s later.
 */
export function startLoad(base: string, clients: number, durationMs: number, planFile?: string) {
  const args = [base, String(clients), String(durationMs), ...(planFile ? [planFile] : [])];
  const child = spawn(process.execPath, ['--import', 'tsx', 'faults/harness/load.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const untrack = track({
    name: 'load',
    pid: child.pid!,
    stop: async () => child.kill('SIGKILL'),
    logTail: () => stderr.slice(-4_000),
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), durationMs + 45_000);
  const result = new Promise<LoadResult>((resolve, reject) => {
    child.on('exit', (code, signal) => {
      clearTimeout(killer);
      untrack();
      if (code === 0) resolve(JSON.parse(stdout) as LoadResult);
      else reject(new Error(`load generator ended with ${code ?? signal}\n${stderr}`));
    });
  });
  return { pid: child.pid!, result };
}
