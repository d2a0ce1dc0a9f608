import { describe, expect, it } from 'vitest';
import { startSmtp } from '../apps/api/test/smtp.ts';
import { dialects } from './harness/databases.ts';
import { type Answer, request } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { type Server, startServer } from './harness/server.ts';
import { report } from './harness/figures.ts';
import { sleep, until } from './harness/traffic.ts';

/**
 * A newsletter to 10,000 subscribers (issue 44, item 2), sent by two server processes on
 * one database to one real SMTP server (in this test process), one of them restarted in
 * the middle of the send: every subscriber receives it exactly once.
 */
const newDatabase = cleanUpAfterEach();
const SUBSCRIBERS = 10_000;
const ADMIN = { username: 'owner', password: 'a long owner password 44' };
const RESTART_AFTER = 3_000;

const body = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

describe.each(dialects)('%s', (dialect) => {
  it('two instances and a restart send a 10,000-subscriber newsletter once to each', async () => {
    const smtp = await startSmtp();
    try {
      const database = await newDatabase(dialect);
      const env = {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'news@coach.example',
        PUBLIC_URL: 'https://coach.example',
        // High for the test: the pace is shared, and 10,000 must go in a minute or so.
        NEWSLETTER_PER_HOUR: '1000000',
        LOG_LEVEL: 'warn',
      };
      const start = (name: string) =>
        startServer({ name, databaseUrl: database.url(), env, admin: ADMIN });
      const a = await start('letter-a');
      await a.waitHealthy(90_000);
      let b: Server = await start('letter-b');
      await b.waitHealthy(90_000);
      await sleep(1_500); // the load guard's first sample (see mail-instances.test.ts)

      const signIn = await request(a.base, '/api/token', { method: 'POST', json: ADMIN });
      expect(signIn.status).toBe(200);
      const headers = { Authorization: `Bearer ${body(signIn).access_token}` };
      // A 503 (the load guard, after an import of 5,000 kept the process busy) is asked
      // again after its Retry-After, as a browser's user would.
      const call = async (server: Server, path: string, json?: unknown): Promise<Answer> => {
        for (let tries = 0; ; tries++) {
          const answer = await request(server.base, path, {
            method: json ? 'POST' : 'GET',
            json,
            headers,
            timeoutMs: 60_000,
          });
          if (answer.status !== 503 || tries === 5) return answer;
          await sleep(2_000);
        }
      };

      // The list, imported with the owner's word for consent (5,000 a call at most).
      for (let from = 0; from < SUBSCRIBERS; from += 5_000) {
        const csv = Array.from({ length: 5_000 }, (_, i) => `reader${from + i}@example.com`).join(
          '\n',
        );
        const imported = await call(a, '/api/subscribers/import', {
          csv,
          language: from === 0 ? 'mm' : 'en',
          consent_given: true,
          consent_source: 'a list moved from the old site',
        });
        expect(imported.status, imported.body.toString()).toBe(200);
      }
      const made = await call(a, '/api/newsletters', {
        subject: 'Monthly letter',
        subject_mm: 'လစဉ်စာ',
        body: '<p>Hello from the coach.</p>',
        body_mm: '<p>နည်းပြထံမှ မင်္ဂလာပါ။</p>',
      });
      expect(made.status, made.body.toString()).toBe(201);
      const id = body(made).id as number;
      const t0 = Date.now();
      const sent = await call(b, `/api/newsletters/${id}/send`, {});
      expect(sent.status, sent.body.toString()).toBe(200);
      expect(body(sent)).toMatchObject({ status: 'sending', total: SUBSCRIBERS });

      // A restart in the middle: the instance stops (SIGTERM, as a deploy does) and
      // comes back on the same database; its claims end with it.
      await smtp.waitFor(RESTART_AFTER, 300_000);
      const receivedAtRestart = smtp.received.length;
      await b.stop();
      b = await start('letter-b-again');
      await b.waitHealthy(90_000);

      await smtp.waitFor(SUBSCRIBERS, 300_000);
      const took = Date.now() - t0;
      await until(
        'the letter is sent',
        async () => body(await call(a, `/api/newsletters/${id}`)).status === 'sent',
        { timeoutMs: 30_000, everyMs: 500 },
      );
      // Both workers keep looking every 5 s: wait past a look of each, then count.
      await sleep(6_000);
      const recipients = smtp.received.map((mail) =>
        mail.to && 'value' in mail.to ? mail.to.value[0]!.address! : '',
      );
      const distinct = new Set(recipients);
      expect(recipients.length).toBe(SUBSCRIBERS);
      expect(distinct.size).toBe(SUBSCRIBERS);
      expect(body(await call(b, `/api/newsletters/${id}`))).toMatchObject({
        status: 'sent',
        total: SUBSCRIBERS,
        sent: SUBSCRIBERS,
        failed: 0,
        skipped: 0,
      });
      // The first import's half reads Burmese and got it in Burmese.
      const burmese = smtp.received.filter((mail) => mail.subject === 'လစဉ်စာ').length;
      expect(burmese).toBe(5_000);
      report(`${dialect} newsletter to ${SUBSCRIBERS} from two instances, one restarted`, {
        received: recipients.length,
        distinct: distinct.size,
        receivedAtRestart,
        seconds: Math.round(took / 100) / 10,
      });
    } finally {
      await smtp.close();
    }
  }, 600_000);
});
