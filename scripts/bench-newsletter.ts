/**
 * The site's page throughput while a newsletter goes to 10,000 subscribers (issue 44):
 * rounds of page requests before the send and during it, in one run, on one server
 * (SQLite, the demo content) whose mail goes to an SMTP server in this process that keeps
 * nothing. Prints each round and the ratio of the medians (during ÷ before; the goal is
 * 0.9 or more). BENCH_NEWSLETTER_PER_HOUR sets the pace (36,000: ten mails a second, so
 * the send is still going when the rounds end); BENCH_ROUNDS, BENCH_REQUESTS the rounds.
 *
 *   npm run build && npm run bench:newsletter
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { measure, median } from './bench-measure.ts';
import { signIn, startServer } from './bench-server.ts';

const SUBSCRIBERS = 10_000;
const PER_HOUR = process.env.BENCH_NEWSLETTER_PER_HOUR ?? '36000';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PAGES = ['/', '/blogs', '/events', '/shops'];
const ADMIN = { username: 'bench', password: 'a bench owner password 44' };

let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.resume();
    stream.on('end', () => {
      delivered += 1;
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const dir = mkdtempSync(join(tmpdir(), 'coach-bench-newsletter-'));
const server = await startServer(`sqlite:${join(dir, 'site.db')}`, {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
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

  const round = async () => {
    const rps: number[] = [];
    for (const page of PAGES)
      rps.push(
        (await measure(`${server.base}${page}`, { requests: REQUESTS, concurrency: 8 })).rps,
      );
    return rps.reduce((a, b) => a + b, 0) / rps.length;
  };
  await round(); // warm-up: pages made and kept, the JIT warm
  const before: number[] = [];
  for (let i = 0; i < ROUNDS; i++) before.push(await round());

  await api(`/newsletters/${letter.id}/send`, {});
  const during: number[] = [];
  const deliveredAtStart = delivered;
  for (let i = 0; i < ROUNDS; i++) during.push(await round());
  const progress = await api(`/newsletters/${letter.id}`);

  const fmt = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`pages/s before the send: ${fmt(before)} (median ${median(before).toFixed(0)})`);
  console.log(`pages/s during the send: ${fmt(during)} (median ${median(during).toFixed(0)})`);
  console.log(
    `mails delivered during the rounds: ${delivered - deliveredAtStart} (NEWSLETTER_PER_HOUR ${PER_HOUR}); letter ${String(progress.status)}, ${String(progress.sent)} of ${String(progress.total)} sent`,
  );
  console.log(`ratio during ÷ before (medians): ${(median(during) / median(before)).toFixed(3)}`);
} finally {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
}
