#!/usr/bin/env node
// `npm start`: builds the web pages and the server when they are missing or older than
// their sources, then runs the compiled server (apps/server/dist/main.js). It passes SIGINT
// and SIGTERM on to the server and exits as the server did: with its code, or with
// 128 + the signal's number when a signal ended it, so a supervisor sees a crash.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS, SERVER_ENV, buildIfStale } from './production-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const built = buildIfStale(root);
if (built !== 0) process.exit(built);

const child = spawn(process.execPath, SERVER_ARGS, {
  cwd: root,
  // The IPC channel closes when this process ends, however it ends (even by SIGKILL):
  // the server then stops too instead of running on unsupervised.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`The server could not be started: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
