import type { PaymentMethod } from '@coach/contract';
import { useT } from '../../i18n/messages';
import { eventMessages } from './event-messages';
import type { EventPageView } from './event.server';
import { RegistrationForm } from './registration-form';

/**
 * The event page's registration card (an event without seats has none): the form while
 * seats are left, else why there is none (full, closed).
 */
export function EventRegistration({
  event,
  paymentMethods,
}: {
  event: EventPageView;
  paymentMethods: readonly PaymentMethod[];
}) {
  const t = useT(eventMessages);
  return (
    <section className="event-register card form-card" aria-labelledby="event-register-title">
      <h2 id="event-register-title">{t('registerTitle')}</h2>
      {event.seats?.kind === 'left' && <p className="event-register-intro">{t('registerIntro')}</p>}
      <RegistrationForm event={event} paymentMethods={paymentMethods} />
    </section>
  );
}
