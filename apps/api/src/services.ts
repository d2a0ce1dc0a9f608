import { appointmentService } from './appointments/appointment-service.ts';
import { auditService } from './audit/audit-service.ts';
import { availabilityService } from './booking/availability.ts';
import { bookingService } from './booking/bookings.ts';
import { visitorBookings } from './booking/visitor-bookings.ts';
import { accountService } from './auth/accounts.ts';
import { passwordResetService } from './auth/password-reset.ts';
import type { PasswordCost } from './auth/passwords.ts';
import { sessionService } from './auth/sessions.ts';
import { totpService } from './auth/totp.ts';
import { userService } from './auth/users.ts';
import { dashboardService } from './content/dashboard.ts';
import { orderLifecycle } from './orders/order-lifecycle.ts';
import { orderPlacing } from './orders/order-placing.ts';
import { receiptClaims } from './orders/receipts.ts';
import { customerOrders } from './orders/customer-orders.ts';
import { paymentMethodService } from './content/payment-methods.ts';
import { pageCardService } from './content/page-cards.ts';
import { publicSubmissions } from './content/public-submissions.ts';
import { singletonService } from './content/singletons.ts';
import { trashService } from './content/trash.ts';
import { revisionService } from './content/revisions.ts';
import { type SpamTrapOptions, spamTrap } from './content/spam-trap.ts';
import { siteVersionReader } from './content/site-version.ts';
import { type Clock, systemClock } from './clock.ts';
import { previewService } from './content/previews.ts';
import type { Database } from './db/connect.ts';
import { fileReferences } from './files/file-references.ts';
import { fileLibrary } from './files/file-library.ts';
import { fileService } from './files/file-service.ts';
import type { UploadQuotaSettings } from './files/upload-quota.ts';
import { mailService } from './mail/mail-service.ts';
import type { MailSettings } from './mail/settings.ts';
import { crudService } from './resources/crud-service.ts';
import { eventSeatsGuard } from './events/event-seats.ts';
import { eventWaitlist } from './events/waitlist.ts';
import { visitorOffers } from './events/visitor-offers.ts';
import { eventRegistrations } from './events/registrations.ts';
import { registrationLifecycle } from './events/registration-lifecycle.ts';
import { visitorRegistrations } from './events/visitor-registrations.ts';
import { DEFAULT_ORDER_HOLD_HOURS } from './orders/order-lifecycle.ts';
import { attendeeLists } from './events/attendees.ts';
import { checkIns } from './events/check-in.ts';
import { resources } from '@coach/contract';
import { publicAnswers } from './http/public-answers.ts';
import { searchService } from './search/search-service.ts';
import { searchCounts } from './search/search-counts.ts';
import { reindexAll } from './search/search-index.ts';
import { visitCounting } from './analytics/visits.ts';
import { subscriberList } from './subscribers/subscribers.ts';
import { newsletterService } from './newsletters/newsletters.ts';
import { subscriberAdmin } from './subscribers/subscriber-admin.ts';
import { idempotencyKeys } from './http/idempotency-keys.ts';

export interface ServiceOptions {
  tokenTtlHours: number;
  mail?: MailSettings;
  /** How long a rejected order holds its stock for a new receipt (ORDER_HOLD_HOURS). */
  orderHoldHours?: number;
  /** How long a waiting-list offer holds its seats (WAITLIST_OFFER_HOURS). */
  waitlistOfferHours?: number;
  /** Days a deleted record waits in the trash (TRASH_DAYS). */
  trashDays?: number;
  /** Revisions kept per record (REVISIONS_KEPT). */
  revisionsKept?: number;
  /** The public forms' spam trap: its key and the least time a person takes (spam-trap.ts). */
  spamTrap?: SpamTrapOptions;
  /** The site's time zone (SITE_TIME_ZONE): the coach's hours are read in it until set otherwise. */
  timeZone?: string;
  /** What anonymous uploads may store (UPLOAD_MB_PER_HOUR, UNUSED_UPLOADS_MB). */
  uploadQuota?: UploadQuotaSettings;
  /** What time it is (clock.ts): the system's; tests give one they move. */
  clock?: Clock;
  /** Whether page views are counted (ANALYTICS; on unless `off`). */
  analytics?: boolean;
  /** scrypt's cost for new password hashes (auth/passwords.ts): production's unless a test lowers it. */
  passwordCost?: PasswordCost;
}

/**
 * Everything the product can do, as plain functions over the database. The API routes
 * and the server-rendered pages both call these (never HTTP to ourselves).
 */
export function createServices(database: Database, options: ServiceOptions) {
  const clock = options.clock ?? systemClock;
  const files = fileService(database, { quota: options.uploadQuota, now: clock });
  // One reader per process, so what it remembers (the events over) serves every cache.
  const versions = siteVersionReader(database, { timeZone: options.timeZone, clock });
  const revisions = revisionService(database, { kept: options.revisionsKept });
  const trash = trashService(database, revisions, { keepDays: options.trashDays });
  // The waiting list (made below, with the mail and the trap) hears of seats an owner's
  // save adds: the guard runs at a save, long after everything here is made.
  const crud = crudService(database, files, versions, {
    trash,
    revisions,
    guards: {
      [resources.events.slug]: eventSeatsGuard((trx, id) => waitlist.seatsFreed(id, trx)),
    },
  });
  const previews = previewService(database, crud);
  const fileRefs = fileReferences(database);
  const mail = mailService(database, options.mail, clock);
  const receipts = receiptClaims(files, fileRefs);
  const orders = orderPlacing(database, crud, receipts, mail);
  const totp = totpService(database);
  const availability = availabilityService(database, { timeZone: options.timeZone });
  const bookings = bookingService(database, crud, mail, availability, clock);
  const trap = spamTrap(database, options.spamTrap);
  const holdHours = options.orderHoldHours ?? DEFAULT_ORDER_HOLD_HOURS;
  const registrations = eventRegistrations(database, receipts, trap, clock, mail, { holdHours });
  const waitlist = eventWaitlist(database, {
    trap,
    mail,
    receipts,
    registrations,
    clock,
    offerHours: options.waitlistOfferHours,
  });
  // Seats that come back (a cancel, a rejected hold run out) go to the waiting list first.
  const afterRegistering = registrationLifecycle(database, mail, receipts, {
    holdHours,
    clock,
    onSeatsFreed: (eventId) => waitlist.seatsFreed(eventId),
  });
  const subscribers = subscriberList(database, { trap, mail, clock });
  mail.setListHooks({ refused: subscribers.recordRefusal, delivered: subscribers.recordDelivered });
  const newsletters = newsletterService(database, { mail, clock });
  mail.setNewsletterHooks(newsletters);
  const visits = visitCounting(database, clock, {
    timeZone: options.timeZone,
    enabled: options.analytics,
  });
  const lifecycle = orderLifecycle(database, crud, mail, receipts, {
    holdHours: options.orderHoldHours,
  });
  return {
    database,
    options,
    /** What time it is for this server (clock.ts). */
    clock,
    files,
    versions,
    /** Pages and visitors' lists kept for everyone, per version of the site. */
    answers: publicAnswers(versions),
    crud,
    /** Deleted records, kept until restored or purged (content/trash.ts). */
    trash,
    /** Each record as it was before its updates (content/revisions.ts). */
    revisions,
    /** The site's search over its public content (search/search-service.ts). */
    search: {
      ...searchService(database, clock),
      /** Searches counted per week, for the owner's dashboard (search/search-counts.ts). */
      counts: searchCounts(database, clock, options.timeZone),
      /** Every search entry written anew from the stored records (the demo seed, tests). */
      reindex: () => reindexAll(database.db, database.dialect),
    },
    /** Page views counted without cookies, their daily totals and sources (analytics/visits.ts). */
    visits,
    /** Private preview links of unpublished records (content/previews.ts). */
    previews,
    accounts: accountService(database, options, totp),
    /** Two-factor sign-in of the signed-in account. */
    totp,
    passwordReset: passwordResetService(database, mail, undefined, options.passwordCost),
    users: userService(database, mail),
    sessions: sessionService(database),
    singletons: singletonService(database, files),
    /** The bank and mobile-wallet accounts customers pay into. */
    paymentMethods: paymentMethodService(database, files),
    /** The public pages' social cards (title, description, picture per page and language). */
    pageCards: pageCardService(database, files),
    fileRefs,
    /** The media library: public uploads, their usage, alt texts, deletion (files/file-library.ts). */
    library: fileLibrary(database, fileRefs),
    mail,
    dashboard: dashboardService(database, bookings),
    orders,
    /** Orders after they are placed: statuses, the customer's page, stock held. */
    orderLifecycle: lifecycle,
    /** The owner's work on an appointment request: resolve or undo it, its note, its delete. */
    appointments: appointmentService(database, crud),
    /** The customer's order page: what its loader reads and its form sends. */
    customerOrders: customerOrders(files, lifecycle),
    /** The coach's hours, free slots, booked times and the agenda (decision 0033). */
    bookings,
    /** The visitor's page of a booked appointment: what its loader reads and its forms send. */
    visitorBookings: visitorBookings(files, bookings),
    /** The audit log: owners read it; every admin write adds to it (audit/audit-log.ts). */
    audit: auditService(database),
    /** Visitors' appointments, testimonials and orders, from the API and from the pages' forms. */
    submissions: publicSubmissions(
      database,
      crud,
      files,
      orders,
      mail,
      trap,
      bookings,
      registrations,
      waitlist,
      visits,
    ),
    /** Visitors' registrations for events that sell seats (events/registrations.ts). */
    registrations,
    /**
     * A registration after it is made: the owner's moves, the visitor's page, receipt and
     * cancel, rejected holds run out (events/registration-lifecycle.ts); seats it gives back
     * are offered to the waiting list.
     */
    registrationLifecycle: afterRegistering,
    /** The visitor's registration page: what its loader reads and its forms send. */
    visitorRegistrations: visitorRegistrations(files, afterRegistering),
    /** Full events' waiting lists and the offers of seats that come back (events/waitlist.ts). */
    waitlist,
    /** The visitor's claim page of a waiting-list offer: what its loader reads and its form sends. */
    visitorOffers: visitorOffers(files, waitlist),
    /** An event's attendees and waiting list for the owner, as JSON or CSV (events/attendees.ts). */
    attendees: attendeeLists(database, options.timeZone),
    /** The email list: sign-ups, confirmation and unsubscribe links, suppression (issue 44). */
    subscribers,
    /** Newsletters written, tested and sent to the list (issue 44). */
    newsletters,
    /** The owner's side of the email list: counts, CSV, suppress, remove, erase, import. */
    subscriberAdmin: subscriberAdmin(database, subscribers, mail, options.timeZone),
    /** The public forms' one-time keys and their first answers (http/idempotency-keys.ts). */
    idempotencyKeys: idempotencyKeys(database, clock),
    /** Tickets checked in at the door, once each (events/check-in.ts). */
    checkIns: checkIns(database, clock, options.timeZone),
  };
}

export type Services = ReturnType<typeof createServices>;
