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

/**
 * A ticket's check-in code: the registration's id, a dash and six Crockford base32
 * characters (`42-K7Q9M2`). Its QR code carries the check-in screen's address with the
 * code (`…/admin/check-in?code=42-K7Q9M2`), so a phone's own camera app opens it too.
 */
const CHECK_IN_CODE = new RegExp(
  `^(\\d{1,12})-([${CHECK_IN_ALPHABET}]{${CHECK_IN_SECRET_LENGTH}})$`,
);

/**
 * The code in what was scanned or typed: a bare code or an address carrying `?code=`,
 * case-insensitive, spaces around ignored. Null for anything else.
 */
export function readCheckInCode(scanned: string): { id: number; code: string } | null {
  let text = scanned.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).searchParams.get('code')?.trim() ?? '';
    } catch {
      return null;
    }
  }
  const match = CHECK_IN_CODE.exec(text.toUpperCase());
  return match ? { id: Number(match[1]), code: match[0] } : null;
}

/** A registration as the owner's attendee list shows it (GET /api/events/{id}/registrations). */
export interface AttendeeRegistration {
  id: number;
  reference: string;
  name: string;
  phone: string;
  email: string;
  seats: number;
  status: RegistrationStatus;
  amount: number;
  currency: string;
  /** The receipt's file id (private: the API serves it to a signed-in admin). */
  receipt_photo: string | null;
  /** The owner's reason while rejected. */
  reason: string | null;
  language: string;
  check_in_code: string | null;
  checked_in_at: string | null;
  created: string;
  status_changed: string | null;
}

/** Someone on an event's waiting list (read-only on the attendees screen). */
export interface WaitlistPerson {
  id: number;
  name: string;
  phone: string;
  email: string;
  seats: number;
  status: string;
  language: string;
  offer_expires_at: string | null;
  created: string;
}

/** GET /api/events/{id}/registrations. */
export interface AttendeeList {
  event: {
    id: number;
    title: string;
    title_mm: string | null;
    starts_at: string | null;
    seats: number | null;
    seats_taken: number;
    price: number;
    currency: string;
  };
  registrations: AttendeeRegistration[];
  waitlist: WaitlistPerson[];
  totals: {
    seats_taken: number;
    capacity: number | null;
    /** Paid registrations' amounts. */
    paid_amount: number;
    /** Received registrations' amounts: receipts waiting for the owner. */
    to_check_amount: number;
    currency: string;
  };
}

/** PUT /api/registrations/{id}/check-in: who came in, and what the door should know. */
export interface CheckInAnswer {
  id: number;
  name: string;
  seats: number;
  status: RegistrationStatus;
  event: { id: number; title: string; title_mm: string | null; starts_at: string | null };
  checked_in_at: string;
  /** Let in, but not paid (received or rejected): the owner may want to ask. */
  warning?: 'unpaid';
}
