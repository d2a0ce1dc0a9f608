import { formatAmount, formatDate, formatDateRange, localDigits } from '@coach/contract/formats';
import { data } from 'react-router';
import type { Route } from './+types/claim-page';
import { Fact } from '../../components/fact';
import { eventPath } from '../../features/events/event-path';
import { PaymentMethods } from '../../features/payment-methods/payment-methods';
import '../../features/payment-methods/payment-methods.css';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest, useLanguage } from '../../lib/language';
import { rootData } from '../../lib/seo';
import { claimAction } from './claim-action.server';
import { ClaimForm } from './claim-form';
import { claimMessages } from './claim-messages';
import './claim.css';
import { PRIVATE_HEADERS } from '../../lib/private-page';
import { BackLink } from '../../components/back-link';

/** The claim (and a paid event's receipt) posts here, with or without scripts. */
export const action = claimAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const offer = await context.offers.view(params.token);
  // The token names the offer; an address with another event's id is no page either.
  if (!offer || String(offer.event.id) !== params.id) {
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  }
  const language = languageFromRequest(request);
  const name = (language === 'mm' && offer.event.name_mm) || offer.event.name || '';
  return {
    offer,
    name,
    when: offer.event.starts_at
      ? formatDateRange(offer.event.starts_at, offer.event.ends_at, language, context.timeZone)
      : null,
    until: offer.expires_at
      ? formatDate(offer.expires_at, language, context.timeZone, { time: true })
      : null,
    // How to pay, only while the seats wait for a transfer.
    paymentMethods:
      offer.status === 'offered' && offer.amount > 0 ? await context.content.paymentMethods() : [],
  };
}

/** Whoever holds the link sees the offer: no cache along the way may keep or share it. */
export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = (args) => {
  const language = rootData(args.matches)?.language ?? 'en';
  // A private page: never in a search engine, and no card naming it.
  return [
    { title: translator(claimMessages, language)('metaTitle') },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/**
 * /events/{id}/claim/{token}: the page an offer's email links to. While the offer holds, it
 * says the seats and until when (Myanmar time), and for a paid event the amount, the
 * accounts and the receipt; claimed, the reference; run out, that it passed on.
 */
export default function ClaimPage({ loaderData }: Route.ComponentProps) {
  const t = useT(claimMessages);
  const language = useLanguage();
  const { offer, name, when, until, paymentMethods } = loaderData;
  const paid = offer.amount > 0;
  const amount = formatAmount(offer.amount, offer.currency, language);
  const seats = localDigits(offer.seats, language);
  return (
    <div className="claim-page">
      <div className="container claim-container">
        <header>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="claim-title">{name}</h1>
        </header>
        <section
          className={`claim-state card claim-state-${offer.status}`}
          aria-labelledby="claim-state-title"
        >
          <h2 id="claim-state-title">{t(`status.${offer.status}`)}</h2>
          {offer.status === 'offered' && until && (
            <>
              <p className="claim-held">{t('held', { seats, until })}</p>
              <p>{t('heldThen')}</p>
            </>
          )}
          {offer.status === 'expired' && <p>{t('expiredText')}</p>}
          {offer.status === 'registered' && <p>{t('registeredText')}</p>}
          <dl className="claim-facts">
            {when && <Fact term={t('when')}>{when}</Fact>}
            <Fact term={t('seats')}>{seats}</Fact>
            <Fact term={t('amount')} className="claim-amount">
              {paid ? amount : t('free')}
            </Fact>
          </dl>
        </section>
        {offer.status === 'offered' && (
          <section className="claim-take card" aria-labelledby="claim-take-title">
            <h2 id="claim-take-title">{paid ? t('payTitle') : t('claim')}</h2>
            {paid && (
              <>
                <PaymentMethods methods={paymentMethods} language={language} amount={amount} />
                <p className="claim-then">{t('payThenUpload')}</p>
              </>
            )}
            <ClaimForm paid={paid} />
          </section>
        )}
        <BackLink to={eventPath(offer.event.id)} label={t('backToEvent')} />
      </div>
    </div>
  );
}
