import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../db/connect.ts';

/**
 * The mailbox an address reaches: neither its case nor a "+tag" after the name makes it
 * another person's (limits on mail to one address count by this).
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at).split('+')[0]}${lower.slice(at)}`;
}

/** What an email is about; the back office shows and filters by it. */
export type MailKind =
  | 'appointment'
  | 'order'
  | 'order_confirmation'
  | 'order_status'
  | 'testimonial'
  | 'test'
  | 'password_reset'
  | 'invitation'
  // A visitor's booked time: its confirmation, a change to it, its reminder (decision 0033).
  | 'appointment_confirmation'
  | 'appointment_change'
  | 'appointment_reminder';

/** Kinds whose body holds a secret link: once sent, the outbox keeps no copy of it. */
const SECRET_KINDS: MailKind[] = ['password_reset', 'invitation'];
export const SENT_SECRET_BODY =
  '(This message held a one-time link; it is not kept after sending.)';

export interface OutgoingMail {
  kind: MailKind;
  recipient: string;
  subject: string;
  body: string;
  attachmentFileId?: string | null;
  /** A calendar file (.ics) sent with it, as text. */
  calendar?: string | null;
}

export interface OutboxRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  body: string;
  attachment_file_id: string | null;
  calendar: string | null;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  created: string;
}

/** sent; waiting (not tried yet, or being sent); failed (the last try failed: see the reason). */
export type MailStatus = 'sent' | 'waiting' | 'failed';

export const statusOf = (row: Pick<OutboxRow, 'sent_at' | 'last_error'>): MailStatus =>
  row.sent_at ? 'sent' : row.last_error ? 'failed' : 'waiting';

/**
 * Tries before a message is left for the admin to send again: with the backoff capped at
 * an hour, about three days of a mail server that is away.
 */
export const MAX_ATTEMPTS = 72;

/** How long sent mail stays in the outbox for the admin to see. */
export const KEEP_SENT_MS = 90 * 24 * 60 * 60 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Executor = Kysely<any> | Transaction<any>;

/**
 * The outbox table: every email is written here first, in the transaction of the record
 * it tells of, and a worker sends it later (mail-worker.ts). Claims are an atomic update
 * (on PostgreSQL skipping rows another instance has locked), so with many instances on one
 * database each message is taken by one of them.
 */
export function outboxStore(database: Database) {
  const { db, dialect } = database;

  /** Answers the new row's id. */
  async function queue(executor: Executor, mail: OutgoingMail, now = Date.now()) {
    const row = await executor
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.body,
        attachment_file_id: mail.attachmentFileId ?? null,
        calendar: mail.calendar ?? null,
        attempts: 0,
        next_attempt_at: now,
        claimed_until: 0,
        created: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * How many emails of `kind` were queued to this mailbox since `since` (ISO). On
   * PostgreSQL it first takes a lock on the mailbox for the rest of the transaction, so
   * that instances queueing to one address at once count one after another; on SQLite the
   * transaction already holds the database's write lock (it stored the order).
   */
  async function countTo(executor: Executor, kind: MailKind, recipient: string, since: string) {
    const mailbox = mailboxOf(recipient);
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`mail_outbox:${mailbox}`}))`.execute(
        executor,
      );
    }
    const at = mailbox.lastIndexOf('@');
    const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const tagged = `${escape(mailbox.slice(0, at))}+%${escape(mailbox.slice(at))}`;
    const row = await executor
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', '=', kind)
      .where('created', '>=', since)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['recipient']), '=', mailbox),
          sql<boolean>`lower(recipient) like ${tagged} escape '\\'`,
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Takes up to `limit` due messages for `leaseMs`, counting the attempt now: a process
   * that dies while sending leaves a claim that runs out, and the message is tried again.
   */
  async function claimDue(token: string, leaseMs: number, limit = 10, now = Date.now()) {
    let due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('next_attempt_at', '<=', now)
      .where('claimed_until', '<=', now)
      .orderBy('id')
      .limit(limit);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const rows = await db
      .updateTable('mail_outbox')
      .set({
        claimed_until: now + leaseMs,
        claim_token: token,
        attempts: sql`attempts + 1`,
      })
      .where('id', 'in', due)
      .returningAll()
      .execute();
    return rows.map(toRow).sort((a, b) => a.id - b.id);
  }

  async function markSent(id: number, token: string) {
    await db
      .updateTable('mail_outbox')
      .set({
        sent_at: new Date().toISOString(),
        last_error: null,
        claimed_until: 0,
        body: sql`case when kind in (${sql.join(SECRET_KINDS)}) then ${SENT_SECRET_BODY} else body end`,
      })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute();
  }

  async function markFailed(id: number, token: string, reason: string, nextAttemptAt: number) {
    await db
      .updateTable('mail_outbox')
      .set({ last_error: reason.slice(0, 1000), next_attempt_at: nextAttemptAt, claimed_until: 0 })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute();
  }

  /** The admin's "send again": due now, with a fresh count of attempts. */
  async function sendAgain(id: number, executor: Executor = db): Promise<boolean> {
    const result = await executor
      .updateTable('mail_outbox')
      .set({ next_attempt_at: Date.now(), attempts: 0, claimed_until: 0 })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Sent mail is kept a while for the admin to look back on, then forgotten; mail that
   * has not gone is never deleted. Answers how many rows went.
   */
  async function pruneSent(keepMs = KEEP_SENT_MS, now = Date.now()) {
    const result = await db
      .deleteFrom('mail_outbox')
      .where('sent_at', 'is not', null)
      .where('sent_at', '<', new Date(now - keepMs).toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Newest first, a page at a time, with the count of each status for the screen's summary. */
  async function list({ limit, offset }: { limit: number; offset: number }) {
    const [rows, counts] = await Promise.all([
      db
        .selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.count('sent_at').as('sent'),
          eb.fn
            .count(sql`case when sent_at is null and last_error is not null then 1 end`)
            .as('failed'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(counts.total);
    const sent = Number(counts.sent);
    const failed = Number(counts.failed);
    return {
      rows: rows.map(toRow),
      total,
      counts: { sent, failed, waiting: total - sent - failed },
    };
  }

  return { queue, countTo, claimDue, markSent, markFailed, sendAgain, list, pruneSent };
}

export type OutboxStore = ReturnType<typeof outboxStore>;

function toRow(raw: Record<string, unknown>): OutboxRow {
  const at = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
  return {
    ...(raw as unknown as OutboxRow),
    id: Number(raw.id),
    attempts: Number(raw.attempts),
    next_attempt_at: Number(raw.next_attempt_at),
    claimed_until: Number(raw.claimed_until),
    sent_at: at(raw.sent_at),
    created: at(raw.created)!,
  };
}
