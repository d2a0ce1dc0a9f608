import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  port: number;
  received: ParsedMail[];
  /** While set, every message is refused with this SMTP answer (a 4xx or 5xx). */
  refuse: { code: number; message: string } | null;
  /** Resolves once `n` messages have arrived (or fails after `ms`). */
  waitFor(n: number, ms?: number): Promise<ParsedMail[]>;
  /** The messages to one address, oldest first, once `n` of them have arrived. */
  waitForTo(address: string, n: number, ms?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (no TLS, any or no login), keeping what it is
 * sent. `port` reuses a port: a server "coming back" where the site expects it.
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const smtp: TestSmtp = {
    url: '',
    port: 0,
    received,
    refuse: null,
    async waitFor(n, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) {
          throw new Error(`expected ${n} emails, got ${received.length} in ${ms} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    async waitForTo(address, n, ms = 10_000) {
      const until = Date.now() + ms;
      for (;;) {
        const mine = received.filter((mail) => JSON.stringify(mail.to).includes(address));
        if (mine.length >= n) return mine;
        if (Date.now() > until) {
          throw new Error(`expected ${n} emails to ${address}, got ${mine.length} in ${ms} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const refusal = smtp.refuse;
      if (refusal) {
        stream.resume();
        stream.on('end', () =>
          done(Object.assign(new Error(refusal.message), { responseCode: refusal.code })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  smtp.port = (server.server.address() as AddressInfo).port;
  smtp.url = `smtp://127.0.0.1:${smtp.port}`;
  return smtp;
}

/** A port nothing listens on (taken and given back at once): a mail server that is down. */
export async function downPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

/** Waits until `check` holds, polling (the worker sends after the request has answered). */
export async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
