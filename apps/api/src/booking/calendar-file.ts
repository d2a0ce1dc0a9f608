import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarEntry {
  /** The same for every file about one appointment, so a calendar updates its entry. */
  uid: string;
  starts_at: Date;
  ends_at: Date;
  title: string;
  description: string;
  /** The visitor's page of the appointment, where it is cancelled or moved. */
  url: string | null;
  /** Raised with each change (moved, cancelled), as calendars expect. */
  sequence: number;
  cancelled?: boolean;
  /** Where it happens: a place, or the meeting's link when it is held online. */
  location?: string | null;
  /** The coach, as the entry's organizer (a calendar address needs an email). */
  organizer?: { name: string; email: string } | null;
}

/**
 * The calendar file (.ics, RFC 5545) an appointment's email carries: opened on a phone it
 * adds the session to the visitor's calendar; a later file with the same uid and a higher
 * sequence moves it, or with the CANCEL method takes it out. Times are written in UTC,
 * which every calendar shows in its owner's own zone.
 */
export function calendarFile(entry: CalendarEntry): string {
  const calendar = ical({
    prodId: { company: 'coach-site', product: 'booking', language: 'EN' },
    method: entry.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: entry.uid,
    start: entry.starts_at,
    end: entry.ends_at,
    summary: entry.title,
    description: entry.description,
    url: entry.url,
    location: entry.location ?? null,
    organizer: entry.organizer ?? null,
    sequence: entry.sequence,
    status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 ends every line with CRLF, the last too; the package leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
