import type { AgendaEntry, AppointmentFor } from '@coach/contract';
import { formatSlotTime } from '@coach/contract/formats';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { BOOKING_NAMES } from '../appointments/appointment-texts.ts';
import { contactHref } from '../detail/contact-links.ts';
import { useT } from '../i18n/text.ts';
import { BookingActions } from './booking-actions.tsx';
import { KIND_NAMES, MODE_NAMES, SESSION } from './texts.ts';
import { wallClock } from './zoned-days.ts';

/** A state's badge, as the appointment's screen colours it: booked waits on the owner. */
const STATE_BADGES = {
  booked: 'a-badge-scheduled',
  confirmed: 'a-badge-on',
  cancelled: 'a-badge-off',
};

/** "10:00 AM – 11:00 AM" / "နံနက် ၁၀:၀၀ – နံနက် ၁၁:၀၀", in the coach's zone. */
export function useSessionTime(zone: string) {
  const language = useLanguage();
  return (entry: Pick<AgendaEntry, 'starts_at' | 'ends_at'>) =>
    `${formatSlotTime(wallClock(entry.starts_at, zone), language)} – ${formatSlotTime(
      wallClock(entry.ends_at, zone),
      language,
    )}`;
}

/** A kind of appointment in the admin's language (an unknown one as stored). */
export function useKindName() {
  const t = useT();
  return (kind: string) => {
    const name = KIND_NAMES[kind as AppointmentFor];
    return name ? t(name) : kind;
  };
}

/**
 * One booked session: its time, who (linking to the appointment), the kind, how to reach
 * them, its state, and Confirm / Cancel. The agenda's list and its week grid both show it.
 */
export function SessionCard({
  entry,
  zone,
  onChanged,
  compact,
}: {
  entry: AgendaEntry;
  zone: string;
  onChanged: (entry: AgendaEntry, booking: 'confirmed' | 'cancelled') => Promise<void>;
  compact?: boolean;
}) {
  const t = useT();
  const time = useSessionTime(zone);
  const kind = useKindName();
  const mode = MODE_NAMES[entry.mode_of_contact];
  const href = contactHref(entry.mode_of_contact, entry.contact_information);
  return (
    <article className={`a-session a-session-${entry.booking}`} data-testid="session">
      <p className="a-session-time">
        <time dateTime={entry.starts_at}>{time(entry)}</time>
      </p>
      <h3 className="a-session-name">
        <Link to={`/admin/appointments/${entry.id}`}>{entry.name}</Link>
      </h3>
      <p className="a-session-kind">{kind(entry.appointment_for)}</p>
      <p className="a-session-contact">
        {mode ? t(mode) : entry.mode_of_contact}:{' '}
        {href ? <a href={href}>{entry.contact_information}</a> : entry.contact_information}
      </p>
      <p>
        <span className="visually-hidden">{t(SESSION.state)}: </span>
        <span className={`a-badge ${STATE_BADGES[entry.booking]}`}>
          {t(BOOKING_NAMES[entry.booking])}
        </span>
      </p>
      <BookingActions
        id={entry.id}
        booking={entry.booking}
        session={entry}
        timeZone={zone}
        onChanged={(booking) => onChanged(entry, booking)}
        compact={compact}
      />
    </article>
  );
}
