import { type EventAttributes, createEvent } from 'ics';

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
 * The event as an iCalendar file (RFC 5545) that any calendar app imports: written by
 * the `ics` package, which escapes commas, semicolons and newlines and folds long lines
 * (Burmese text runs long in octets). Times are UTC, so every reader gets the same moment.
 */
export function eventCalendar(event: CalendarEvent, host: string): string {
  // Without an end the entry has DTSTART only, which RFC 5545 (3.6.1) allows: the
  // package writes it, though its types ask for an end or a duration. None is invented.
  const attributes = {
    productId: `-//${host}//events//EN`,
    uid: `event-${event.id}@${host}`,
    title: event.name,
    description: event.description,
    location: event.location || undefined,
    url: event.url,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(event.endsAt && {
      end: Date.parse(event.endsAt),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
    }),
  } as EventAttributes;
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar entry could not be written');
  return foldByOctets(value);
}

const MOST_OCTETS = 75;

/**
 * RFC 5545 (3.1) limits lines to 75 octets; the package folds at 75 characters, and a
 * Burmese character takes three octets in UTF-8. Unfold, then fold again by octets, never
 * inside a character; each continuation line starts with a space.
 */
export function foldByOctets(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, 'utf8');
        // A continuation line's leading space counts.
        if (octets + size > MOST_OCTETS) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}
