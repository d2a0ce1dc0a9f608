import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  SUBSCRIBER_STATES,
  type Subscriber,
  type SubscriberState,
  schemas,
} from '@coach/contract';
import { EMAIL_PATTERN } from '@coach/contract/options';
import {
  CONSENT_WORDING,
  SOFT_FAILURES_TO_SUPPRESS,
  SUBSCRIBE_CONFIRM_DAYS,
  addressKey,
} from '@coach/contract/subscribers';
import type { Selectable } from 'kysely';
import { inTransaction } from '../audit/audit-log.ts';
import { tokenHash } from '../auth/token-hash.ts';
import type { Clock } from '../clock.ts';
import type { SpamTrap } from '../content/spam-trap.ts';
import type { Database, Executor } from '../db/connect.ts';
import { readInstant } from '../db/instants.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, notFound, parseOrThrow } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { toIso } from '../resources/rows.ts';
import { confirmationMail } from './subscriber-mails.ts';

type Row = Selectable<DB['subscriber']>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Addresses one import takes, at most: a list of a small business, never a scrape. */
export const MAX_IMPORT = 5000;

/** What an erased address leaves: its hash, never the address (decision 0043). */
export const erasedHash = (email: string) =>
  createHash('sha256').update(addressKey(email)).digest('hex');

export const newToken = () => randomBytes(32).toString('base64url');

const toSubscriber = (row: Row): Subscriber => ({
  id: Number(row.id),
  email: row.email,
  language: row.language as Language,
  state: row.state as SubscriberState,
  created: toIso(row.created),
  confirmed_at: row.confirmed_at ? toIso(row.confirmed_at) : null,
  source_page: row.source_page,
  consent_text: row.consent_text,
  suppressed_reason: row.suppressed_reason,
});

/**
 * The email list (issue 44, decision 0043): double opt-in sign-ups, the confirmation and
 * unsubscribe links, suppression of addresses the mail server refuses, and the owner's
 * list, its actions and its import. `origin`: the site's address for the emails' links
 * when PUBLIC_URL is not set (the request's).
 */
export function subscriberList(
  database: Database,
  { trap, mail, clock }: { trap: SpamTrap; mail: MailService; clock: Clock },
) {
  const { db } = database;
  const nowIso = () => new Date(clock()).toISOString();
  const originOf = (fallback: string) => mail.settings.publicUrl ?? fallback;

  async function isErased(executor: Executor, email: string) {
    const row = await executor
      .selectFrom('subscriber_erased')
      .select('address_hash')
      .where('address_hash', '=', erasedHash(email))
      .executeTakeFirst();
    return Boolean(row);
  }

  /** A fresh confirmation link for the row, mailed in `language` (its hash alone is kept). */
  async function askToConfirm(trx: Executor, row: Row, language: Language, origin: string) {
    const token = newToken();
    await trx
      .updateTable('subscriber')
      .set({
        confirm_token_hash: tokenHash(token),
        confirm_expires_at: new Date(clock() + SUBSCRIBE_CONFIRM_DAYS * DAY_MS).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    await mail.queueOne(trx, confirmationMail(row.email, token, language, origin), 'customer');
  }

  /**
   * POST /subscribers. Every outcome answers alike, so the answer never tells whether an
   * address is on the list: a new address, a pending one or one that left is sent a fresh
   * confirmation; a subscribed or suppressed one changes nothing and is sent nothing; spam
   * is stored nowhere. The mailbox's daily cap on anonymous mail bounds the confirmations.
   */
  async function signUp(sent: unknown, fallbackLanguage: Language, origin: string) {
    const { spam, body } = await trap.judge(sent, clock());
    const input = parseOrThrow(schemas.subscribers.signUp, body);
    const language = input.language ?? fallbackLanguage;
    if (!spam) {
      const key = addressKey(input.email);
      await inTransaction(db, async (trx) => {
        const now = nowIso();
        await trx
          .insertInto('subscriber')
          .values({
            email: input.email.trim(),
            address_key: key,
            language,
            state: 'pending',
            source_page: input.source_page ?? null,
            consent_text: CONSENT_WORDING[language],
            unsubscribe_token: newToken(),
            created: now,
            changed_at: now,
          })
          .onConflict((oc) => oc.column('address_key').doNothing())
          .execute();
        const row = await trx
          .selectFrom('subscriber')
          .selectAll()
          .where('address_key', '=', key)
          .executeTakeFirstOrThrow();
        if (row.state === 'subscribed' || row.state === 'suppressed') return;
        // The wording and page of this sign-up: the consent a click will confirm.
        await trx
          .updateTable('subscriber')
          .set({
            language,
            source_page: input.source_page ?? row.source_page,
            consent_text: CONSENT_WORDING[language],
            changed_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        await askToConfirm(trx, row, language, originOf(origin));
      });
      mail.nudge();
    }
    return { status: 'check_email' as const };
  }

  /**
   * POST /subscribers/confirm: the link's click subscribes (again: a second click answers
   * the same). 404 for a link unknown or since replaced or used up by an unsubscribe; 410
   * once its 7 days are over. A suppressed address stays suppressed.
   */
  async function confirm(sent: unknown) {
    const { token } = parseOrThrow(schemas.subscribers.token, sent);
    return inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom('subscriber')
        .selectAll()
        .where('confirm_token_hash', '=', tokenHash(token))
        .executeTakeFirstOrThrow(() => notFound('Confirmation link'));
      if (row.state !== 'subscribed' && row.state !== 'suppressed') {
        if (readInstant(row.confirm_expires_at).getTime() <= clock())
          throw new HttpError(
            410,
            'Gone',
            'This confirmation link has expired; please sign up again.',
          );
        const now = nowIso();
        await trx
          .updateTable('subscriber')
          .set({
            state: 'subscribed',
            confirmed_at: now,
            consent_at: now,
            soft_failures: 0,
            changed_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        // Asked for by the address's owner: an erasure before this is not held against it.
        await trx
          .deleteFrom('subscriber_erased')
          .where('address_hash', '=', erasedHash(row.email))
          .execute();
      }
      const state = row.state === 'suppressed' ? 'suppressed' : 'subscribed';
      return { state, language: row.language as Language };
    });
  }

  async function byUnsubscribeToken(executor: Executor, token: string) {
    return executor
      .selectFrom('subscriber')
      .selectAll()
      .where('unsubscribe_token', '=', token)
      .executeTakeFirstOrThrow(() => notFound('Subscription'));
  }

  /** What the unsubscribe page shows before the click: the state and the language. */
  async function unsubscribeInfo(sent: unknown) {
    const { token } = parseOrThrow(schemas.subscribers.token, sent);
    const row = await byUnsubscribeToken(db, token);
    return { state: row.state as SubscriberState, language: row.language as Language };
  }

  /**
   * The unsubscribe link's POST (RFC 8058 one-click, or the page's button): leaves the list
   * at once, forever valid. Leaving twice answers the same; a suppressed address stays so.
   */
  async function unsubscribe(sent: unknown) {
    const { token } = parseOrThrow(schemas.subscribers.token, sent);
    return inTransaction(db, async (trx) => {
      const row = await byUnsubscribeToken(trx, token);
      if (row.state === 'pending' || row.state === 'subscribed')
        await trx
          .updateTable('subscriber')
          .set({ state: 'unsubscribed', confirm_token_hash: null, changed_at: nowIso() })
          .where('id', '=', row.id)
          .execute();
      const state = row.state === 'suppressed' ? 'suppressed' : 'unsubscribed';
      return { state, language: row.language as Language };
    });
  }

  /**
   * "Subscribe again" on the unsubscribe page: its token came by email to this address, so
   * it proves the mailbox as a confirmation does. A suppressed address is not mailed again.
   */
  async function resubscribe(sent: unknown) {
    const { token } = parseOrThrow(schemas.subscribers.token, sent);
    return inTransaction(db, async (trx) => {
      const row = await byUnsubscribeToken(trx, token);
      if (row.state === 'unsubscribed') {
        const now = nowIso();
        await trx
          .updateTable('subscriber')
          .set({ state: 'subscribed', confirmed_at: now, consent_at: now, changed_at: now })
          .where('id', '=', row.id)
          .execute();
      }
      const state = row.state === 'suppressed' ? 'suppressed' : 'subscribed';
      return { state, language: row.language as Language };
    });
  }

  /**
   * The mail worker's word on a list email that the mail server refused (mail-worker.ts):
   * a permanent refusal (5xx) suppresses the address at once; a temporary one (4xx) counts,
   * once per email, and the SOFT_FAILURES_TO_SUPPRESS-th suppresses it. Answers whether
   * the address is suppressed now. An address not on the list is left alone.
   */
  async function recordRefusal(email: string, code: number): Promise<boolean> {
    const key = addressKey(email);
    const reason = `The mail server refused it (${code})`;
    if (code >= 500) {
      const result = await db
        .updateTable('subscriber')
        .set({ state: 'suppressed', suppressed_reason: reason, changed_at: nowIso() })
        .where('address_key', '=', key)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    }
    if (code < 400) return false;
    const row = await db
      .updateTable('subscriber')
      .set((eb) => ({ soft_failures: eb('soft_failures', '+', 1) }))
      .where('address_key', '=', key)
      .returning(['id', 'soft_failures'])
      .executeTakeFirst();
    if (!row || Number(row.soft_failures) < SOFT_FAILURES_TO_SUPPRESS) return false;
    await db
      .updateTable('subscriber')
      .set({
        state: 'suppressed',
        suppressed_reason: `${reason}, ${SOFT_FAILURES_TO_SUPPRESS} times`,
        changed_at: nowIso(),
      })
      .where('id', '=', row.id)
      .execute();
    return true;
  }

  /** A list email delivered: the temporary refusals counted so far are forgiven. */
  async function recordDelivered(email: string) {
    await db
      .updateTable('subscriber')
      .set({ soft_failures: 0 })
      .where('address_key', '=', addressKey(email))
      .where('soft_failures', '>', 0)
      .execute();
  }

  return {
    signUp,
    confirm,
    unsubscribeInfo,
    unsubscribe,
    resubscribe,
    recordRefusal,
    recordDelivered,
    isErased,
    toSubscriber,
    originOf,
    nowIso,
    askToConfirm,
  };
}

export type SubscriberList = ReturnType<typeof subscriberList>;

/** Whether a text is one of the list's states (the owner's filter). */
export const isState = (value: unknown): value is SubscriberState =>
  (SUBSCRIBER_STATES as readonly unknown[]).includes(value);

/** The addresses in a pasted list or a CSV file: every cell or word that is one. */
export function addressesIn(text: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const word of text.split(/[\s,;"'<>]+/)) {
    if (!word || !EMAIL_PATTERN.test(word) || word.length > 320) continue;
    const key = addressKey(word);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(word);
  }
  return found;
}
