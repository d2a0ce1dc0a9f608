import { createHash } from 'node:crypto';
import { type Language, resources } from '@coach/contract';
import type { Viewer } from '../auth/viewer.ts';
import type { BookingService } from '../booking/bookings.ts';
import { visitor } from '../auth/viewer.ts';
import type { Database } from '../db/connect.ts';
import type { FileService } from '../files/file-service.ts';
import { hasNul } from '../http/body-checks.ts';
import { normaliseBurmese } from '../http/zawgyi.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { NoticeKind } from '../mail/notifications.ts';
import type { AfterInsert, CrudService } from '../resources/crud-service.ts';
import { DatabaseLimitStore } from '../http/limit-store.ts';
import type { OrderPlacing } from '../orders/order-placing.ts';
import type { EventRegistrations } from '../events/registrations.ts';
import type { EventWaitlist } from '../events/waitlist.ts';
import { type PageOutcome, type PageUpload, storedFromPage } from './page-outcome.ts';
import { type SpamTrap, withoutTrapFields } from './spam-trap.ts';
import type { Sender } from '../analytics/sender.ts';
import type { VisitCounting } from '../analytics/visits.ts';

export type SubmissionKind = 'appointment' | 'testimonial' | 'order' | 'registration' | 'waitlist';

export type { PageOutcome, PageUpload } from './page-outcome.ts';

/**
 * How long a submission's fingerprint is remembered: a reload of the answer, or a second
 * click, within it answers the same success without storing the submission again.
 */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * The visitors' writes (an appointment request, a testimonial, an order, a registration for
 * an event), the one
 * way both the JSON API and the pages' forms store them: the contract's schema, the
 * owner's email queued with the row, and for an order the catalogue's price and the
 * receipt's privacy (orders/order-placing.ts). The spam trap judges each (spam-trap.ts): spam
 * is stored marked, brings no email, and is answered exactly as any other submission.
 */
export function publicSubmissions(
  database: Database,
  crud: CrudService,
  files: FileService,
  orders: OrderPlacing,
  mail: MailService,
  trap: SpamTrap,
  bookings: BookingService,
  registrations: EventRegistrations,
  waitlist: EventWaitlist,
  /** Credits what a page's form stored to the source that brought its sender (issue 43). */
  visits?: VisitCounting,
) {
  /** The owner's email about a new record, queued with it (none when mail is off, nor for spam). */
  const notify = (kind: NoticeKind, spam: boolean): AfterInsert | undefined =>
    mail.queuesAny() && !spam ? (trx, row) => mail.queueFor(trx, kind, row) : undefined;

  const store = {
    /** A request, or with `starts_at` a booking of that time (booking/bookings.ts). */
    async appointment(sent: unknown, language: Language = 'en', viewer: Viewer = visitor) {
      const { spam, body } = await trap.judge(sent);
      return bookings.request(body, { spam, language, viewer });
    },
    async testimonial(sent: unknown, viewer: Viewer = visitor) {
      const { spam, body } = await trap.judge(sent);
      return crud.create(
        resources.testimonials,
        body,
        { spam },
        viewer,
        notify('testimonial', spam),
      );
    },
    async order(sent: unknown, language: Language = 'en', viewer: Viewer = visitor) {
      const { spam, body } = await trap.judge(sent);
      return orders.place(body, language, viewer, spam);
    },
    /** The spam trap judges it in `register`, which takes the seats in the same step. */
    registration(sent: Record<string, unknown>, language: Language = 'en') {
      const { event_id: eventId, ...body } = sent;
      return registrations.register(eventId, body, language);
    },
    /** A place on a full event's waiting list; the trap judges it in `join`. */
    waitlist(sent: Record<string, unknown>, language: Language = 'en') {
      const { event_id: eventId, ...body } = sent;
      return waitlist.join(eventId, body, language);
    },
  };

  // Counted in the database, like the rate limits, so that a reload reaching another
  // instance still finds the first submission; the row's window is the repeat window.
  const seen = new DatabaseLimitStore(database.db, 'submission ');
  const inFlight = new Map<string, Promise<PageOutcome>>();

  const fingerprint = (kind: SubmissionKind, body: object, upload: PageUpload | null) =>
    createHash('sha256')
      .update(JSON.stringify([kind, Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1))]))
      .update(upload ? createHash('sha256').update(upload.bytes).digest('hex') : '-')
      .digest('base64url');

  async function storeOnce(
    kind: SubmissionKind,
    body: Record<string, unknown>,
    upload: PageUpload | null,
    language: Language,
    sender?: Sender,
  ): Promise<PageOutcome> {
    const credit = async (submission: 'appointment' | 'order' | 'testimonial', row: unknown) => {
      if (sender && visits) await visits.creditStored(submission, row, sender);
    };
    const purpose = kind === 'order' || kind === 'registration' ? 'receipt' : 'picture';
    return storedFromPage(
      files,
      upload,
      body,
      async (record) => {
        if (kind === 'testimonial')
          return void (await credit(kind, await store.testimonial(record)));
        if (kind === 'appointment') {
          const appointment = (await store.appointment(record, language)) as { token?: unknown };
          await credit(kind, appointment);
          const token = appointment.token;
          return typeof token === 'string' ? { appointmentToken: token } : undefined;
        }
        if (kind === 'registration') {
          const { reference, status, token } = await store.registration(record, language);
          return { registration: { reference, status, token } };
        }
        if (kind === 'waitlist') {
          const { position } = await store.waitlist(record, language);
          return { waitlist: { position } };
        }
        const order = (await store.order(record, language)) as { token?: string };
        await credit(kind, order);
        return { orderToken: String(order.token) };
      },
      purpose,
    );
  }

  const remember = (key: string) =>
    new Promise<void>((resolve, reject) =>
      seen.incr(key, (error) => (error ? reject(error) : resolve()), REPEAT_WINDOW_MS),
    );
  const withPictureKey = (kind: SubmissionKind, body: object) =>
    `${fingerprint(kind, body, null)} with picture`;

  /**
   * Whether these fields, sent without their picture, were stored with one within
   * REPEAT_WINDOW_MS: a reload of the answer to a form that carried a file.
   */
  async function storedWithPicture(kind: SubmissionKind, body: Record<string, unknown>) {
    if (hasNul(body)) return false;
    return seen.has(withPictureKey(kind, withoutTrapFields(normaliseBurmese(body))));
  }

  /**
   * A submission from a page's form (one multipart POST, the picture inside): checked
   * and normalised as the API's hooks check its bodies (no NUL, Burmese in Unicode),
   * its picture stored as an upload is, then stored as the API stores it. The same
   * submission again within REPEAT_WINDOW_MS (a double click, a reload of the answer)
   * answers as the first did while it is under way, and `repeat` after it was stored.
   * The spam trap's fields are no part of what makes it the same: a form sent again from
   * a page loaded anew carries a new stamp.
   */
  async function fromPage(
    kind: SubmissionKind,
    body: Record<string, unknown>,
    upload: PageUpload | null,
    language: Language,
    /** Who sent it (their address and browser), to credit the visit that brought them. */
    sender?: Sender,
  ): Promise<PageOutcome> {
    if (hasNul(body)) return { ok: false, step: 'record', status: 400, fields: [] };
    const clean = normaliseBurmese(body);
    const fields = withoutTrapFields(clean);
    const key = fingerprint(kind, fields, upload);
    // A second click lands while the first is under way: it answers what the first does.
    const running = inFlight.get(key);
    if (running) return running;
    const attempt = (async (): Promise<PageOutcome> => {
      const { current } = await new Promise<{ current: number }>((resolve, reject) =>
        seen.incr(
          key,
          (error, count) => (error ? reject(error) : resolve(count!)),
          REPEAT_WINDOW_MS,
        ),
      );
      if (current > 1) return { ok: true, repeat: true };
      try {
        const done = await storeOnce(kind, clean, upload, language, sender);
        // Refused: the same submission may be sent again once fixed elsewhere (a product
        // back in the catalogue, say), so its fingerprint is forgotten.
        if (!done.ok) await seen.forget(key);
        // Stored with its picture: a reload of the answer sends the fields again but no
        // file (browsers do not send a file twice), and must be known as the same.
        else if (upload) await remember(withPictureKey(kind, fields));
        return done;
      } catch (error) {
        await seen.forget(key).catch(() => undefined);
        throw error;
      }
    })();
    inFlight.set(key, attempt);
    try {
      return await attempt;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    ...store,
    fromPage,
    storedWithPicture,
    /** A signed stamp of this moment (or of `at`), for a public form a visitor begins. */
    formStamp: (at?: number) => trap.stamp(at),
  };
}

export type PublicSubmissions = ReturnType<typeof publicSubmissions>;
