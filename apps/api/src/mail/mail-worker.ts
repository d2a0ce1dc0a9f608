import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { type Clock, systemClock } from '../clock.ts';
import type { Database } from '../db/connect.ts';
import type { MailService } from './mail-service.ts';
import { type OutboxRow, isListMail } from './outbox.ts';
import { senderOf } from './settings.ts';
import { ticketPng } from '../events/ticket-codes.ts';
import { DEFAULT_NEWSLETTERS_PER_HOUR } from '@coach/contract/newsletters';

export interface MailWorkerOptions {
  /** How often the outbox is read for due mail (other instances' and retries). */
  pollMs?: number;
  /** The first retry's wait; each later one doubles, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed message is this instance's alone; longer than a send can take. */
  leaseMs?: number;
}

const SECOND = 1000;
/** Newsletter mails claimed at once (and the most the pace saves up). */
const PACED_BATCH = 10;

/** nodemailer's options for an smtp:// or smtps:// address (to add pooling to them). */
const transportUrlOptions = (url: string) => {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : undefined,
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username && {
      auth: {
        user: decodeURIComponent(parsed.username),
        pass: decodeURIComponent(parsed.password),
      },
    }),
  };
};
const PRUNE_EVERY_MS = 60 * 60 * SECOND;
/** The shortest wait for the pace's next batch of slots. */
const MIN_BATCH_WAIT_MS = 20;
export const DEFAULT_MAIL_WORKER = {
  pollMs: 5 * SECOND,
  retryBaseMs: 30 * SECOND,
  retryMaxMs: 60 * 60 * SECOND,
  leaseMs: 120 * SECOND,
} satisfies Required<MailWorkerOptions>;

/** The wait before try `attempts + 1`: doubling from the base, never above the cap. */
export const backoffMs = (
  attempts: number,
  { retryBaseMs, retryMaxMs }: Required<MailWorkerOptions>,
) => Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));

/** The address in a sender such as `Coach <hello@coach.example>`, or the sender itself. */
export const addressOf = (sender: string) => /<([^<>\s]+)>/.exec(sender)?.[1] ?? sender.trim();

/**
 * Sends the outbox while the server runs. Every instance runs one; claims keep them from
 * sending a message twice (outbox.ts). A mail server that is away or refuses only delays
 * a message: the reason is stored, and it is tried again later, ever more slowly. What is
 * due, and when a claim or a retry's wait runs out, is judged at the `clock`'s now.
 */
export function scheduleMailWorker(
  app: FastifyInstance,
  database: Database,
  mail: MailService,
  options: MailWorkerOptions = {},
  clock: Clock = systemClock,
) {
  const settings = { ...DEFAULT_MAIL_WORKER, ...options };
  const token = randomUUID();
  const transport = nodemailer.createTransport(mail.settings.smtpUrl!, {
    from: senderOf(mail.settings),
  });
  // A list send's mails go over a few connections kept open, not one connection each.
  const listTransport = nodemailer.createTransport(
    { ...transportUrlOptions(mail.settings.smtpUrl!), pool: true, maxConnections: 2 },
    { from: senderOf(mail.settings) },
  );
  // Bounded waits, well inside the claim's lease, so a hung server cannot hold a claim past it.
  for (const each of [transport, listTransport])
    Object.assign(each.options, {
      connectionTimeout: 10 * SECOND,
      greetingTimeout: 10 * SECOND,
      socketTimeout: 30 * SECOND,
    });

  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  let running: Promise<void> | undefined;
  let again = false;
  /** After a pass that left newsletter mails waiting for the pace: when it has a batch. */
  let batchAt: number | undefined;

  async function attachmentsOf(row: OutboxRow) {
    // A booking's calendar file: named so that phones offer to add it to the calendar.
    const calendar = row.calendar
      ? [
          {
            filename: 'appointment.ics',
            contentType: 'text/calendar; charset=utf-8',
            content: row.calendar,
          },
        ]
      : [];
    // An event ticket: its QR code as a picture the visitor shows at the door.
    const ticket = row.ticket
      ? [{ filename: 'ticket.png', contentType: 'image/png', content: await ticketPng(row.ticket) }]
      : [];
    return [...calendar, ...ticket, ...(await receiptOf(row))];
  }

  async function receiptOf(row: OutboxRow) {
    if (!row.attachment_file_id) return [];
    const file = await database.db
      .selectFrom('file')
      .select(['name', 'mime', 'bytes'])
      .where('id', '=', row.attachment_file_id)
      .executeTakeFirst();
    // A receipt deleted since the order: the email still goes, without it.
    if (!file) return [];
    return [
      {
        filename: file.name ?? `receipt-${row.attachment_file_id}`,
        contentType: file.mime,
        content: Buffer.from(file.bytes as Uint8Array),
      },
    ];
  }

  /**
   * A list email the mail server refused (issue 44, item 4): a permanent refusal (5xx)
   * suppresses the address and the message is given up; a temporary one (4xx) counts once
   * per email (on its first try: its retries are the same send), and the email is tried
   * again unless the count suppressed the address. Answers whether the message is done with.
   */
  async function listRefusal(row: OutboxRow, error: unknown, reason: string) {
    const code = Number((error as { responseCode?: unknown }).responseCode);
    if (!Number.isInteger(code) || code < 400) return false;
    if (code < 500 && row.attempts > 1) return false;
    if (!(await mail.list.refused(row.recipient, code))) return false;
    await mail.outbox.giveUp(row.id, token, `${reason} (the address is suppressed)`);
    app.log.warn({ mail: row.id, code }, 'a list address was refused and is suppressed');
    return true;
  }

  /**
   * A newsletter's mail (issue 44, item 3): text and HTML parts, the list's headers (RFC
   * 2369 and RFC 8058 one-click), bulk precedence and a Message-ID of its own that names
   * the letter and the subscriber. Null when its address must not get it.
   */
  async function newsletterMessage(row: OutboxRow) {
    const written = await mail.newsletters?.mailOf(row);
    if (!written) return null;
    const sender = addressOf(senderOf(mail.settings));
    const domain = sender.slice(sender.lastIndexOf('@') + 1) || 'localhost';
    const who = row.subscriber_id === null ? `test-${row.id}` : String(row.subscriber_id);
    const unsubscribe = written.unsubscribe
      ? [
          `<${written.unsubscribe}>`,
          // A mailto only to the configured sender's address, which someone reads.
          ...(mail.settings.from
            ? [`<mailto:${addressOf(mail.settings.from)}?subject=unsubscribe>`]
            : []),
        ].join(', ')
      : null;
    return {
      to: row.recipient,
      subject: written.subject,
      text: written.text,
      html: written.html,
      messageId: `<newsletter-${row.newsletter_id}-${who}@${domain}>`,
      headers: {
        Precedence: 'bulk',
        'List-Id': `<newsletter.${domain}>`,
        ...(unsubscribe && {
          'List-Unsubscribe': unsubscribe,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }),
      },
    };
  }

  async function messageOf(row: OutboxRow) {
    if (row.newsletter_id !== null) return newsletterMessage(row);
    return {
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      attachments: await attachmentsOf(row),
    };
  }

  async function send(row: OutboxRow) {
    try {
      const message = await messageOf(row);
      if (!message) {
        // Checked when its turn comes, not only when queued: it left the list meanwhile.
        await mail.outbox.skip(row.id, token, 'Not sent: the address is no longer subscribed');
        return;
      }
      await (row.kind === 'newsletter' ? listTransport : transport).sendMail(message);
      await mail.outbox.markSent(row.id, token);
      if (isListMail(row.kind)) await mail.list.delivered(row.recipient);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isListMail(row.kind) && (await listRefusal(row, error, reason))) return;
      const next = clock() + backoffMs(row.attempts, settings);
      await mail.outbox.markFailed(row.id, token, reason, next);
      app.log.warn(
        { mail: row.id, attempts: row.attempts, err: error },
        'an email could not be sent; it will be tried again',
      );
    }
  }

  let prunedAt = 0;
  async function drain() {
    // Sent mail older than the outbox keeps is forgotten now and then (outbox.ts).
    if (clock() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = clock();
      await mail.outbox.pruneSent(undefined, clock());
    }
    await mail.newsletters?.startDue(clock());
    while (!closing) {
      const rows = await mail.outbox.claimDue(token, settings.leaseMs, undefined, clock());
      for (const row of rows) await send(row);
      // A newsletter's mails, as many as the shared pace allows now (outbox.ts claimPaced).
      const paced = await mail.outbox.claimPaced(
        token,
        settings.leaseMs,
        mail.settings.newslettersPerHour ?? DEFAULT_NEWSLETTERS_PER_HOUR,
        PACED_BATCH,
        clock(),
      );
      for (const row of paced.rows) await send(row);
      // Fewer due than a batch: a letter's mails may be running out. (Counting a letter's
      // 10,000 rows at every slot of its pace cost more than sending its mail.)
      if (paced.waiting < PACED_BATCH) await mail.newsletters?.finishSending();
      // Round again while mail can go now (sending took the time of the next batch's
      // slots); else back when the pace has that batch.
      const batchDue = paced.batchAt !== undefined && paced.batchAt <= clock();
      if (!rows.length && !(paced.rows.length > 0 && batchDue)) {
        batchAt = paced.batchAt;
        return;
      }
    }
  }

  /** One pass at a time; a nudge during a pass brings another right after it. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        if (!closing) app.log.warn({ err: error }, 'the mail outbox could not be read');
      })
      .finally(() => {
        running = undefined;
        if (again && !closing) {
          again = false;
          void run();
        }
      });
    return running;
  }

  const tick = () => {
    if (closing) return;
    void run().finally(() => {
      if (closing) return;
      // Sooner when the pace has a batch for the waiting newsletter mails before the poll.
      const batchIn = (batchAt ?? Infinity) - clock();
      const wait = Math.min(settings.pollMs, Math.max(MIN_BATCH_WAIT_MS, batchIn));
      batchAt = undefined;
      timer = setTimeout(tick, wait);
      timer.unref(); // never what keeps a stopping process alive
    });
  };

  const stopListening = mail.onQueued(() => void run());
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    stopListening();
    await running;
    transport.close();
    listTransport.close();
  });
}
