import type { AgendaEntry, Availability, BookingState } from '@coach/contract';
import { call } from '../api/client.ts';

/** The coach's hours and booking rules (any admin reads them; owners save). */
export const getAvailability = () => call<Availability>('/availability');

/** Replaces the whole availability; the API checks it all and names each bad field (422). */
export const saveAvailability = (body: unknown) =>
  call<Availability>('/availability', { method: 'PUT', json: body });

/** The sessions holding a time on the dates from..to (the coach's days), soonest first. */
export const getAgenda = (from: string, to: string) =>
  call<AgendaEntry[]>('/agenda', { query: { from, to } });

/** The owner confirms a booked time, or cancels it (the visitor is told; the time is free again). */
export const setBooking = (id: number, booking: Extract<BookingState, 'confirmed' | 'cancelled'>) =>
  call<unknown>(`/appointments/${id}/booking`, { method: 'PUT', json: { booking } });

/**
 * Blocks a date (no one may book it) or opens it again. The availability is read afresh
 * and saved whole (the PUT replaces it), so a change saved meanwhile elsewhere is kept.
 */
export async function setDateBlocked(date: string, blocked: boolean): Promise<Availability> {
  const current = await getAvailability();
  const others = current.blocked_dates.filter((d) => d !== date);
  return saveAvailability({
    ...current,
    blocked_dates: blocked ? [...others, date] : others,
  });
}
