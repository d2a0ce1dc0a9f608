/**
 * A registration for an event that sells seats (issue 40). Its statuses follow an order's
 * (orders.ts) where money is involved, with one of their own for free events:
 * - `confirmed`: a free event's registration, settled at once (no transfer to check, so
 *   "paid" would say something untrue);
 * - `received`: a paid event's, its receipt waiting for the owner, its seats held;
 * - `paid`: the owner found the transfer; `rejected`: they did not (the seats stay held
 *   while a new receipt may come, as an order's stock does);
 * - `cancelled`: the seats are given back.
 */
export const REGISTRATION_STATUSES = [
  'received',
  'confirmed',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The most seats one registration takes (the form offers 1 to this, or to the seats left). */
export const MAX_SEATS_PER_REGISTRATION = 10;

/**
 * The statuses the owner may set from each (PUT /registrations/{id}/status). A new receipt
 * from the visitor alone leads out of `rejected` back to `received`; anything not yet
 * cancelled may be cancelled.
 */
export const REGISTRATION_MOVES: Readonly<
  Record<RegistrationStatus, readonly RegistrationStatus[]>
> = {
  received: ['paid', 'rejected', 'cancelled'],
  confirmed: ['cancelled'],
  paid: ['cancelled'],
  rejected: ['cancelled'],
  cancelled: [],
};

export const canMoveRegistration = (from: RegistrationStatus, to: RegistrationStatus) =>
  REGISTRATION_MOVES[from].includes(to);

/** Statuses whose registration has a ticket (its check-in code and QR code). */
export const TICKET_STATUSES: readonly RegistrationStatus[] = ['confirmed', 'paid'];

/**
 * The route of a visitor's private registration page (/registrations/{token}): the web app
 * serves it, the server never keeps it for anyone (as the order page's).
 */
export const REGISTRATION_PAGE_ROUTE = 'registrations/:token';

/**
 * The secret part of a check-in code (`{id}-{secret}`, e.g. `42-K7Q9M2`): Crockford's
 * base32, without I, L, O and U, so a code read aloud or typed at the door is not mistaken.
 */
export const CHECK_IN_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_IN_SECRET_LENGTH = 6;

/** The address a ticket's QR code carries: a phone's own camera app opens the check-in screen. */
export const checkInUrl = (origin: string, code: string) =>
  new URL(`/admin/check-in?code=${encodeURIComponent(code)}`, origin).toString();
