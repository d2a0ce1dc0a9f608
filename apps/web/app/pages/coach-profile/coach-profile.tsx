import type { QueryParams } from '@coach/contract/query-params';
import { FROM_PARAM } from '@coach/contract/booking';
import { PAGE_SIZES } from '@coach/contract/options';
import type { Route } from './+types/coach-profile';
import { appointmentAction } from '../../features/appointment/appointment-action.server';
import { AppointmentSection } from '../../features/appointment/appointment-section';
import { PageBanner } from '../../components/page-banner';
import { Section, sectionTexts } from '../../components/section';
import { ServiceCards } from '../../features/service-pages/service-cards';
import { StatsRow } from '../../components/stats-row';
import { Testimonials } from '../../features/testimonials/testimonials';
import { coachMessages } from './coach-profile-messages';
import { commonMessages } from '../../i18n/common';
import { translator, useT } from '../../i18n/messages';
import { loadAwardSlides } from '../../features/awards/awards.server';
import { loadFigures } from '../../lib/figures.server';
import { localDigits } from '../../lib/format';
import { languageFromRequest, localized, useLanguage } from '../../lib/language';
import { pageMeta, pageUrl, rootData } from '../../lib/seo';
import { personJsonLd } from '../../features/seo/json-ld';
import { coachPath, siteInfo, useSite } from '../../lib/site';
import { loadSiteSettings } from '../../lib/site.server';
import { loadTestimonialSlides } from '../../features/testimonials/testimonials.server';
import { AwardsSection } from './awards-section';
import { PressSection } from './press-section';
import { openPreview, withPreviewed } from '../../features/preview/preview.server';
import { PreviewNotice } from '../../features/preview/preview-notice';
import { pageParam, pagesCounter, readPage, shapePage } from '../../lib/paging';
import './coach-profile.css';
import { withImageFacts } from '../../lib/image-facts.server';
import { bookingOffer } from '../../features/appointment/booking-offer.server';

/** The appointment form (preset to Collaboration) posts here; only on the coach's own page. */
export async function action(args: Route.ActionArgs) {
  const site = siteInfo((await loadSiteSettings(args.context)).constants);
  if (`/${args.params.page}` !== coachPath(site)) throw new Response(null, { status: 404 });
  return appointmentAction(args);
}

/** The query parameters this page reads besides the language (docs/decisions/0041): the slides of its awards and testimonials, the page of its press list, and the booking form's first day. */
export const queryParams = {
  awards: 'page',
  testimonials: 'page',
  press: 'page',
  [FROM_PARAM]: 'date',
} satisfies QueryParams;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = siteInfo((await loadSiteSettings(context)).constants);
  // This route takes any single segment; only /meet-{coachSlug} is a page.
  if (`/${params.page}` !== coachPath(site)) throw new Response(null, { status: 404 });
  const language = languageFromRequest(request);
  const url = new URL(request.url);
  // The page or slide of each list the address names (?press=2#press); past the end, the last.
  const [figures, awards, testimonials, milestones, press, preview] = await Promise.all([
    loadFigures(context),
    loadAwardSlides(context, language, pageParam(url, 'awards'), pagesCounter(context, 'awards')),
    loadTestimonialSlides(
      context,
      language,
      pageParam(url, 'testimonials'),
      pagesCounter(context, 'testimonials'),
    ),
    context.content.list('learning_milestones'),
    readPage(
      pageParam(url, 'press'),
      PAGE_SIZES.press,
      (window) => context.content.page('press', window),
      pagesCounter(context, 'press'),
    ),
    // A private preview link of press not yet published: shown first, with a notice.
    openPreview(context, url, 'press', language),
  ]);
  const previewed = preview?.record as unknown as (typeof press.rows)[number] | undefined;
  const shownPress = { ...press, rows: withPreviewed(press.rows, previewed) };
  return withImageFacts(context, {
    booking: await bookingOffer(context, request),
    banner: figures.banner('meet_mung_banner_image'),
    stats: {
      leaders: figures.stats.business_coaching_leaders,
      businesses: figures.stats.team_coaching_businesses,
      trained: figures.stats.leadership_development_training_leaders,
      nlp: figures.stats.nlp_certification_training_leaders,
    },
    learning: milestones.map((m) => ({
      id: m.id,
      year: m.year,
      name: localized(m, 'name', language),
    })),
    awards,
    press: shapePage(shownPress, (p) => ({
      id: p.id,
      name: localized(p, 'name', language),
      description: localized(p, 'description', language),
      type: p.type ?? 'image',
      image: p.image || null,
      videoUrl: p.video_url ?? '',
    })),
    testimonials,
    preview: preview?.view ?? null,
  });
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const t = translator(coachMessages, root?.language ?? 'en');
  const name = root?.site.coachName ?? '';
  const origin = root?.publicUrl ?? '';
  const person = root
    ? personJsonLd(root.site, {
        origin,
        url: pageUrl(origin, args.location.pathname, root.language),
        image: args.data?.banner,
        jobTitle: t('jobTitle'),
      })
    : null;
  return pageMeta(args, {
    title: t('metaTitle', { name }),
    description: t('metaDescription', { name }),
    image: args.data?.banner,
    extra: person ? [{ 'script:ld+json': person }] : [],
  });
};

export default function CoachProfile({ loaderData: data }: Route.ComponentProps) {
  const t = useT(coachMessages);
  const tc = useT(commonMessages);
  const site = useSite();
  const language = useLanguage();
  const name = site.coachName;
  return (
    <>
      <PageBanner
        eyebrow={t('eyebrow')}
        title={t('title', { name })}
        lead={t('lead')}
        image={data.banner}
      />
      <Section eyebrow={t('missionEyebrow')} title={t('missionTitle')} className="mission">
        <div className="mission-text">
          <p className="lead">{t('missionText1')}</p>
          <p>{t('missionText2')}</p>
        </div>
      </Section>
      <Section
        id="milestones"
        eyebrow={t('milestonesEyebrow')}
        title={t('milestonesTitle')}
        tone="dark"
      >
        <StatsRow
          items={[
            { value: data.stats.leaders, label: tc('statLeaders') },
            { value: data.stats.businesses, label: tc('statBusinesses') },
            { value: data.stats.trained, label: tc('statTrained') },
            { value: data.stats.nlp, label: tc('statNlp') },
          ]}
        />
      </Section>
      {data.learning.length > 0 && (
        <Section id="learning-milestone" {...sectionTexts(t, 'learning')}>
          <ol className="timeline">
            {data.learning.map((m) => (
              <li key={m.id}>
                <span className="timeline-year">{localDigits(m.year, language)}</span>
                <span className="timeline-name">{m.name}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <AwardsSection slides={data.awards} />
      <PreviewNotice preview={data.preview} />
      <PressSection items={data.press} />
      <Testimonials slides={data.testimonials} />
      <Section eyebrow={t('servicesEyebrow', { name })} title={t('servicesTitle')}>
        <ServiceCards row />
      </Section>
      <AppointmentSection preset="Collaboration" offer={data.booking} />
    </>
  );
}
