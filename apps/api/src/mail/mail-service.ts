import type { Language } from '@coach/contract';
import type { Kysely, Transaction } from 'kysely';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/accounts.ts';
import type { Database } from '../db/connect.ts';
import { readPaymentMethods } from '../content/payment-methods.ts';
import { type NoticeKind, mailsFor, testMail } from './notifications.ts';
import type { ProductName } from './mail-text.ts';
import { type OutgoingMail, outboxStore } from './outbox.ts';
import { type MailSettings, mailState } from './settings.ts';

/**
 * Order confirmations one address receives in a day, at most: an order form anyone may
 * post must not become a way to mail strangers (the owner's notice still tells of each).
 */
export const CONFIRMATIONS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Executor = Kysely<any> | Transaction<any>;

/**
 * The product's email: what a new record brings into the outbox, and a way for the
 * worker of this instance to hear of it at once instead of at its next look.
 */
export function mailService(database: Database, settings: MailSettings = {}) {
  const outbox = outboxStore(database);
  const state = mailState(settings);
  const listeners = new Set<() => void>();
  const nudge = () => listeners.forEach((listener) => listener());

  return {
    settings,
    state,
    outbox,
    /**
     * Queues the emails a new record brings, inside the record's own transaction: both are
     * stored or neither. Sending happens after the commit, never in the visitor's request.
     */
    async queueFor(
      executor: Executor,
      kind: NoticeKind,
      record: Record<string, unknown>,
      customerLanguage?: Language,
      productName?: ProductName,
    ) {
      // The customer's confirmation says how to pay: the accounts as this transaction sees them.
      const paymentMethods =
        kind === 'order' && state.customers ? await readPaymentMethods(executor) : undefined;
      const mails = mailsFor(kind, record, settings, customerLanguage, productName, paymentMethods);
      for (const mail of mails) {
        if (mail.kind === 'order_confirmation') {
          const since = new Date(Date.now() - DAY_MS).toISOString();
          const sent = await outbox.countTo(executor, mail.kind, mail.recipient, since);
          if (sent >= CONFIRMATIONS_PER_DAY) continue;
        }
        await outbox.queue(executor, mail);
      }
    },
    /**
     * Queues one email made elsewhere (an order's move, a new receipt) in the caller's
     * transaction, when mail to its audience is on.
     */
    async queueOne(executor: Executor, mail: OutgoingMail | null, audience: 'customer' | 'owner') {
      if (!mail || !(audience === 'owner' ? state.owner : state.customers)) return;
      await outbox.queue(executor, mail);
    },
    /**
     * Queues a visitor's email about their booked time (booking/booking-mails.ts) when mail
     * to visitors is on. Confirmations of new bookings are capped per address and day as
     * order confirmations are: the form is open to anyone, and must not mail strangers.
     */
    async queueBooking(executor: Executor, mail: OutgoingMail | null) {
      if (!mail || !state.customers) return;
      if (mail.kind === 'appointment_confirmation') {
        const since = new Date(Date.now() - DAY_MS).toISOString();
        if (
          (await outbox.countTo(executor, mail.kind, mail.recipient, since)) >=
          CONFIRMATIONS_PER_DAY
        ) {
          return;
        }
      }
      await outbox.queue(executor, mail);
    },
    /** Whether a record of this kind brings any email (so its insert needs a transaction). */
    queuesAny: () => state.customers,
    /** `by`: the admin who asks; recorded with the message's id (never its address). */
    async queueTest(recipient: string, language: Language, by: Viewer = systemViewer) {
      await inTransaction(database.db, async (trx) => {
        const id = await outbox.queue(trx, testMail(recipient, language));
        await recordBy(trx, by, { action: 'mail_test', resource: 'mail', recordId: id });
      });
      nudge();
    },
    /** Sends an unsent message again now; false when there is no such unsent message. */
    async sendAgain(id: number, by: Viewer = systemViewer) {
      const queued = await inTransaction(database.db, async (trx) => {
        if (!(await outbox.sendAgain(id, trx))) return false;
        await recordBy(trx, by, { action: 'mail_retry', resource: 'mail', recordId: id });
        return true;
      });
      if (queued) nudge();
      return queued;
    },
    nudge,
    onQueued(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MailService = ReturnType<typeof mailService>;
