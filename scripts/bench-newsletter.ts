/**
 * The site's page throughput while a newsletter goes to 10,000 subscribers (issue 44):
 * rounds of page requests before the send and during it, in one run, on one server
 * (SQLite, the demo content) whose mail goes to an SMTP server that keeps nothing, in a
 * thread of this process (bench-mail-sink.ts). Prints each round, the server's CPU per
 * page, and the ratio of the medians (during ÷ before; the goal is 0.9 or more).
 * BENCH_NEWSLETTER_PER_HOUR sets the pace (36,000: ten mails a second, so the send is still
 * going when the rounds end); BENCH_ROUNDS, BENCH_REQUESTS the rounds.
 *
 *   npm run build && npm run bench:newsletter
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs, measure, median } from './bench-measure.ts';
import { startMailSink } from './bench-mail-sink.ts';
import { signIn, startServer } from './bench-server.ts';

const SUBSCRIBERS = 10_000;
const PER_HOUR = process.env.BENCH_NEWSLETTER_PER_HOUR ?? '36000';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARM_UP_ROUNDS = 4;
const PAGES = ['/', '/blogs', '/trainings', '/shops'];
const ADMIN = { username: 'bench', password: 'a bench owner password 44' };

const sink = await startMailSink();

const dir = mkdtempSync(join(tmpdir(), 'coach-bench-newsletter-'));
const server = await startServer(`sqlite:${join(dir, 'site.db')}`, {
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_FROM: 'news@coach.example',
  PUBLIC_URL: 'https://coach.example',
  NEWSLETTER_PER_HOUR: PER_HOUR,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_CONTENT: 'true',
  // The bench asks more than one visitor would: the load guard must not shed it.
  MAX_CONCURRENT_REQUESTS: '10000',
  MAX_EVENT_LOOP_DELAY_MS: '100000',
});
try {
  const token = await signIn(server.base, ADMIN.username, ADMIN.password);
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(`${server.base}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  for (let from = 0; from < SUBSCRIBERS; from += 5_000)
    await api('/subscribers/import', {
      csv: Array.from({ length: 5_000 }, (_, i) => `reader${from + i}@example.com`).join('\n'),
      language: from === 0 ? 'mm' : 'en',
      consent_given: true,
      consent_source: 'the benchmark',
    });
  const letter = await api('/newsletters', {
    subject: 'Monthly letter',
    subject_mm: 'လစဉ်စာ',
    body: '<p>Hello from the coach.</p>',
    body_mm: '<p>နည်းပြထံမှ မင်္ဂလာပါ။</p>',
  });

  /** Pages per second (the mean of the pages'), and the server's CPU per page in µs. */
  const round = async () => {
    const rps: number[] = [];
    const cpuBefore = cpuMs(server.pid);
    for (const page of PAGES)
      rps.push(
        (await measure(`${server.base}${page}`, { requests: REQUESTS, concurrency: 8 })).rps,
      );
    const cpuPerPage = ((cpuMs(server.pid) - cpuBefore) * 1000) / (REQUESTS * PAGES.length);
    return { rps: rps.reduce((a, b) => a + b, 0) / rps.length, cpuPerPage };
  };
  const rounds = async () => {
    const all = [];
    for (let i = 0; i < ROUNDS; i++) all.push(await round());
    return { rps: all.map((r) => r.rps), cpu: all.map((r) => r.cpuPerPage) };
  };
  // Warm-up: pages made and kept, the JIT warm. After one round the pages per second still
  // rose round after round for a few more, which made the rounds before the send the slower.
  for (let i = 0; i < WARM_UP_ROUNDS; i++) await round();
  const before = await rounds();

  await api(`/newsletters/${letter.id}/send`, {});
  const deliveredAtStart = sink.delivered();
  const during = await rounds();
  const delivered = sink.delivered() - deliveredAtStart;
  const progress = await api(`/newsletters/${letter.id}`);

  const fmt = (values: number[]) =>
    `${values.map((v) => v.toFixed(0)).join(', ')} (median ${median(values).toFixed(0)})`;
  console.log(`pages/s before the send: ${fmt(before.rps)}`);
  console.log(`pages/s during the send: ${fmt(during.rps)}`);
  console.log(`server CPU per page before, µs: ${fmt(before.cpu)}`);
  console.log(`server CPU per page during, µs: ${fmt(during.cpu)} (the sending's share included)`);
  console.log(
    `mails delivered during the rounds: ${delivered} (NEWSLETTER_PER_HOUR ${PER_HOUR}); letter ${String(progress.status)}, ${String(progress.sent)} of ${String(progress.total)} sent`,
  );
  console.log(
    `ratio during ÷ before (medians): ${(median(during.rps) / median(before.rps)).toFixed(3)}`,
  );
} finally {
  await server.stop();
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
}
