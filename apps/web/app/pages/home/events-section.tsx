import { Link } from 'react-router';
import { EventWhenWhere } from '../../features/events/event-when-where';
import { Pager } from '../../components/pager';
import { ResponsiveImage } from '../../components/picture';
import { Section, sectionTexts } from '../../components/section';
import { homeMessages } from './home-messages';
import { useT } from '../../i18n/messages';
import type { Paged } from '../../lib/paging';
import { usePageHref } from '../../lib/use-page-href';
import { EventLinks } from '../../features/events/event-links';
import { eventPath } from '../../features/events/event-path';
import { SeatBadge } from '../../features/events/seat-badge';
import type { EventView } from '../../features/events/event-view';

/**
 * #events: one page of the events (4), the one the address names (`?events=2#events`),
 * with a pager of links to the others.
 */
export function EventsSection({ events }: { events: Paged<EventView> }) {
  const t = useT(homeMessages);
  const href = usePageHref('events', 'events');
  const shown = events.items;
  return (
    <Section id="events" {...sectionTexts(t, 'events')}>
      {shown.length === 0 ? (
        <p className="empty-note">{t('noEvents')}</p>
      ) : (
        <ul className="event-list" aria-live="polite">
          {shown.map((event) => (
            <li key={event.id} className="event-card card">
              <div className="event-media">
                <ResponsiveImage
                  id={event.image}
                  alt={event.name}
                  width={480}
                  height={600}
                  sizes="(max-width: 640px) 100vw, (max-width: 1100px) 40vw, 240px"
                  className="event-img"
                />
              </div>
              <div className="event-body">
                {event.tag && <span className="tag">{event.tag}</span>}
                <h3 className="event-name">
                  <Link to={eventPath(event.id)} className="event-name-link">
                    {event.name}
                  </Link>
                </h3>
                <SeatBadge status={event.seats} />
                <EventWhenWhere event={event} iconSize={16} />
                {event.trainer && (
                  <p className="event-trainer">{t('trainer', { name: event.trainer })}</p>
                )}
                <p className="event-description line-clamp">{event.description}</p>
                <div className="event-links">
                  <EventLinks
                    event={event}
                    detailsLabel={t('eventDetails')}
                    calendarLabel={t('addToCalendar')}
                    named
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={events.page} total={events.pages} href={href} label={t('eventsPages')} />
    </Section>
  );
}
