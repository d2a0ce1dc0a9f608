import type { BookingOffer } from '@coach/contract/booking';
import { appointmentMessages } from './appointment-messages';
import { useT } from '../../i18n/messages';
import { Section } from '../../components/section';
import { AppointmentForm } from './appointment-form';
import type { AppointmentFor } from './appointment-values';

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
  const t = useT(appointmentMessages);
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
