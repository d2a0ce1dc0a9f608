import { CalendarIcon, PinIcon } from '../../components/icons';

/** What an event's card and its page say of when and where it is. */
export interface WhenWhere {
  /** The start as an instant, for `<time>`; absent when only the text is known. */
  startsAt?: string | null;
  /** The dates as shown, in the site's time. */
  time: string;
  location?: string | null;
}

/** An event's time and place lines, with their icons: the same on its card and its page. */
export function EventWhenWhere({ event, iconSize }: { event: WhenWhere; iconSize: number }) {
  return (
    <>
      <p className="meta-line">
        <CalendarIcon size={iconSize} />
        {event.startsAt ? (
          <time dateTime={event.startsAt}>{event.time}</time>
        ) : (
          <span>{event.time}</span>
        )}
      </p>
      {event.location && (
        <p className="meta-line">
          <PinIcon size={iconSize} />
          <span>{event.location}</span>
        </p>
      )}
    </>
  );
}
