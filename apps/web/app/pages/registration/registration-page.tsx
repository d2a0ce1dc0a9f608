import type { RegistrationStatus } from '@coach/contract/registrations';
import { formatAmount, formatDate, formatDateRange } from '@coach/contract/formats';
import { useEffect } from 'react';
import { Link, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/registration-page';
import { ConfirmFold } from '../../components/confirm-fold';
import { ContactList } from '../../components/contact-list';
import { Fact } from '../../components/fact';
import { ReferenceFact } from '../../features/transfer-pages/reference-fact';
import { StatusMessage, type Status } from '../../components/status-message';
import { EventWhenWhere } from '../../features/events/event-when-where';
import { calendarPath } from '../../features/events/calendar-path';
import { PaymentMethods } from '../../features/payment-methods/payment-methods';
import '../../features/payment-methods/payment-methods.css';
import { translator, useT } from '../../i18n/messages';
import { localDigits } from '../../lib/format';
import { languageFromRequest, useLanguage } from '../../lib/language';
import { rootData } from '../../lib/seo';
import { ReceiptForm } from '../../features/transfer-pages/receipt-form';
import { registrationAction } from './registration-action.server';
import {
  DONE_PARAM,
  INTENT_FIELD,
  REGISTERED_PARAM,
} from '../../features/events/registration-keys';
import { registrationMessages } from './registration-messages';
import '../../features/transfer-pages/transfer-page.css';
import './registration.css';
import { PRIVATE_HEADERS } from '../../lib/private-page';
import { BackLink } from '../../components/back-link';

/** A rejected registration's new receipt, and the cancel, post here with or without scripts. */
export const action = registrationAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const registration = await context.registrations.view(params.token, context.publicUrl);
  if (!registration) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  const language = languageFromRequest(request);
  const query = new URL(request.url).searchParams;
  const { event } = registration;
  const when = (iso: string | null, time = false) =>
    iso ? formatDate(iso, language, context.timeZone, { time }) : null;
  return {
    registration,
    eventTime: event.starts_at
      ? formatDateRange(event.starts_at, event.ends_at, language, context.timeZone)
      : null,
    registeredOn: when(registration.created),
    holdUntil: when(registration.hold_until, true),
    registered: query.get(REGISTERED_PARAM) === '1',
    done: query.get(DONE_PARAM),
  };
}

/** Whoever holds the link sees the registration: no cache along the way may keep or share it. */
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  const t = translator(registrationMessages, language);
  const reference = args.data?.registration.reference ?? '';
  // A private page: never in a search engine, and no card naming it.
  return [
    { title: t('metaTitle', { reference }) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

const OWES: readonly RegistrationStatus[] = ['received', 'rejected'];

/**
 * /registrations/{token}: the visitor's own page for one registration, linked from every
 * email about it and shown right after registering. It says where the registration is, in
 * the visitor's language; how to pay while a transfer is still to be checked; takes a new
 * receipt while rejected; shows the ticket (its QR code and code) once confirmed or paid;
 * and cancels it, giving the seats back, until the event starts.
 */
export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  const t = useT(registrationMessages);
  const language = useLanguage();
  const { registration, eventTime, registeredOn, holdUntil, registered, done } = loaderData;
  const answer = useActionData<{ status?: Status }>();
  const navigation = useNavigation();
  const cancelling = navigation.formData?.get(INTENT_FIELD) === 'cancel';
  const { event, status } = registration;
  const title = (language === 'mm' && event.title_mm) || event.title || '';
  const location = (language === 'mm' && event.location_mm) || event.location;
  const amount = formatAmount(registration.amount, registration.currency, language);
  const paid = registration.amount > 0;
  const notice =
    done === 'cancelled' && status === 'cancelled'
      ? t('cancelledNow')
      : done === 'receipt' && status === 'received'
        ? t('receiptSent')
        : null;
  // A cancel or a receipt sent from far down the page comes back to the same page, where
  // the router keeps the place: its notice is at the top, so the visitor is taken there.
  useEffect(() => {
    if (notice) window.scrollTo({ top: 0 });
  }, [notice]);

  return (
    <div className="order-page registration-page">
      <div className="container order-container">
        <header className="order-header">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="order-title">{title}</h1>
          <div className="registration-when">
            <EventWhenWhere
              event={{ startsAt: event.starts_at, time: eventTime ?? '', location }}
              iconSize={18}
            />
          </div>
          {registered && (
            <>
              <StatusMessage status={{ kind: 'success', text: t('registered') }} />
              <p className="order-keep">{t('keepLink')}</p>
            </>
          )}
          {notice && <StatusMessage status={{ kind: 'success', text: notice }} />}
        </header>

        <section
          className={`order-state card order-state-${status}`}
          aria-labelledby="registration-state-title"
        >
          <h2 id="registration-state-title">{t(`status.${status}`)}</h2>
          {status === 'rejected' && registration.reason && (
            <p className="order-reason">
              <strong>{t('reason')}:</strong> {registration.reason}
            </p>
          )}
          <p>{t(`text.${status}`)}</p>
          {status === 'rejected' && holdUntil && (
            <p className="order-hold">{t('holdUntil', { date: holdUntil })}</p>
          )}
          {status === 'rejected' && (
            <section className="order-new-receipt" aria-labelledby="registration-receipt-title">
              <h3 id="registration-receipt-title">{t('newReceiptTitle')}</h3>
              <ReceiptForm />
            </section>
          )}
        </section>

        {registration.check_in_code && registration.ticket_svg && (
          <section className="registration-ticket card" aria-labelledby="registration-ticket-title">
            <h2 id="registration-ticket-title">{t('ticketTitle')}</h2>
            <p>{t('ticketHint')}</p>
            <div
              className="registration-qr"
              role="img"
              aria-label={t('ticketQr', { code: registration.check_in_code })}
              // The QR code's SVG is drawn on the server by the qrcode library from the
              // check-in address alone: no visitor's text reaches this markup.
              dangerouslySetInnerHTML={{ __html: registration.ticket_svg }}
            />
            <p className="registration-code">
              <span className="registration-code-label">{t('ticketCode')}</span>
              <span className="registration-code-value">{registration.check_in_code}</span>
            </p>
          </section>
        )}

        <section className="order-summary-card card" aria-labelledby="registration-summary-title">
          <h2 id="registration-summary-title" className="visually-hidden">
            {t('eyebrow')}
          </h2>
          <dl className="order-facts">
            <ReferenceFact
              label={t('referenceLabel')}
              reference={registration.reference}
              hint={t('referenceHint')}
            />
            <Fact term={t('seats')}>{localDigits(registration.seats, language)}</Fact>
            <Fact term={t('amount')} className="order-amount">
              {paid ? amount : t('free')}
            </Fact>
            {registeredOn && <Fact term={t('registeredOn')}>{registeredOn}</Fact>}
          </dl>
          <p className="registration-links">
            {status !== 'cancelled' && (
              <a href={calendarPath(event.id, language)} className="text-link" download>
                {t('addToCalendar')}
              </a>
            )}
            <Link to={`/events/${event.id}`} className="text-link">
              {t('eventPage')}
            </Link>
          </p>
        </section>

        {paid && OWES.includes(status) && registration.pay_to.length > 0 && (
          <section className="order-pay card" aria-labelledby="registration-pay-title">
            <h2 id="registration-pay-title">{t('howToPay')}</h2>
            <PaymentMethods
              methods={registration.pay_to}
              language={language}
              amount={amount}
              reference={registration.reference}
            />
          </section>
        )}

        {registration.can_cancel && (
          <section className="registration-cancel card" aria-labelledby="registration-cancel-title">
            <h2 id="registration-cancel-title">{t('cancelTitle')}</h2>
            <p>{t('cancelText')}</p>
            <ConfirmFold
              summary={t('cancelButton')}
              name={INTENT_FIELD}
              value="cancel"
              busy={cancelling}
              confirm={t('cancelConfirm')}
              busyLabel={t('cancelling')}
            />
            {answer?.status && <StatusMessage status={answer.status} />}
          </section>
        )}

        <section className="order-contact" aria-labelledby="registration-contact-title">
          <h2 id="registration-contact-title">{t('contact')}</h2>
          <ContactList className="contact-lines" />
          <BackLink to="/trainings" label={t('backToEvents')} />
        </section>
      </div>
    </div>
  );
}
