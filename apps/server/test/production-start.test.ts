import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alive, descendants, exitOf, get, killAll, root, startSite, waitFor } from './processes.ts';
import { appointmentBody } from '../../api/test/payloads.ts';
import { buildIfStale } from '../../../scripts/production-build.mjs';

// The promises of DESIGN.md's "production start" row, on real processes: signals, exit
// codes, no orphans, requests in flight finished. Each test starts its own site (about
// 3 s here) and every wait is bounded, so the file stays well under a minute; every
// process group started is killed after each test, whatever happened.

let dir: string;
let databaseUrl: string;

beforeAll(() => {
  // start.mjs would build what is missing or stale itself, inside a test's time limit.
  if (buildIfStale(root) !== 0) throw new Error('the build failed');
  dir = mkdtempSync(join(tmpdir(), 'production-start-'));
  // One database for every test: after the first start, migrations have nothing to do.
  databaseUrl = `sqlite:${join(dir, 'site.db')}`;
}, 300_000);

afterEach(killAll);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appointment = JSON.stringify(appointmentBody());

describe('npm start / node scripts/start.mjs', () => {
  it('on SIGTERM exits 0 promptly and leaves no server behind', async () => {
    const site = await startSite(databaseUrl);
    const [server] = descendants(site.pid);
    expect(server).toBeDefined();
    // An idle keep-alive connection must not hold the shutdown until its timeout.
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(site.port, '/api/health', agent)).toBe(200);

    const signalled = Date.now();
    process.kill(site.pid, 'SIGTERM');
    expect(await exitOf(site, 8_000)).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(3_000);
    expect(alive(server!)).toBe(false);
    agent.destroy();
  });

  it('exits 128 + 9 when the server is killed by SIGKILL, so a supervisor restarts it', async () => {
    const site = await startSite(databaseUrl);
    const [server] = descendants(site.pid);
    process.kill(server!, 'SIGKILL');
    expect(await exitOf(site, 5_000)).toEqual({ code: 137, signal: null });
  });

  it('takes the server down with it when it is killed by SIGKILL itself', async () => {
    const site = await startSite(databaseUrl);
    const [server] = descendants(site.pid);
    process.kill(site.pid, 'SIGKILL');
    await waitFor(() => !alive(server!), 5_000, site.output);
  });

  // The process group, as systemd (KillMode=control-group) and a terminal's Ctrl-C signal
  // it: the server gets the signal twice, from there and from start.mjs.
  it.each([
    ['start.mjs', (pid: number) => pid],
    ['its process group', (pid: number) => -pid],
  ])('finishes a request in flight on SIGTERM to %s, refusing new ones', async (_, target) => {
    const site = await startSite(databaseUrl);
    const socket = net.connect(site.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    // Node answers "100 Continue" once it has the headers: from then on the request is
    // the server's, and its body arrives slowly, after the signal.
    socket.write(
      'POST /api/appointment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(appointment)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await waitFor(() => answer.includes('100 Continue'), 5_000, site.output);
    process.kill(target(site.pid), 'SIGTERM');

    await waitFor(
      async () => ['ECONNREFUSED', 503].includes(await get(site.port, '/api/health')),
      3_000,
      site.output,
    );
    const body = Buffer.from(appointment);
    for (let at = 0; at < body.length; at += Math.ceil(body.length / 4)) {
      socket.write(body.subarray(at, at + Math.ceil(body.length / 4)));
      await sleep(250);
    }
    // The server closes the connection after answering: keep-alive must not hold it.
    await Promise.race([closed, sleep(5_000)]);
    expect(answer).toMatch(/\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exitOf(site, 5_000)).toEqual({ code: 0, signal: null });
  });

  it('finishes page responses in flight when the whole process group gets SIGTERM', async () => {
    const site = await startSite(databaseUrl);
    const count = 6;
    let received = 0;
    let signalled = false;
    const pages = Array.from(
      { length: count },
      () =>
        new Promise<string>((resolve, reject) => {
          const request = http.get(
            { host: '127.0.0.1', port: site.port, path: '/', headers: { expect: '100-continue' } },
            (res) => {
              let html = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => (html += chunk));
              res.on('end', () => {
                const complete = html.trimEnd().endsWith('</html>') ? 'complete' : 'cut';
                // On a busy machine the overload guard may answer 503 "busy, retry":
                // a whole answer too, which is what this test is about.
                const busy = res.statusCode === 503 && res.headers['retry-after'];
                resolve(`${busy ? 'busy' : res.statusCode} ${complete}`);
              });
              res.on('error', reject);
            },
          );
          // "100 Continue" comes as the server takes each request, before rendering it:
          // the signal comes while pages are rendered. (Connections it has not accepted
          // yet are not in flight: they are refused once it stops listening.)
          request.on('continue', () => {
            if (++received < count) return;
            signalled = true;
            process.kill(-site.pid, 'SIGTERM');
          });
          request.on('error', reject);
          request.setTimeout(8_000, () => request.destroy(new Error('timeout')));
        }),
    );
    const results = await Promise.all(pages);
    expect(signalled).toBe(true);
    for (const answer of results) expect(answer).toMatch(/^(200|busy) complete$/);
    expect(results).toContain('200 complete');
    expect(await exitOf(site, 5_000)).toEqual({ code: 0, signal: null });
  });

  it('through npm: SIGTERM to the npm process stops everything below it', async () => {
    const site = await startSite(databaseUrl, 'npm');
    const below = descendants(site.pid);
    expect(below.length).toBeGreaterThanOrEqual(2); // start.mjs and the server
    process.kill(site.pid, 'SIGTERM');
    expect(await exitOf(site, 8_000)).toEqual({ code: 0, signal: null });
    await waitFor(() => below.every((pid) => !alive(pid)), 3_000, site.output);
  });
});
