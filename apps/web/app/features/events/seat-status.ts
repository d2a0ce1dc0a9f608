/** What an event that sells seats says of them: how many are left, full, or closed. */
export type SeatStatus = { kind: 'left'; left: number } | { kind: 'full' } | { kind: 'closed' };

/** The seat fields of an event row (the public event JSON). */
export interface EventSeats {
  seats?: number | null;
  seats_taken?: number | null;
  starts_at?: string | null;
  registration_closes_at?: string | null;
}

/**
 * An event's seats as a visitor sees them at `now` (ms): null for an event without seats
 * (it takes no registrations), closed from `registration_closes_at` (else its start) as
 * the API closes it, full when none are left.
 */
export function seatStatus(event: EventSeats, now: number): SeatStatus | null {
  if (event.seats == null) return null;
  const closes = event.registration_closes_at ?? event.starts_at;
  if (closes && Date.parse(closes) <= now) return { kind: 'closed' };
  const left = Math.max(0, event.seats - (event.seats_taken ?? 0));
  return left > 0 ? { kind: 'left', left } : { kind: 'full' };
}
