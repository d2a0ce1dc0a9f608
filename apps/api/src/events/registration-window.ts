import { apiMessage } from '@coach/contract';
import { readInstant } from '../db/instants.ts';
import type { Timestamp } from '../db/schema.ts';
import { conflict } from '../http/problem.ts';

/** When an event's registration closes: at `registration_closes_at`, else at its start. */
export function registrationClosesAt(event: {
  starts_at: Timestamp | null;
  registration_closes_at: Timestamp | null;
}): number | null {
  const closes = event.registration_closes_at ?? event.starts_at;
  return closes ? readInstant(closes).getTime() : null;
}

/**
 * Refuses (409) a registration or a place in line for an event that takes none (no seats
 * set), or whose registration has closed by `now`.
 */
export function assertRegistrationOpen(
  event: Parameters<typeof registrationClosesAt>[0] & { seats: number | null },
  now: number,
) {
  if (event.seats == null) throw conflict(apiMessage('noRegistration'));
  const closes = registrationClosesAt(event);
  if (closes !== null && closes <= now) throw conflict(apiMessage('eventRegistrationClosed'));
}
