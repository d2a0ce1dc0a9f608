import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import { useLanguage } from '../../lib/language';
import { calendarPath } from './calendar-path';
import type { EventView } from './event-view';

/**
 * An event's own page elsewhere (in a new tab) and its calendar file, each when it has
 * one: the same on its card and its page. `named`: where several events stand on a page,
 * screen readers hear which event each link is for.
 */
export function EventLinks({
  event,
  detailsLabel,
  calendarLabel,
  named = false,
}: {
  event: Pick<EventView, 'id' | 'name' | 'link' | 'startsAt'>;
  detailsLabel: string;
  calendarLabel: string;
  named?: boolean;
}) {
  const tc = useT(commonMessages);
  const language = useLanguage();
  const which = named ? ` — ${event.name}` : '';
  return (
    <>
      {event.link && (
        <a className="text-link" href={event.link} target="_blank" rel="noopener noreferrer">
          {detailsLabel}
          <span className="visually-hidden">
            {which} {tc('newTab')}
          </span>
        </a>
      )}
      {event.startsAt && (
        // A file download, not a page: a plain link (no client-side navigation).
        <a className="text-link" href={calendarPath(event.id, language)} download>
          {calendarLabel}
          <span className="visually-hidden">{which} (.ics)</span>
        </a>
      )}
    </>
  );
}
