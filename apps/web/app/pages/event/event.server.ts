import { DEFAULT_CURRENCY, type Language } from '@coach/contract/options';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { type AppLoadContext, data } from 'react-router';
import { eventView } from '../../features/events/event-view';

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
  const view = eventView(row, language, context.timeZone, now);
  const { seats } = view;
  return {
    ...view,
    /** The most one registration may take: the seats left, at most the API's cap. */
    maxSeats: seats?.kind === 'left' ? Math.min(seats.left, MAX_SEATS_PER_REGISTRATION) : 0,
    price: Number(row.price ?? 0),
    currency: row.currency?.trim() || DEFAULT_CURRENCY,
  };
}

export type EventPageView = Awaited<ReturnType<typeof loadEvent>>;
