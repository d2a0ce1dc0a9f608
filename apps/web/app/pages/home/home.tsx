import type { QueryParams } from '@coach/contract/query-params';
import { PAGE_SIZES } from '@coach/contract/options';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { ArrowRightIcon } from '../../components/icons';
import { Section } from '../../components/section';
import { ServiceCards } from '../../features/service-pages/service-cards';
import { StatsRow } from '../../components/stats-row';
import { commonMessages } from '../../i18n/common';
import { homeMessages } from './home-messages';
import { translator, useT } from '../../i18n/messages';
import { languageFromRequest, localized } from '../../lib/language';
import { pageParam, pagesCounter, readPage, shapePage } from '../../lib/paging';
import { pageMeta, pageUrl, rootData } from '../../lib/seo';
import { eventJsonLd } from '../../features/seo/event-json-ld';
import { eventPath } from '../../features/events/event-path';
import { eventView } from '../../features/events/event-view';
import { organizationJsonLd } from '../../features/seo/json-ld';
import { ClientsSection } from './clients-section';
import { EventsSection } from './events-section';
import { Hero, heroPreloads } from './hero';
import './home.css';
import { withImageFacts } from '../../lib/image-facts.server';

/** The query parameters this page reads besides the language (docs/decisions/0041): the pages of its events and clients lists. */
export const queryParams = { events: 'page', clients: 'page' } satisfies QueryParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const { content } = context;
  const url = new URL(request.url);
  const [events, clients, contentHome, stats, banners] = await Promise.all([
    // The page named in the address (?events=2); past the end, the last page. Upcoming
    // events first, then undated, then past ones (decision 0019).
    readPage(
      pageParam(url, 'events'),
      PAGE_SIZES.events,
      (window) => content.eventsByDate(window),
      pagesCounter(context, 'events'),
    ),
    readPage(
      pageParam(url, 'clients'),
      PAGE_SIZES.clients,
      (window) => content.page('clients', { ...window, columns: ['name', 'name_mm', 'image'] }),
      pagesCounter(context, 'clients'),
    ),
    content.list('content_home'),
    content.stats(),
    content.banners(),
  ]);
  const home = contentHome[0];
  const now = Date.now();
  return withImageFacts(context, {
    hero: {
      image: banners.home_banner_image || home?.banner_image || null,
      mobileImage: banners.mobile_home_banner_image || null,
      text: home?.banner_text[language] || home?.banner_text.en || '',
      button: home?.banner_button[language] || home?.banner_button.en || '',
      link: home?.banner_button_link || '/contact-us',
    },
    stats: {
      leaders: stats.business_coaching_leaders,
      businesses: stats.team_coaching_businesses,
      trained: stats.leadership_development_training_leaders,
      nlp: stats.nlp_certification_training_leaders,
    },
    events: shapePage(events, (e) => eventView(e, language, context.timeZone, now)),
    clients: shapePage(clients, (c) => ({
      id: c.id,
      name: localized(c, 'name', language),
      image: c.image || null,
    })),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const language = root?.language ?? 'en';
  const t = translator(homeMessages, language);
  const origin = root?.publicUrl ?? '';
  return pageMeta(args, {
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: args.data?.hero.image,
    extra: [
      ...(args.data ? heroPreloads(args.data.hero) : []),
      ...(root ? [{ 'script:ld+json': organizationJsonLd(root.site, { origin }) }] : []),
      // Each dated event on this page, for search engines' event listings.
      ...(args.data?.events.items ?? []).flatMap((event) =>
        event.startsAt
          ? [
              {
                'script:ld+json': eventJsonLd(
                  { ...event, startsAt: event.startsAt },
                  {
                    origin,
                    pageUrl: pageUrl(origin, eventPath(event.id), language),
                    organizer: root?.site.businessName ?? '',
                  },
                ),
              },
            ]
          : [],
      ),
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT(homeMessages);
  const tc = useT(commonMessages);
  const { stats } = loaderData;
  return (
    <>
      <Hero hero={loaderData.hero} />
      <Section eyebrow={t('milestonesEyebrow')} title={t('milestonesTitle')} tone="dark">
        <StatsRow
          items={[
            { value: stats.leaders, label: tc('statLeaders') },
            { value: stats.businesses, label: tc('statBusinesses') },
            { value: stats.trained, label: tc('statTrained') },
            { value: stats.nlp, label: tc('statNlp') },
          ]}
        />
      </Section>
      <Section eyebrow={t('introEyebrow')} title={t('introTitle')} className="intro-section">
        <div className="intro-grid">
          <div className="intro-text">
            <p className="lead">{t('introText1')}</p>
            <p>{t('introText2')}</p>
          </div>
          <ServiceCards />
        </div>
      </Section>
      <EventsSection events={loaderData.events} />
      <ClientsSection clients={loaderData.clients} />
      <section className="cta-band" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-title">{t('ctaTitle')}</h2>
            <p>{t('ctaText')}</p>
          </div>
          <Link to="/contact-us" className="button button-accent">
            {t('ctaButton')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>
    </>
  );
}
