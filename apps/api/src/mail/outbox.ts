import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Executor } from '../db/connect.ts';
import { lockInSchema } from '../db/schema-lock.ts';
import type { DB } from '../db/schema.ts';
import { type Clock, systemClock } from '../clock.ts';

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

/**
 * Each kind of email, by who can make the site send it. `anonymous`: a request anyone may
 * make without signing in can send it to an address of the requester's choosing (a
 * booking's or order's confirmation, a visitor's own move or cancel, a reset link, any
 * later sign-up confirmation). Those count together toward one cap per mailbox
 * (ANONYMOUS_MAILS_PER_DAY), so no mix of forms can make the site mail a stranger more.
 * Not anonymous: what the owner's own actions send (an order's next step, confirming or
 * cancelling a session, an invitation, a test), reminders, and the owner's notices to
 * NOTIFY_EMAIL, which the owner chose and which each public write's rate limit and the
 * moves a booking allows (booking/bookings.ts) bound. `secret`: the body holds a one-time
 * link, so the outbox keeps no copy of it once sent or held.
 */
export const MAIL_KINDS = {
  appointment: { anonymous: false },
  order: { anonymous: false },
  order_confirmation: { anonymous: true },
  order_status: { anonymous: false },
  testimonial: { anonymous: false },
  test: { anonymous: false },
  password_reset: { anonymous: true, secret: true },
  invitation: { anonymous: false, secret: true },
  // A visitor's booked time (decision 0033): its confirmation, the visitor's own move or
  // cancel from their link, the owner's confirm or cancel, its reminder.
  appointment_confirmation: { anonymous: true },
  appointment_visitor_change: { anonymous: true },
  appointment_change: { anonymous: false },
  appointment_reminder: { anonymous: false },
  // An event's registration (issue 40): the visitor's own registering, receipt or cancel,
  // and the owner's moves (the latter carry the ticket once paid).
  registration_confirmation: { anonymous: true },
  registration_status: { anonymous: false },
  // Seats held for the next on an event's waiting list, sent when seats come back (not by
  // the visitor's request); its link is a private page's, as an order's is.
  waitlist_offer: { anonymous: false },
  // The email list's confirmation link (issue 44): a visitor's sign-up sends it to any
  // address they type, so it counts toward the cap; its link subscribes, so it is secret.
  // `list`: sent to an address of the email list, whose refusals by the mail server
  // suppress it (subscribers/subscribers.ts `recordRefusal`); newsletters will be too.
  subscriber_confirmation: { anonymous: true, secret: true, list: true },
  // A newsletter to one subscriber (issue 44, decision 0044): written when sent, in the
  // subscriber's language then, paced by NEWSLETTER_PER_HOUR; and the owner's test of one.
  newsletter: { anonymous: false, list: true },
  newsletter_test: { anonymous: false },
} satisfies Record<string, { anonymous: boolean; secret?: boolean; list?: boolean }>;

/** What an email is about; the back office shows and filters by it. */
export type MailKind = keyof typeof MAIL_KINDS;

const kindsWhere = (
  test: (kind: { anonymous: boolean; secret?: boolean; list?: boolean }) => boolean,
) => (Object.keys(MAIL_KINDS) as MailKind[]).filter((kind) => test(MAIL_KINDS[kind]));
const ANONYMOUS_KINDS = kindsWhere((kind) => kind.anonymous);
const SECRET_KINDS = kindsWhere((kind) => kind.secret === true);
const LIST_KINDS = new Set(kindsWhere((kind) => 'list' in kind && kind.list === true));
/** Whether an email goes to an address of the email list (its refusals suppress it). */
export const isListMail = (kind: MailKind) => LIST_KINDS.has(kind);

/**
 * Emails of the anonymous kinds one mailbox receives in a day, at most: past it, each is
 * held (kept in the outbox for the owner to see, never sent).
 */
export const ANONYMOUS_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SENT_SECRET_BODY =
  '(This message held a one-time link; it is not kept after sending.)';
export const HELD_SECRET_BODY =
  '(This message held a one-time link; it was held back and its link is not kept.)';

export interface OutgoingMail {
  kind: MailKind;
  recipient: string;
  subject: string;
  body: string;
  attachmentFileId?: string | null;
  /** A calendar file (.ics) sent with it, as text. */
  calendar?: string | null;
  /** An event ticket: the address its QR code holds, drawn as a PNG when sent. */
  ticket?: string | null;
}

export interface OutboxRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  body: string;
  attachment_file_id: string | null;
  calendar: string | null;
  ticket: string | null;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  held_at: string | null;
  created: string;
  newsletter_id: number | null;
  subscriber_id: number | null;
  language: string | null;
}

/**
 * sent; waiting (not tried yet, or being sent); failed (the last try failed: see the
 * reason); held (over the per-recipient cap: never sent).
 */
export type MailStatus = 'sent' | 'waiting' | 'failed' | 'held';

export const statusOf = (row: Pick<OutboxRow, 'sent_at' | 'last_error' | 'held_at'>): MailStatus =>
  row.held_at ? 'held' : row.sent_at ? 'sent' : row.last_error ? 'failed' : 'waiting';

/**
 * Tries before a message is left for the admin to send again: with the backoff capped at
 * an hour, about three days of a mail server that is away.
 */
export const MAX_ATTEMPTS = 72;

/** How long sent mail stays in the outbox for the admin to see. */
export const KEEP_SENT_MS = 90 * 24 * 60 * 60 * 1000;

/** Milliseconds between two slots of a pace of `perHour` mails. */
const paceInterval = (perHour: number) => Math.max(1, Math.ceil(3_600_000 / perHour));

/** Newsletter mails claimed at the pace (claimPaced), and what the worker needs next. */
export interface PacedClaim {
  rows: OutboxRow[];
  /** How many were due, counted up to the batch's size. */
  waiting: number;
  /**
   * When (by the clock's time) the pace has slots for half a batch of the mails still
   * waiting, or of the fewer left; undefined when none are left.
   */
  batchAt: number | undefined;
}

type DueRows = SelectQueryBuilder<DB, 'mail_outbox', { id: number }>;

/**
 * Unsent, not held, not given up on, due by `now` and not claimed by another: oldest
 * first, through the partial index of the unsent rows of its kind (migration 0042).
 */
const dueRows = (db: Executor, now: number, limit: number) =>
  db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('held_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('next_attempt_at', '<=', now)
    .where('claimed_until', '<=', now)
    .orderBy('id')
    .limit(limit);

/** The due mails other than newsletters', which go at their own pace (claimPaced). */
export const dueMails = (db: Executor, now: number, limit: number): DueRows =>
  dueRows(db, now, limit).where('kind', '!=', 'newsletter');

/** The due mails of newsletters. */
export const dueNewsletters = (db: Executor, now: number, limit: number): DueRows =>
  dueRows(db, now, limit).where('kind', '=', 'newsletter');

/**
 * The outbox table: every email is written here first, in the transaction of the record
 * it tells of, and a worker sends it later (mail-worker.ts). Claims are an atomic update
 * (on PostgreSQL skipping rows another instance has locked), so with many instances on one
 * database each message is taken by one of them.
 */
export function outboxStore(database: Database, clock: Clock = systemClock) {
  const { db, dialect } = database;

  /**
   * Answers the new row's id. An email of an anonymous kind past its mailbox's cap is
   * stored held: the owner sees it, nobody is sent it.
   */
  async function queue(executor: Executor, mail: OutgoingMail, now = clock()) {
    const row = await executor
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.body,
        attachment_file_id: mail.attachmentFileId ?? null,
        calendar: mail.calendar ?? null,
        ticket: mail.ticket ?? null,
        attempts: 0,
        next_attempt_at: now,
        claimed_until: 0,
        created: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (MAIL_KINDS[mail.kind].anonymous) {
      const since = new Date(now - DAY_MS).toISOString();
      if ((await anonymousMailsTo(executor, mail.recipient, since, id)) >= ANONYMOUS_MAILS_PER_DAY)
        await hold(executor, id, now);
    }
    return id;
  }

  async function hold(executor: Executor, id: number, now: number) {
    await executor
      .updateTable('mail_outbox')
      .set({
        held_at: new Date(now).toISOString(),
        body: sql`case when kind in (${sql.join(SECRET_KINDS)}) then ${HELD_SECRET_BODY} else body end`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * How many emails of the anonymous kinds, not held, were queued to this mailbox since
   * `since` (ISO), other than `except`. Called after the new row is written: on SQLite
   * that write holds the database's lock until the transaction ends; on PostgreSQL a lock
   * on the mailbox is taken for the rest of the transaction. Either way instances queueing
   * to one address at once count one after another.
   */
  async function anonymousMailsTo(
    executor: Executor,
    recipient: string,
    since: string,
    except: number,
  ) {
    const mailbox = mailboxOf(recipient);
    if (dialect === 'postgres') {
      await lockInSchema(executor, `mail_outbox:${mailbox}`);
    }
    const at = mailbox.lastIndexOf('@');
    const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const tagged = `${escape(mailbox.slice(0, at))}+%${escape(mailbox.slice(at))}`;
    const row = await executor
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('kind', 'in', ANONYMOUS_KINDS)
      .where('held_at', 'is', null)
      .where('id', '!=', except)
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
  async function claimDue(token: string, leaseMs: number, limit = 10, now = clock()) {
    return claim(dueMails(db, now, limit), token, leaseMs, now);
  }

  /** Claims the rows `due` selects (see claimDue). */
  async function claim(due: DueRows, token: string, leaseMs: number, now: number) {
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

  /**
   * Takes due newsletter mails at `perHour` across every instance: each mail needs a slot
   * of the shared pace (`mail_pace`), reserved by one atomic update before it is claimed, so
   * no two instances can spend one slot. Slots left unused while nothing was due are not
   * saved up beyond one batch (`limit` of them), so a send resumed after a pause does not
   * burst. A slot reserved for a mail another instance claimed first is lost: the pace can
   * only be slower than asked, never faster.
   *
   * Says too how many were due (at most `limit`) and when the pace has slots for half a
   * batch of those still waiting. A worker ahead of the pace comes back then:
   * not at its next poll (at a fast pace slots are milliseconds away, and a worker that
   * slept seconds whenever it was ahead sent slower the faster its machine), and not at
   * every slot (a pass costs more than the mail it sends: at ten mails a second, the
   * server's CPU per mail was 8.5 ms in passes of one, 6.4 ms in passes of five). Not at a
   * whole batch either: the pace saves up one batch of slots, so a worker woken a little
   * late would lose some.
   */
  async function claimPaced(
    token: string,
    leaseMs: number,
    perHour: number,
    limit = 10,
    now = clock(),
  ): Promise<PacedClaim> {
    const due = await db
      .selectFrom(dueNewsletters(db, now, limit).as('due'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const waiting = Number(due.n);
    if (!waiting) return { rows: [], waiting, batchAt: undefined };
    const interval = paceInterval(perHour);
    const { granted, nextAt } = await reserveSlots('newsletter', interval, waiting, limit, now);
    const rows = granted ? await claim(dueNewsletters(db, now, granted), token, leaseMs, now) : [];
    // Counted up to `limit`: a full count may stand for more.
    const left = waiting === limit ? limit : waiting - rows.length;
    // Half a batch: a worker late by less than the other half loses no slot.
    const batch = Math.ceil(Math.min(left, limit) / 2);
    const batchAt = left > 0 && nextAt !== undefined ? nextAt + (batch - 1) * interval : undefined;
    return { rows, waiting, batchAt };
  }

  /**
   * Up to `wanted` of the pace's slots due by `now`, taken at once: how many, and when the
   * slot after them is due (undefined when the pace has no row).
   */
  async function reserveSlots(
    name: string,
    interval: number,
    wanted: number,
    burst: number,
    now: number,
  ): Promise<{ granted: number; nextAt: number | undefined }> {
    const [max, min] = dialect === 'postgres' ? ['greatest', 'least'] : ['max', 'min'];
    const from = sql`${sql.raw(max)}(next_at, ${now - burst * interval})`;
    const granted = sql`${sql.raw(min)}(${wanted}, cast((${now} - ${from}) / ${interval} as integer) + 1)`;
    const taken = await sql<{ granted: number; next_at: number }>`
      update mail_pace set granted = ${granted}, next_at = ${from} + ${granted} * ${interval}
      where name = ${name} and next_at <= ${now}
      returning granted, next_at`.execute(db);
    const row = taken.rows[0];
    if (row) return { granted: Number(row.granted), nextAt: Number(row.next_at) };
    // No slot due yet: when the next one is.
    const pace = await db
      .selectFrom('mail_pace')
      .select('next_at')
      .where('name', '=', name)
      .executeTakeFirst();
    return { granted: 0, nextAt: pace && Number(pace.next_at) };
  }

  /**
   * A newsletter's mail that must not go (the address left the list or was suppressed
   * before its turn): held with the reason, never sent.
   */
  async function skip(id: number, token: string, reason: string) {
    await db
      .updateTable('mail_outbox')
      .set({ held_at: new Date(clock()).toISOString(), last_error: reason, claimed_until: 0 })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute();
  }

  async function markSent(id: number, token: string) {
    await db
      .updateTable('mail_outbox')
      .set({
        sent_at: new Date(clock()).toISOString(),
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

  /**
   * A message that will never go (the mail server refused its address for good): left
   * failed with its reason, never tried again, as one out of tries is.
   */
  async function giveUp(id: number, token: string, reason: string) {
    await db
      .updateTable('mail_outbox')
      .set({ last_error: reason.slice(0, 1000), attempts: MAX_ATTEMPTS, claimed_until: 0 })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute();
  }

  /** The admin's "send again": due now, with a fresh count of attempts (never a held one). */
  async function sendAgain(id: number, executor: Executor = db): Promise<boolean> {
    const result = await executor
      .updateTable('mail_outbox')
      .set({ next_attempt_at: clock(), attempts: 0, claimed_until: 0 })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('held_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Sent and held mail is kept a while for the admin to look back on, then forgotten;
   * mail that may still go is never deleted. Answers how many rows went.
   */
  async function pruneSent(keepMs = KEEP_SENT_MS, now = clock()) {
    const before = new Date(now - keepMs).toISOString();
    const result = await db
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or([eb('sent_at', '<', before), eb('held_at', '<', before)]))
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
            .count(
              sql`case when sent_at is null and held_at is null and last_error is not null then 1 end`,
            )
            .as('failed'),
          eb.fn.count('held_at').as('held'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const total = Number(counts.total);
    const sent = Number(counts.sent);
    const failed = Number(counts.failed);
    const held = Number(counts.held);
    return {
      rows: rows.map(toRow),
      total,
      counts: { sent, failed, held, waiting: total - sent - failed - held },
    };
  }

  return {
    queue,
    claimDue,
    claimPaced,
    markSent,
    markFailed,
    giveUp,
    skip,
    sendAgain,
    list,
    pruneSent,
  };
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
    newsletter_id: raw.newsletter_id == null ? null : Number(raw.newsletter_id),
    subscriber_id: raw.subscriber_id == null ? null : Number(raw.subscriber_id),
    language: (raw.language as string | null | undefined) ?? null,
    sent_at: at(raw.sent_at),
    held_at: at(raw.held_at ?? null),
    created: at(raw.created)!,
  };
}
