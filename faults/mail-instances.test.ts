import { describe, expect, it } from 'vitest';
import { appointmentBody } from '../apps/api/test/payloads.ts';
import { startSmtp } from '../apps/api/test/smtp.ts';
import { dialects } from './harness/databases.ts';
import { request } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startServer } from './harness/server.ts';
import { report } from './harness/figures.ts';

/**
 * Two server processes on one database, both sending the mail outbox to one real SMTP
 * server (in this test process): every email arrives once, whichever instance took the
 * request and whichever claimed the message.
 */
const newDatabase = cleanUpAfterEach();

describe.each(dialects)('%s', (dialect) => {
  it('two instances on one database send each notification once', async () => {
    const smtp = await startSmtp();
    try {
      const database = await newDatabase(dialect);
      const env = {
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: 'owner@example.com',
        PUBLIC_URL: 'https://coach.example',
      };
      const servers = await Promise.all(
        ['mail-a', 'mail-b'].map((name) => startServer({ name, databaseUrl: database.url(), env })),
      );
      await Promise.all(servers.map((server) => server.waitHealthy(90_000)));
      for (const server of servers) await server.waitForLog(/^mail is on: /, 10_000);
      // The load guard's first event-loop sample comes a moment after start; until then it
      // turns requests away (overload.ts). Not what this case is about: let it settle.
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      const names = Array.from({ length: 20 }, (_, i) => `Visitor ${i + 1}`);
      const answers = await Promise.all(
        names.map((name, i) =>
          request(servers[i % 2]!.base, '/api/appointment', {
            method: 'POST',
            json: appointmentBody({ name }),
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));

      await smtp.waitFor(names.length, 30_000);
      // Both workers keep looking (every 5 s, and at once after their own inserts): wait
      // past a look of each, then nothing may have come twice.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const subjects = smtp.received.map((m) => m.subject ?? '');
      expect(subjects.sort()).toEqual(
        names.map((name) => `New appointment request from ${name}`).sort(),
      );
      report(`${dialect} mail from two instances`, {
        sent: subjects.length,
        expected: names.length,
      });
    } finally {
      await smtp.close();
    }
  });
});
