import type { Row } from '@coach/contract';
import type { Language } from '@coach/contract/options';
import { formatDateRange } from '@coach/contract/formats';
import { localized } from '../../lib/language';
import { type SeatStatus, seatStatus } from './seat-status';

/** An event as its card on the home page and its own page show it. */
export interface EventView {
  id: number;
  name: string;
  description: string;
  time: string;
  tag: string;
  location: string;
  trainer: string;
  link: string;
  image: string | null;
  /** ISO 8601 (UTC) when the admin gave structured dates. */
  startsAt: string | null;
  endsAt: string | null;
  /** Null for an event that takes no registrations. */
  seats: SeatStatus | null;
}

/** An event row in the visitor's language, with its seats as they are `now` (ms). */
export function eventView(
  row: Row<'events'>,
  language: Language,
  timeZone: string,
  now: number,
): EventView {
  return {
    id: row.id,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    // A dated event's dates written out in the reader's language and the site's time;
    // the owner's words for an event without them.
    time: row.starts_at
      ? formatDateRange(row.starts_at, row.ends_at, language, timeZone)
      : localized(row, 'time', language),
    tag: localized(row, 'tag', language),
    location: localized(row, 'location', language),
    trainer: localized(row, 'trainer', language),
    link: row.link,
    image: row.image || null,
    startsAt: row.starts_at ?? null,
    endsAt: row.ends_at ?? null,
    seats: seatStatus(row, now),
  };
}
