#!/usr/bin/env node
// `npm start`: builds the web pages if they have not been built yet, then runs the
// server from its TypeScript sources (tsx compiles them as they load). It passes SIGINT
// and SIGTERM on to the server and exits as the server did: with its code, or with
// 128 + the signal's number when a signal ended it, so a supervisor sees a crash.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(`${root}apps/web/build/server/index.js`)) {
  console.log('Building the web pages (first start)...');
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  // The IPC channel closes when this process ends, however it ends (even by SIGKILL):
  // the server then stops too instead of running on unsupervised.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`The server could not be started: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
