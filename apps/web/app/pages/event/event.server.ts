import { DEFAULT_CURRENCY, type Language } from '@coach/contract/options';
import { formatDateRange } from '@coach/contract/formats';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { type AppLoadContext, data } from 'react-router';
import { seatStatus } from '../../features/events/seat-status';
import { localized } from '../../lib/language';

/**
 * One event as its page shows it, in the visitor's language, with its seats as they are
 * `now`: whether it takes registrations, how many one may take, at what price. 404 for an
 * unknown (or unpublished) event.
 */
export async function loadEvent(
  context: AppLoadContext,
  id: string,
  language: Language,
  now: number,
) {
  const row = /^\d{1,9}$/.test(id) ? await context.content.find('events', id) : undefined;
  if (!row) throw data(null, { status: 404 });
  const seats = seatStatus(row, now);
  return {
    id: row.id,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    // Dated: written out in the reader's language and the site's time, as the cards do.
    time: row.starts_at
      ? formatDateRange(row.starts_at, row.ends_at, language, context.timeZone)
      : localized(row, 'time', language),
    tag: localized(row, 'tag', language),
    location: localized(row, 'location', language),
    trainer: localized(row, 'trainer', language),
    link: row.link,
    image: row.image || null,
    startsAt: row.starts_at ?? null,
    endsAt: row.ends_at ?? null,
    seats,
    /** The most one registration may take: the seats left, at most the API's cap. */
    maxSeats: seats?.kind === 'left' ? Math.min(seats.left, MAX_SEATS_PER_REGISTRATION) : 0,
    price: Number(row.price ?? 0),
    currency: row.currency?.trim() || DEFAULT_CURRENCY,
  };
}

export type EventPageView = Awaited<ReturnType<typeof loadEvent>>;
