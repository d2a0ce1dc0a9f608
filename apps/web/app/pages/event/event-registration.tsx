import type { PaymentMethod } from '@coach/contract';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/messages';
import { eventMessages } from './event-messages';
import type { EventPageView } from './event.server';
import { RegistrationForm, WaitlistForm } from './event-forms';
import { waitlistMessages } from './waitlist-messages';

/**
 * The event page's registration card (an event without seats has none): the form while
 * seats are left, with the way to the waiting list for more; full, the waiting list's
 * form; closed, why there is none.
 */
export function EventRegistration({
  event,
  paymentMethods,
}: {
  event: EventPageView;
  paymentMethods: readonly PaymentMethod[];
}) {
  const t = useT(eventMessages);
  const tw = useT(waitlistMessages);
  const kind = event.seats?.kind;
  const { search } = useLocation();
  return (
    <section className="event-register card form-card" aria-labelledby="event-register-title">
      <h2 id="event-register-title">{t('registerTitle')}</h2>
      {event.seats?.kind === 'left' && <p className="event-register-intro">{t('registerIntro')}</p>}
      <RegistrationForm event={event} paymentMethods={paymentMethods} />
      {/* Full: the waiting list's form in its place (a page holds one form). */}
      {kind === 'full' && (
        <>
          <h3 className="waitlist-full-title">{tw('title')}</h3>
          <p className="waitlist-full-intro">{tw('intro')}</p>
          <WaitlistForm eventId={event.id} />
        </>
      )}
      {/* Seats left, maybe fewer than wanted: the waiting list on a page of its own. */}
      {kind === 'left' && (
        <p className="waitlist-more">
          {tw('moreSeats')}{' '}
          <Link to={`/events/${event.id}/waitlist${search}`} className="text-link">
            {tw('joinLink')}
          </Link>
        </p>
      )}
    </section>
  );
}
