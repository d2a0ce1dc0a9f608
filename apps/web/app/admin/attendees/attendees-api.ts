import type { AttendeeList, CheckInAnswer, RegistrationStatus } from '@coach/contract';
import { apiPath, authHeader, call, failure } from '../api/client.ts';
import { downloadCsv } from '../csv/build-csv.ts';

/** An event's registrations, waiting list and totals (GET /api/events/{id}/registrations). */
export const getAttendees = (eventId: string) =>
  call<AttendeeList>(`/events/${encodeURIComponent(eventId)}/registrations`);

/** The owner moves a registration (PUT /api/registrations/{id}/status); the visitor is emailed. */
export const moveRegistration = (id: number, status: RegistrationStatus, reason?: string) =>
  call<unknown>(`/registrations/${id}/status`, { method: 'PUT', json: { status, reason } });

/** Marks a ticket checked in at the door (PUT /api/registrations/{id}/check-in). */
export const checkInTicket = (id: number, code: string) =>
  call<CheckInAnswer>(`/registrations/${id}/check-in`, { method: 'PUT', json: { code } });

/**
 * The API's CSV of an event's registrations, saved as a file: fetched with the admin's
 * token (a plain link would not send it), then handed to the browser as a download.
 */
export async function downloadAttendeesCsv(eventId: number) {
  const path = apiPath(`/events/${eventId}/registrations`, { format: 'csv' });
  const response = await fetch(path, { headers: authHeader() });
  if (!response.ok) throw await failure(response);
  downloadCsv(`event-${eventId}-registrations.csv`, await response.blob());
}
