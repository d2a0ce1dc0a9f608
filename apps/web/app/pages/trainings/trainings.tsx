import type { QueryParams } from '@coach/contract/query-params';
import { FROM_PARAM } from '@coach/contract/booking';
import { DEFAULT_TRAINING_FIGURES } from '@coach/contract/options';
import type { Route } from './+types/trainings';
import { AppointmentSection } from '../../features/appointment/appointment-section';
import { FiguresBand } from '../../features/service-pages/figures-band';
import { TopicPage } from '../../features/service-pages/topic-page';
import { type Topic, topicTexts } from '../../features/service-pages/topic-section';
import { useT } from '../../i18n/messages';
import { trainingMessages } from './trainings-messages';
import { loadFigures } from '../../lib/figures.server';
import { bannerPageMeta } from '../../lib/seo';
import { appointmentAction } from '../../features/appointment/appointment-action.server';
import { withImageFacts } from '../../lib/image-facts.server';
import { bookingOffer } from '../../features/appointment/booking-offer.server';

/** The appointment form at the foot of the page works without scripts: it posts here. */
export const action = appointmentAction;

/** The query parameters this page reads besides the language (docs/decisions/0041): the booking form's first day. */
export const queryParams = { [FROM_PARAM]: 'date' } satisfies QueryParams;

export async function loader({ request, context }: Route.LoaderArgs) {
  const figures = await loadFigures(context);
  return withImageFacts(context, {
    banner: figures.banner('trainings_banner_image'),
    // Fixed figures stand in when no stats have been saved.
    leadership:
      figures.stats.leadership_development_training_leaders ??
      DEFAULT_TRAINING_FIGURES.leadership_development_training_leaders,
    business: figures.stats.business_development_training_leaders,
    nlp:
      figures.stats.nlp_certification_training_leaders ??
      DEFAULT_TRAINING_FIGURES.nlp_certification_training_leaders,
    leadershipImage: figures.statImage('leadership_development_training_image'),
    businessImage: figures.statImage('business_development_training_image'),
    nlpImage: figures.statImage('nlp_certification_training_image'),
    booking: await bookingOffer(context, request),
  });
}

export const meta: Route.MetaFunction = (args) => bannerPageMeta(args, trainingMessages);

export default function Trainings({ loaderData: data }: Route.ComponentProps) {
  const t = useT(trainingMessages);
  const leadership = { value: data.leadership, label: t('statLeadership') };
  const business = { value: data.business, label: t('statBusiness') };
  const nlp = { value: data.nlp, label: t('statNlp') };
  const topics: Topic[] = [
    {
      id: 'leadership-development-training',
      ...topicTexts(t, 'leadership'),
      image: data.leadershipImage,
      stat: leadership,
    },
    {
      id: 'business-development-training',
      ...topicTexts(t, 'business'),
      image: data.businessImage,
      stat: business,
    },
    {
      id: 'nlp-certification-training',
      ...topicTexts(t, 'nlp'),
      image: data.nlpImage,
      stat: nlp,
    },
  ];
  return (
    <TopicPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      image={data.banner}
      topics={topics}
      band={<FiguresBand stats={[leadership, business, nlp]} />}
    >
      <AppointmentSection preset="Training" offer={data.booking} />
    </TopicPage>
  );
}
