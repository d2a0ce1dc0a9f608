import { formatAmount } from '@coach/contract/formats';
import type { Route } from './+types/event-page';
import { EventWhenWhere } from '../../features/events/event-when-where';
import { ResponsiveImage } from '../../components/picture';
import { EventLinks } from '../../features/events/event-links';
import { SeatBadge } from '../../features/events/seat-badge';
import { eventJsonLd } from '../../features/seo/event-json-ld';
import { commonMessages } from '../../i18n/common';
import { translator, useT } from '../../i18n/messages';
import { withImageFacts } from '../../lib/image-facts.server';
import { languageFromRequest, useLanguage } from '../../lib/language';
import { pageMeta, pageUrl, rootData } from '../../lib/seo';
import { eventMessages } from './event-messages';
import { loadEvent } from './event.server';
import { EventRegistration } from './event-registration';
import { registrationAction } from './registration-action.server';
import './event.css';
import { BackLink } from '../../components/back-link';

/** A registration (and its receipt) posts here, with or without scripts. */
export const action = registrationAction;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  return withImageFacts(context, {
    event: await loadEvent(context, params.id, language, Date.now()),
    paymentMethods: await context.content.paymentMethods(),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const language = root?.language ?? 'en';
  const event = args.data?.event;
  if (!event) return [{ title: translator(commonMessages, language)('notFoundTitle') }];
  const t = translator(eventMessages, language);
  const origin = root?.publicUrl ?? '';
  const url = pageUrl(origin, args.location.pathname, language);
  const { seats } = event;
  return pageMeta(args, {
    title: event.name,
    description: event.description || t('metaDescription', { name: event.name, time: event.time }),
    image: event.image,
    extra: event.startsAt
      ? [
          {
            'script:ld+json': eventJsonLd(
              { ...event, startsAt: event.startsAt },
              { origin, pageUrl: url, organizer: root?.site.businessName ?? '' },
              seats
                ? {
                    price: event.price,
                    currency: event.currency,
                    left: seats.kind === 'left' ? seats.left : 0,
                    url,
                  }
                : undefined,
            ),
          },
        ]
      : [],
  });
};

/**
 * /events/{id}: the event's poster, dates in the site's time, place and words, and for
 * an event that sells seats how many are left and the form to take them.
 */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const t = useT(eventMessages);
  const language = useLanguage();
  const { event, paymentMethods } = loaderData;
  return (
    <div className="event-page">
      <div className="container">
        <BackLink to="/#events" label={t('backToEvents')} className="event-page-back" />
        <div className="event-page-layout">
          <article className="event-page-main">
            <header className="event-page-header">
              {event.tag ? (
                <p className="tag">{event.tag}</p>
              ) : (
                <p className="eyebrow">{t('eyebrow')}</p>
              )}
              <h1 className="event-page-title">{event.name}</h1>
              <EventWhenWhere event={event} iconSize={18} />
              {event.trainer && (
                <p className="event-page-trainer">{t('trainer', { name: event.trainer })}</p>
              )}
              {event.seats && (
                <div className="event-page-seats">
                  <SeatBadge status={event.seats} />
                  <p className="event-page-price">
                    {t('price')}:{' '}
                    <strong>
                      {event.price > 0
                        ? formatAmount(event.price, event.currency, language)
                        : t('free')}
                    </strong>
                  </p>
                </div>
              )}
            </header>
            {event.image && (
              <div className="event-page-poster">
                <ResponsiveImage
                  id={event.image}
                  alt={event.name}
                  width={419}
                  height={560}
                  sizes="(max-width: 640px) 90vw, 360px"
                  priority
                />
              </div>
            )}
            {event.description && <p className="event-page-description">{event.description}</p>}
            <p className="event-links">
              <EventLinks
                event={event}
                detailsLabel={t('eventDetails')}
                calendarLabel={t('addToCalendar')}
              />
            </p>
          </article>
          {event.seats && <EventRegistration event={event} paymentMethods={paymentMethods} />}
        </div>
      </div>
    </div>
  );
}
