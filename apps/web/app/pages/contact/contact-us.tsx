import type { QueryParams } from '@coach/contract/query-params';
import { FROM_PARAM } from '@coach/contract/booking';
import type { Route } from './+types/contact-us';
import { AppointmentSection } from '../../features/appointment/appointment-section';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { translator, useT } from '../../i18n/messages';
import { contactMessages } from './contact-messages';
import { pageMeta, rootData } from '../../lib/seo';
import { useSite } from '../../lib/site';
import './contact.css';
import { appointmentAction } from '../../features/appointment/appointment-action.server';
import { withImageFacts } from '../../lib/image-facts.server';
import { bookingOffer } from '../../features/appointment/booking-offer.server';

/** The appointment form beside the contact details works without scripts: it posts here. */
export const action = appointmentAction;

/** The free times the form offers (none while booking is off). */

/** The query parameters this page reads besides the language (docs/decisions/0041): the booking form's first day. */
export const queryParams = { [FROM_PARAM]: 'date' } satisfies QueryParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  return withImageFacts(context, { booking: await bookingOffer(context, request) });
}

export const meta: Route.MetaFunction = (args) => {
  const t = translator(contactMessages, rootData(args.matches)?.language ?? 'en');
  return pageMeta(args, { title: t('metaTitle'), description: t('metaDescription') });
};

/** /contact-us: phone and email from the site constants, then the appointment form. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const t = useT(contactMessages);
  const site = useSite();
  const contact = (
    <aside className="contact-cards" aria-label={t('reachUs')}>
      {site.phone && (
        <a className="contact-card card" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
          <PhoneIcon size={22} />
          <span>
            <span className="contact-card-label">{t('phone')}</span>
            <span className="contact-card-value">{site.phone}</span>
          </span>
        </a>
      )}
      {site.email && (
        <a className="contact-card card" href={`mailto:${site.email}`}>
          <MailIcon size={22} />
          <span>
            <span className="contact-card-label">{t('email')}</span>
            <span className="contact-card-value">{site.email}</span>
          </span>
        </a>
      )}
    </aside>
  );
  return (
    <>
      <PageBanner eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <AppointmentSection aside={contact} offer={loaderData.booking} />
    </>
  );
}
