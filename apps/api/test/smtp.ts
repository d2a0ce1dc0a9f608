import { readFile } from 'node:fs/promises';
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

/**
 * A port nothing listens on: a mail server that is down. It is taken from below the
 * system's ephemeral range, because a port from that range, once given back, can be handed
 * by `listen(0)` to another test file's server, which the site's mail worker would then
 * reach and hold open while it waits for an SMTP greeting.
 */
export async function downPort(): Promise<number> {
  const lowestEphemeral = await firstEphemeralPort();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (lowestEphemeral - 10_000));
    const probe = await startSmtp(port).catch(() => null); // taken: try another
    if (!probe) continue;
    await probe.close();
    return port;
  }
}

/** Linux says where `listen(0)` and outgoing connections take their ports from. */
async function firstEphemeralPort(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '');
  return Number(range.trim().split(/\s+/)[0]) || 32_768;
}

/** Waits until `check` holds, polling (the worker sends after the request has answered). */
export async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
