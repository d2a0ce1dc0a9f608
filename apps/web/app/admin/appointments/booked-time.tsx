import { formatBookedTime } from '@coach/contract/formats';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { siteTimeZone } from '../i18n/site-time-zone.ts';
import { useT } from '../i18n/text.ts';
import type { Appointment } from './appointment-api.ts';
import { BOOKING_NAMES, L } from './appointment-texts.ts';

/**
 * What the booking's own screen part gives this screen: its buttons (confirm, cancel,
 * move), shown under the booked time. The appointment screen hands them the record and
 * lets them reload it or report a failure.
 */
export type BookingActionsSlot = (props: {
  appointment: Appointment;
  onChanged: () => Promise<void>;
  onFailed: (error: unknown) => void;
}) => ReactNode;

const BADGES = { booked: 'a-badge-scheduled', confirmed: 'a-badge-on', cancelled: 'a-badge-off' };

/**
 * The time a visitor booked with the request, in the site's time zone, and where the
 * booking stands; nothing for a plain request. `children`: the booking's actions.
 */
export function BookedTime({
  appointment,
  children,
}: {
  appointment: Appointment;
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { starts_at: starts, ends_at: ends, booking } = appointment;
  if (!starts || !ends) return null;
  return (
    <section className="a-card a-booked-time" aria-labelledby="appointment-booked">
      <h2 id="appointment-booked">{t(L.bookedTime)}</h2>
      <p className="a-booked-when">
        <time dateTime={starts}>{formatBookedTime(starts, ends, language, siteTimeZone())}</time>
      </p>
      {booking && <span className={`a-badge ${BADGES[booking]}`}>{t(BOOKING_NAMES[booking])}</span>}
      {children}
    </section>
  );
}
