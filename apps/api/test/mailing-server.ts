import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type TestServer, startTestServer } from './harness.ts';
import { type TestSmtp, startSmtp } from './smtp.ts';
import { standIn } from './stand-in.ts';
import type { SpamTrapOptions } from '../src/content/spam-trap.ts';

/** The site's address in the emails these servers send. */
export const MAIL_SITE = 'https://coach.example';
/** The outbox worker at test pace: it looks every 50 ms and retries within a second. */
export const FAST_MAIL_WORKER = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 400 };

/** The mail settings of a test server sending through the SMTP server at `smtpUrl`. */
export const mailSettings = (smtpUrl: string, notifyEmail?: string) => ({
  smtpUrl,
  from: 'site@coach.example',
  publicUrl: MAIL_SITE,
  notifyEmail,
});

/** The token of the `/reset-password?token=` link in an email (a reset or an invitation). */
export function linkTokenIn(text: string): string {
  const link = /https:\/\/coach\.example\/reset-password\?token=([\w-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
}

/**
 * A test server on `kind` whose outbox sends to a real SMTP server in this process, for
 * the describe block that calls it: started before its tests, stopped after them, the
 * received mail and the outbox cleared after each test. Both are answered as stand-ins
 * the block's tests and hooks use once they run.
 */
export function useMailingServer(
  kind: string,
  /** More of the server's options, e.g. the owner's address (`mail.notifyEmail`). */
  more: { notifyEmail?: string; spamTrap?: SpamTrapOptions; clock?: () => number } = {},
): { server: TestServer; smtp: TestSmtp } {
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, {
      mail: mailSettings(smtp.url, more.notifyEmail),
      mailWorker: FAST_MAIL_WORKER,
      spamTrap: more.spamTrap,
      clock: more.clock,
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  // The outbox too: every email an anonymous request brings counts toward its mailbox's
  // daily cap (mail/outbox.ts), and a test must not spend the next one's allowance.
  afterEach(async () => {
    if (smtp) smtp.received.length = 0;
    await server?.database.db.deleteFrom('mail_outbox').execute();
  });
  return {
    server: standIn(() => server, 'the mailing test server'),
    smtp: standIn(() => smtp, 'the SMTP server'),
  };
}
