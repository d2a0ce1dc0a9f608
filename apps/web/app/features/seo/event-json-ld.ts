import type { Event, WithContext } from 'schema-dts';
import { fileUrl } from '../../lib/images';

/** What schema.org Event data is built from: an event with its dates, in one language. */
export interface DatedEvent {
  name: string;
  description: string;
  location: string;
  trainer: string;
  image: string | null;
  startsAt: string;
  endsAt: string | null;
}

/** What an event that sells seats adds: its offer and the seats left. */
export interface EventSeatsOffer {
  price: number;
  currency: string;
  /** Seats one can still take: 0 when full or closed. */
  left: number;
  /** Where to register: the event's page. */
  url: string;
}

/**
 * schema.org Event for search engines (their event listings): name, dates, place, image,
 * description and its own page (and, for an event that sells seats, its offer and the
 * seats left). The page, not the event's outside link: it is where the event is described
 * in full and where its seats are sold. The place is the location's words, as the admin
 * wrote them, for both its name and address: there is no structured address to give.
 */
export function eventJsonLd(
  event: DatedEvent,
  { origin, pageUrl, organizer }: { origin: string; pageUrl: string; organizer: string },
  seats?: EventSeatsOffer,
): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: event.startsAt,
    ...(event.endsAt && { endDate: event.endsAt }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.location && {
      location: { '@type': 'Place', name: event.location, address: event.location },
    }),
    ...(event.image && { image: [`${origin}${fileUrl(event.image, 1280)}`] }),
    description: event.description,
    url: pageUrl,
    ...(organizer && { organizer: { '@type': 'Organization', name: organizer, url: origin } }),
    ...(event.trainer && { performer: { '@type': 'Person', name: event.trainer } }),
    ...(seats && {
      offers: {
        '@type': 'Offer',
        price: seats.price,
        priceCurrency: seats.currency,
        availability: `https://schema.org/${seats.left > 0 ? 'InStock' : 'SoldOut'}`,
        url: seats.url,
      },
      remainingAttendeeCapacity: seats.left,
    }),
  };
}
