import ical from 'ical-generator';

/** What a calendar entry needs of an event, in the visitor's language. */
export interface CalendarEvent {
  id: number;
  name: string;
  description: string;
  location: string;
  /** ISO 8601 in UTC, as the API answers it. */
  startsAt: string;
  endsAt: string | null;
  /** Where to read more: the event's own link when absolute, else the home page's list. */
  url: string;
}

/**
 * The event as an iCalendar file (RFC 5545) that any calendar app imports, written by
 * `ical-generator` as the booking emails' files are (apps/api/src/booking/calendar-file.ts):
 * it escapes commas, semicolons and newlines and folds lines at 75 octets, never inside a
 * character (Burmese text runs long in octets). Times are UTC, so every reader gets the
 * same moment. Without an end the entry has DTSTART only, which RFC 5545 (3.6.1) allows:
 * none is invented.
 */
export function eventCalendar(event: CalendarEvent, host: string): string {
  const calendar = ical({ prodId: `-//${host}//events//EN` });
  calendar.createEvent({
    id: `event-${event.id}@${host}`,
    start: new Date(event.startsAt),
    end: event.endsAt ? new Date(event.endsAt) : null,
    summary: event.name,
    description: event.description,
    location: event.location || null,
    url: event.url,
  });
  // RFC 5545 ends every line with CRLF, the last too; the package leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
