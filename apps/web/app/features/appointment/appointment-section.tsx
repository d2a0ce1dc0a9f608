import type { BookingOffer } from '@coach/contract/booking';
import { appointmentSectionMessages } from './appointment-section-messages';
import { useT } from '../../i18n/messages';
import { Section } from '../../components/section';
import type { AppointmentFor } from './appointment-values';
import { island } from '../../startup/island';
// The form's styles come with the page: the form is on screen before its code.
import './slot-picker.css';

/** The form's code (the slot picker, the sending) loads after the page is hydrated. */
const AppointmentForm = island(() =>
  import('./appointment-form').then((module) => module.AppointmentForm),
);

/** The `#appointment` band that closes the service pages: heading, intro and the form. */
export function AppointmentSection({
  preset,
  aside,
  offer,
}: {
  preset?: AppointmentFor;
  aside?: React.ReactNode;
  /** The free times (the page loader's `bookingOffer`); none while booking is off. */
  offer?: BookingOffer | null;
}) {
  const t = useT(appointmentSectionMessages);
  return (
    <Section
      id="appointment"
      title={t('title')}
      intro={t('intro')}
      tone="tint"
      className="appointment-section"
    >
      <div className={aside ? 'appointment-layout' : undefined}>
        {aside}
        <div className="card form-card">
          <AppointmentForm preset={preset} offer={offer} />
        </div>
      </div>
    </Section>
  );
}
