import type { Language } from '@coach/contract';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database, Executor } from '../db/connect.ts';
import { type Clock, systemClock } from '../clock.ts';
import { type NoticeKind, mailsFor, testMail } from './notifications.ts';
import type { ProductName } from './mail-text.ts';
import { type OutboxRow, type OutgoingMail, outboxStore } from './outbox.ts';
import { type MailSettings, mailState } from './settings.ts';

/**
 * A list email's fate, for the email list: `refused` with the mail server's code answers
 * whether the address is suppressed now; `delivered` forgives temporary refusals.
 */
export interface ListHooks {
  refused(recipient: string, code: number): Promise<boolean>;
  delivered(recipient: string): Promise<void>;
}

/** A newsletter's mail as the worker sends it (newsletters/newsletter-mail.ts). */
export interface NewsletterMail {
  subject: string;
  html: string;
  text: string;
  /** The subscriber's own unsubscribe link; null for the owner's test. */
  unsubscribe: string | null;
}

/** What the worker asks of the newsletters (newsletters/newsletters.ts sets them). */
export interface NewsletterHooks {
  /** Queues the scheduled letters now due. */
  startDue(now: number): Promise<unknown>;
  /** A newsletter row's mail, written now; null when its address must not get it. */
  mailOf(row: OutboxRow): Promise<NewsletterMail | null>;
  /** Marks each letter sending as sent once all its mail is done. */
  finishSending(): Promise<void>;
}

/**
 * The product's email: what a new record brings into the outbox, and a way for the
 * worker of this instance to hear of it at once instead of at its next look.
 */
export function mailService(
  database: Database,
  settings: MailSettings = {},
  /** What time it is: a queued mail's stamp, and when it is due, on the worker's clock. */
  clock: Clock = systemClock,
) {
  const outbox = outboxStore(database, clock);
  const state = mailState(settings);
  const listeners = new Set<() => void>();
  const nudge = () => listeners.forEach((listener) => listener());
  let listHooks: ListHooks = { refused: async () => false, delivered: async () => undefined };
  let newsletterHooks: NewsletterHooks | null = null;

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
      const mails = mailsFor(kind, record, settings, customerLanguage, productName);
      // A customer's confirmation counts toward its mailbox's cap (outbox.ts MAIL_KINDS).
      for (const mail of mails) await outbox.queue(executor, mail);
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
     * to visitors is on. Those a visitor's own request brings (its confirmation, their move
     * or cancel) count toward the mailbox's cap (outbox.ts MAIL_KINDS): the form is open to
     * anyone, and must not mail strangers.
     */
    async queueBooking(executor: Executor, mail: OutgoingMail | null) {
      if (!mail || !state.customers) return;
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
    /** What the worker tells the email list of a list email's fate (subscribers.ts sets it). */
    get list(): ListHooks {
      return listHooks;
    },
    setListHooks(hooks: ListHooks) {
      listHooks = hooks;
    },
    get newsletters(): NewsletterHooks | null {
      return newsletterHooks;
    },
    setNewsletterHooks(hooks: NewsletterHooks) {
      newsletterHooks = hooks;
    },
    onQueued(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MailService = ReturnType<typeof mailService>;
