/**
 * `npm run probe:uploads` (PROBE_SECONDS, PROBE_VARIANT_URLS shorten it): what one anonymous address can make the server store and
 * render, against the real compiled server on a fresh SQLite database.
 *
 * 1. Uploads: one client address uploads as fast as it is let for PROBE_SECONDS (60),
 *    alternating one picture sent again and again with new pictures (random pixels, a few
 *    MB each); prints the answers by status and the bytes stored.
 * 2. Variants: the server's resident memory (VmRSS) before, at its peak during, and after
 *    500 distinct resized-copy URLs (`?w=` × WebP/AVIF of 36 pictures, 16 at a time) and
 *    the ratio after/before (the goal: at most 1.2).
 * Figures only: the tests assert the behaviour (uploads.test.ts, upload-limits.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@coach/contract';
import { startServer } from './bench-server.ts';

const SECONDS = Number(process.env.PROBE_SECONDS ?? 60);
const VARIANT_URLS = Number(process.env.PROBE_VARIANT_URLS ?? 500);
const AT_ONCE = 16;
const ADMIN = { username: 'probe', password: 'a long probe password 42' };

/** One line of /proc/PID/status in MB (VmRSS, or its parts RssAnon and RssFile). */
const statusMb = (pid: number, field: string) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(
    new RegExp(`${field}:\\s+(\\d+) kB`),
  );
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};
const rssMb = (pid: number) => statusMb(pid, 'VmRSS');
/** Where the resident memory is: the process's own (heap, malloc) or mapped files. */
const rssParts = (pid: number) =>
  `(anonymous ${statusMb(pid, 'RssAnon')} MB, file-backed ${statusMb(pid, 'RssFile')} MB)`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A photo-sized picture of random pixels: it compresses badly, as a large photo does. */
function noisePicture(seed: number, width = 1600, height = 1200) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function upload(base: string, bytes: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/files`, { method: 'POST', body: form, headers });
  const body = (await res.json()) as { id?: string };
  return { status: res.status, id: body.id };
}

function stored(databaseFile: string) {
  const db = new Database(databaseFile, { readonly: true });
  const files = db.prepare('select count(*) n, coalesce(sum(size), 0) bytes from file').get() as {
    n: number;
    bytes: number;
  };
  db.close();
  return files;
}

const dir = mkdtempSync(join(tmpdir(), 'probe-uploads-'));
const databaseFile = join(dir, 'site.db');
const server = await startServer(`sqlite:${databaseFile}`, {
  DEMO_CONTENT: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: 'probe@example.com',
});
try {
  // 1. One address uploading for a minute, as fast as it is answered.
  const same = await noisePicture(0);
  const answers: Record<number, number> = {};
  const until = Date.now() + SECONDS * 1000;
  for (let i = 1; Date.now() < until; i++) {
    const { status } = await upload(server.base, i % 2 ? same : await noisePicture(i));
    answers[status] = (answers[status] ?? 0) + 1;
  }
  const files = stored(databaseFile);
  const onDisk = ['', '-wal'].reduce((n, end) => {
    try {
      return n + statSync(databaseFile + end).size;
    } catch {
      return n;
    }
  }, 0);
  console.log(`uploads for ${SECONDS} s from one address: answers ${JSON.stringify(answers)}`);
  console.log(
    `  stored ${files.n} files, ${(files.bytes / 1e6).toFixed(1)} MB; database on disk ${(onDisk / 1e6).toFixed(1)} MB`,
  );

  // 2. 500 distinct resized copies. The pictures are uploaded by the owner (not the
  // anonymous address above, which may be at its limit by now).
  const token = (await (
    await fetch(`${server.base}/api/token`, {
      method: 'POST',
      body: new URLSearchParams(ADMIN),
    })
  ).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token.access_token}` };
  const perPicture = IMAGE_WIDTHS.length * 2;
  const pictures: string[] = [];
  for (let i = 0; pictures.length * perPicture < VARIANT_URLS; i++) {
    const { status, id } = await upload(
      server.base,
      await noisePicture(1000 + i, 2000, 1500),
      auth,
    );
    if (status !== 201 || !id) throw new Error(`the owner's upload answered ${status}`);
    pictures.push(id);
  }
  const urls = pictures
    .flatMap((id) =>
      IMAGE_WIDTHS.flatMap((w) => [
        { url: `${server.base}/api/files/${id}?w=${w}`, accept: 'image/webp' },
        { url: `${server.base}/api/files/${id}?w=${w}`, accept: 'image/avif,image/webp' },
      ]),
    )
    .slice(0, VARIANT_URLS);
  await sleep(3000);
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
  const started = Date.now();
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < urls.length) {
        const { url, accept } = urls[next++]!;
        const res = await fetch(url, { headers: { accept } });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const took = (Date.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${urls.length} variant URLs, ${AT_ONCE} at a time: ${took.toFixed(1)} s, answers ${JSON.stringify(statuses)}`,
  );
  console.log(`  server RSS ${before} MB before ${rssParts(server.pid)}, ${peak} MB at peak`);
  // The garbage of a burst is collected once the process has been quiet a while.
  for (const seconds of [10, 30, 60]) {
    await sleep((seconds - (seconds === 10 ? 0 : seconds === 30 ? 10 : 30)) * 1000);
    const after = rssMb(server.pid);
    console.log(
      `  ${after} MB ${seconds} s after: ${(after / before).toFixed(2)}x (goal <= 1.2x) ${rssParts(server.pid)}`,
    );
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
