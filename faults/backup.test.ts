import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Dialect, dialects } from './harness/databases.ts';
import { report } from './harness/figures.ts';
import { json, request } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { root, startServer } from './harness/server.ts';
import { postAppointment, show } from './harness/traffic.ts';

/**
 * The owner's backup and move, as docs/operations.md tells it, with the real commands: a site
 * that serves and takes bookings is backed up with `npm run backup`, restored with
 * `npm run restore` into a new database of each kind, and started there: the same
 * pages, every picture, every booking made before the backup, and the admin can sign in.
 */
const newDatabase = cleanUpAfterEach();
const dir = mkdtempSync(join(tmpdir(), 'coach-backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ADMIN = { username: 'owner', password: 'backup-password-1' };

/**
 * Runs `npm run <script> -- <file>` with this DATABASE_URL, as an owner would; without
 * blocking this process, whose bookings go on meanwhile.
 */
function npmRun(script: 'backup' | 'restore', file: string, databaseUrl: string) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script, '--', file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  return new Promise<{ status: number | null; stdout: string; stderr: string; ms: number }>(
    (resolve) =>
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, stdout, stderr, ms: Date.now() - started });
      }),
  );
}

describe.each(dialects)('a %s site', (sourceKind) => {
  it.each(dialects)(
    'backed up while serving, restored into %s, serves the same site',
    async (targetKind: Dialect) => {
      const source = await newDatabase(sourceKind);
      const site = await startServer({
        name: 'source',
        databaseUrl: source.url(),
        demo: true,
        admin: ADMIN,
      });
      await site.waitHealthy(90_000);
      const before = await postAppointment(site.base);
      expect(before.status, show(before)).toBe(201);

      // Bookings go on while the backup runs.
      let writing = true;
      const during: number[] = [];
      const writer = (async () => {
        while (writing) {
          const answer = await postAppointment(site.base);
          if (answer.status === 201) during.push(json<{ id: number }>(answer).id);
        }
      })();
      const file = join(dir, `${sourceKind}-${targetKind}.bak`);
      const backup = await npmRun('backup', file, source.url());
      writing = false;
      await writer;
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backup written to .*: [\d.]+ (KB|MB) in [\d.]+ s/);
      expect(backup.stdout).toMatch(/\d+ uploaded files; records: .*\d+ appointment/);
      await site.stop();

      const target = await newDatabase(targetKind);
      const restore = await npmRun('restore', file, target.url());
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Sign-ins were not carried over/);
      const again = await npmRun('restore', file, target.url());
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(
        /Restore failed, nothing was restored: the database already holds content/,
      );

      const restored = await startServer({
        name: 'restored',
        databaseUrl: target.url(),
        demo: true,
      });
      await restored.waitHealthy(90_000);
      expect(restored.logs.some((l) => /^demo content not added/.test(l.msg ?? ''))).toBe(true);
      for (const path of ['/', '/blogs', '/shops']) {
        const page = await request(restored.base, path);
        expect(page.status, `${path}: ${show(page)}`).toBe(200);
        const pictures = [...page.body.matchAll(/\/api\/files\/([\w-]+)/g)].map((m) => m[1]!);
        expect(pictures.length, path).toBeGreaterThan(0);
        for (const id of new Set(pictures)) {
          const picture = await request(restored.base, `/api/files/${id}`);
          expect(picture.status, `${path} picture ${id}`).toBe(200);
        }
      }
      const signIn = await request(restored.base, '/api/token', {
        method: 'POST',
        json: ADMIN,
      });
      expect(signIn.status, show(signIn)).toBe(200);
      const token = json<{ access_token: string }>(signIn).access_token;
      const bookings = await request(restored.base, '/api/appointments', {
        headers: { authorization: `Bearer ${token}` },
      });
      const ids = json<{ id: number }[]>(bookings).map((b) => b.id);
      expect(ids).toContain(json<{ id: number }>(before).id);
      // One snapshot: of the bookings made during the backup, those in it are the first ones.
      const kept = during.filter((id) => ids.includes(id));
      expect(kept).toEqual(during.slice(0, kept.length));
      // The audit log came along: the source's start (its account, the demo) is in it.
      const audit = await request(restored.base, '/api/audit?resource=site', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(json<{ action: string }[]>(audit).map((entry) => entry.action)).toEqual([
        'demo_content',
      ]);
      report(`backup ${sourceKind} → restore ${targetKind}`, {
        backupMs: backup.ms,
        restoreMs: restore.ms,
        bookingsDuringBackup: during.length,
        ofThemInBackup: kept.length,
        backup: backup.stdout.split('\n')[0],
      });
    },
  );
});

describe('npm run backup on a database it cannot read', () => {
  it('exits 1 with a clear message and leaves no file', async () => {
    const file = join(dir, 'never.bak');
    const backup = await npmRun('backup', file, `sqlite:${join(dir, 'no-such-folder', 'site.db')}`);
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/^Backup failed: /);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.startsWith('never.bak'))).toEqual([]);
  });
});
