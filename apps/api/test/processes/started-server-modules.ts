/**
 * Run in a process of its own (schema-compilers.test.ts): starts a server on a new SQLite
 * file, asks its health, and prints as JSON which of the packages named as arguments the
 * process has loaded by then. A fresh process is what a server's start really is; a test
 * file's process may have loaded them for an earlier file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../../src/db/connect.ts';
import { buildServer } from '../../src/server.ts';

const packages = process.argv.slice(2);
const require = createRequire(import.meta.url);
const loaded = (name: string) =>
  Object.keys(require.cache).some((path) => path.includes(`/node_modules/${name}/`));

const dir = mkdtempSync(join(tmpdir(), 'coach-start-'));
const database = connect(`sqlite:${join(dir, 'site.db')}`);
const { app } = await buildServer({ database, overload: false });
const health = await app.inject({ method: 'GET', url: '/api/health' });
console.log(JSON.stringify({ health: health.statusCode, loaded: packages.filter(loaded) }));
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
