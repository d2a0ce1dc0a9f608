import type { QueryParams } from '@coach/contract/query-params';
import { FROM_PARAM } from '@coach/contract/booking';
import type { Route } from './+types/one-on-one-coaching';
import { AppointmentSection } from '../../features/appointment/appointment-section';
import { AwardLogos } from '../../features/awards/award-logos';
import { StatsRow } from '../../components/stats-row';
import { Testimonials } from '../../features/testimonials/testimonials';
import { TopicPage } from '../../features/service-pages/topic-page';
import { type Topic, topicTexts } from '../../features/service-pages/topic-section';
import { useT } from '../../i18n/messages';
import { oneOnOneMessages } from './one-on-one-messages';
import { serviceMessages } from '../../features/service-pages/service-messages';
import { loadTopAwards } from '../../features/awards/awards.server';
import { loadFigures } from '../../lib/figures.server';
import { languageFromRequest } from '../../lib/language';
import { bannerPageMeta } from '../../lib/seo';
import { loadTestimonialSlides } from '../../features/testimonials/testimonials.server';
import { pageParam, pagesCounter } from '../../lib/paging';
import './one-on-one.css';
import { appointmentAction } from '../../features/appointment/appointment-action.server';
import { withImageFacts } from '../../lib/image-facts.server';
import { bookingOffer } from '../../features/appointment/booking-offer.server';

/** The appointment form at the foot of the page works without scripts: it posts here. */
export const action = appointmentAction;

/** The query parameters this page reads besides the language (docs/decisions/0041): the testimonials' slide and the booking form's first day. */
export const queryParams = { testimonials: 'page', [FROM_PARAM]: 'date' } satisfies QueryParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const [figures, awards, testimonials] = await Promise.all([
    loadFigures(context),
    // The spotlight shows the six highest-ranked awards.
    loadTopAwards(context, language, 6),
    loadTestimonialSlides(
      context,
      language,
      pageParam(request.url, 'testimonials'),
      pagesCounter(context, 'testimonials'),
    ),
  ]);
  return withImageFacts(context, {
    banner: figures.banner('one_on_one_coaching_banner_image'),
    leaders: figures.stats.business_coaching_leaders,
    count: figures.stats.business_coaching_count,
    businessImage: figures.statImage('business_coaching_image'),
    awards,
    testimonials,
    booking: await bookingOffer(context, request),
  });
}

export const meta: Route.MetaFunction = (args) => bannerPageMeta(args, oneOnOneMessages);

export default function OneOnOneCoaching({ loaderData }: Route.ComponentProps) {
  const t = useT(oneOnOneMessages);
  const ts = useT(serviceMessages);
  const leaders = { value: loaderData.leaders, label: t('statLeaders') };
  const topics: Topic[] = [
    {
      id: 'business-coaching',
      ...topicTexts(t, 'business'),
      image: loaderData.businessImage,
      stat: leaders,
    },
    {
      id: 'disc-assessment',
      ...topicTexts(t, 'disc'),
    },
    {
      id: 'nlp-coaching',
      ...topicTexts(t, 'nlp'),
    },
  ];
  return (
    <TopicPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      image={loaderData.banner}
      topics={topics}
      band={
        <section className="spotlight" aria-label={ts('recognisedBy')}>
          <div className="container spotlight-inner">
            <StatsRow
              className="spotlight-stats"
              items={[leaders, { value: loaderData.count, label: t('statCount') }]}
            />
            {loaderData.awards.length > 0 && (
              <div className="spotlight-awards">
                <p className="eyebrow">{ts('recognisedBy')}</p>
                <AwardLogos awards={loaderData.awards} className="award-logos-compact" />
              </div>
            )}
          </div>
        </section>
      }
    >
      <Testimonials slides={loaderData.testimonials} tone="plain" />
      <AppointmentSection preset="One on One Coaching" offer={loaderData.booking} />
    </TopicPage>
  );
}
