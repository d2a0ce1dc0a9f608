/**
 * The same bytes from a bare Fastify: for each address, what the site answered (status,
 * the headers a browser acts on, the body as sent for `Accept-Encoding: br`) is captured
 * once and served by `bare-server.mjs`, so a benchmark can set the site's figure beside
 * the fastest a Node server could answer it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './bench-server.ts';

/** What the comparison sends, site and bare alike: a browser's preferred encoding. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br' };

const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

function capture(url: string) {
  return new Promise<{ headers: Record<string, string>; body: string }>((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Starts a bare Fastify serving what `base` answers for each of `paths`. */
export async function bareCopy(base: string, paths: string[]) {
  const answers: Record<string, unknown> = {};
  for (const path of paths) answers[path] = await capture(`${base}${path}`);
  const dir = mkdtempSync(join(tmpdir(), 'coach-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [join(root, 'scripts', 'bare-server.mjs'), file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
