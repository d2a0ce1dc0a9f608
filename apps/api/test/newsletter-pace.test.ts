import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemViewer } from '../src/auth/viewer.ts';
import { databases, testClock } from './harness.ts';
import { type TestSmtp, startSmtp } from './smtp.ts';
import { type TwoInstances, startTwoInstances } from './two-instances.ts';

const NOW = Date.parse('2026-12-01T03:00:00Z');
const MINUTE = 60_000;
/** The pace under test: one mail a minute, a batch (10) saved up at most. */
const PER_HOUR = 60;
const SUBSCRIBERS = 30;

/** Lets both workers look many times (every 20 ms) while the clock stands still. */
const looks = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * NEWSLETTER_PER_HOUR is one pace for every instance (issue 44, item 2): two instances on
 * one database, their clock standing still, send no more than the shared slots allow,
 * and the next slot only once the clock reaches it.
 */
describe.each(databases)('the newsletter pace on %s', (kind) => {
  let instances: TwoInstances;
  let smtp: TestSmtp;
  const clock = testClock(NOW);

  beforeAll(async () => {
    smtp = await startSmtp();
    instances = await startTwoInstances(kind, {
      clock: clock.now,
      mail: {
        smtpUrl: smtp.url,
        from: 'news@coach.example',
        publicUrl: 'https://coach.example',
        newslettersPerHour: PER_HOUR,
      },
      mailWorker: { pollMs: 20, retryBaseMs: 50, retryMaxMs: 400 },
    });
  });
  afterAll(async () => {
    await instances?.close();
    await smtp?.close();
  });

  it('is shared by the instances: a batch at first, then one a minute', async () => {
    const { a, b } = instances;
    // Ready: each worker looks on its own from now on (every 20 ms), not only when nudged.
    await Promise.all([a.app.ready(), b.app.ready()]);
    await a.services.subscriberAdmin.importAddresses(
      {
        csv: Array.from({ length: SUBSCRIBERS }, (_, i) => `pace${i}@example.com`).join('\n'),
        consent_given: true,
        consent_source: 'the pace test',
      },
      systemViewer,
      'https://coach.example',
    );
    const letter = await a.services.newsletters.create(
      { subject: 'Paced', body: '<p>One at a time.</p>' },
      systemViewer,
      'https://coach.example',
    );
    // Sent through one instance; both send its mail.
    await b.services.newsletters.send(letter.id, {}, systemViewer);

    // The first batch (10) and the slot due now: 11, however many times both look.
    await smtp.waitFor(11);
    await looks();
    expect(smtp.received).toHaveLength(11);

    clock.advance(MINUTE);
    await looks();
    await smtp.waitFor(12);
    await looks();
    expect(smtp.received).toHaveLength(12);

    // Ten minutes unused save up one batch, not ten minutes' worth beyond it.
    clock.advance(10 * MINUTE);
    await smtp.waitFor(22);
    await looks();
    expect(smtp.received).toHaveLength(22);
    const progress = await a.services.newsletters.read(letter.id);
    expect(progress).toMatchObject({ status: 'sending', total: SUBSCRIBERS, sent: 22 });
  });

  it('tells a worker ahead of the pace when slots for half the mails left are due, and nothing once none wait', async () => {
    const { outbox } = instances.a.services.mail;
    // 8 mails wait (of the first test's 30) and no slot is free: none claimed, and slots for
    // half of them (4) once the next slot (at most a minute away, the pace's interval) and
    // 3 more come.
    const ahead = await outbox.claimPaced('the test', MINUTE, PER_HOUR, 10, clock.now());
    expect(ahead.rows).toEqual([]);
    expect(ahead.waiting).toBe(SUBSCRIBERS - 22);
    expect(ahead.batchAt! - clock.now()).toBeGreaterThan(3 * MINUTE);
    expect(ahead.batchAt! - clock.now()).toBeLessThanOrEqual(4 * MINUTE);

    clock.advance(60 * MINUTE);
    await smtp.waitFor(SUBSCRIBERS);
    expect(await outbox.claimPaced('the test', MINUTE, PER_HOUR, 10, clock.now())).toEqual({
      rows: [],
      waiting: 0,
      batchAt: undefined,
    });
  });
});
