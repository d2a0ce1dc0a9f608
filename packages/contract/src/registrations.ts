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
