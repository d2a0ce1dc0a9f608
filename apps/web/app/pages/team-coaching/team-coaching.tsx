import type { QueryParams } from '@coach/contract/query-params';
import { FROM_PARAM } from '@coach/contract/booking';
import type { Route } from './+types/team-coaching';
import { AppointmentSection } from '../../features/appointment/appointment-section';
import { FiguresBand } from '../../features/service-pages/figures-band';
import { TopicPage } from '../../features/service-pages/topic-page';
import { type Topic, topicTexts } from '../../features/service-pages/topic-section';
import { useT } from '../../i18n/messages';
import { teamMessages } from './team-coaching-messages';
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
    banner: figures.banner('team_coaching_banner_image'),
    planningBusinesses: figures.stats.strategic_planning_businesses,
    planningCount: figures.stats.strategic_planning_count,
    teamBusinesses: figures.stats.team_coaching_businesses,
    teamCount: figures.stats.team_coaching_count,
    planningImage: figures.statImage('strategic_planning_image'),
    teamImage: figures.statImage('team_coaching_image'),
    booking: await bookingOffer(context, request),
  });
}

export const meta: Route.MetaFunction = (args) => bannerPageMeta(args, teamMessages);

export default function TeamCoaching({ loaderData: data }: Route.ComponentProps) {
  const t = useT(teamMessages);
  const planning = { value: data.planningBusinesses, label: t('statPlanningBusinesses') };
  const team = { value: data.teamBusinesses, label: t('statTeamBusinesses') };
  const topics: Topic[] = [
    {
      id: 'strategic-planning',
      ...topicTexts(t, 'planning'),
      image: data.planningImage,
      stat: planning,
    },
    {
      id: 'nlp-4-organization-culture',
      ...topicTexts(t, 'nlp'),
    },
    {
      id: 'leadership-development',
      ...topicTexts(t, 'leadership'),
      image: data.teamImage,
      stat: team,
    },
  ];
  return (
    <TopicPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      image={data.banner}
      topics={topics}
      band={
        <FiguresBand
          stats={[
            planning,
            { value: data.planningCount, label: t('statPlanningCount') },
            team,
            { value: data.teamCount, label: t('statTeamCount') },
          ]}
        />
      }
    >
      <AppointmentSection preset="Team Coaching" offer={data.booking} />
    </TopicPage>
  );
}
