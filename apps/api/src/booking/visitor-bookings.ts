import type { VisitorAppointment } from '@coach/contract';
import { type PageOutcome, pageOrNull, storedFromPage } from '../content/page-outcome.ts';
import type { FileService } from '../files/file-service.ts';
import type { BookingService } from './bookings.ts';

/**
 * The visitor's page of their appointment (/appointments/{token}) as the web app's loader
 * and action use it: the appointment, or null for a token of none (the page is then a
 * 404), and its cancel and move, sent with the page's forms and answered as plain data.
 */
export function visitorBookings(files: FileService, bookings: BookingService) {
  const view = (token: string): Promise<VisitorAppointment | null> =>
    pageOrNull(() => bookings.forVisitor(token));

  const attempt = (change: () => Promise<unknown>): Promise<PageOutcome> =>
    storedFromPage(files, null, {}, async () => {
      await change();
    });

  return {
    view,
    /** The free times a form or a move offers, from a page's `?from=` date (today without one). */
    offer: (from?: string | null) => bookings.offer(from),
    cancel: (token: string) => attempt(() => bookings.cancelByVisitor(token)),
    move: (token: string, startsAt: string) =>
      attempt(() => bookings.moveByVisitor(token, { starts_at: startsAt })),
  };
}

export type VisitorBookings = ReturnType<typeof visitorBookings>;
