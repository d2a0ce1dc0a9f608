import { commonMessages } from '../i18n/common';
import { useT } from '../i18n/messages';
import { AppointmentSection } from './appointment/appointment-section';
import type { AppointmentFor } from './appointment/appointment-values';
import { PageBanner } from './page-banner';
import { Section } from './section';
import { type StatItem, StatsRow } from './stats-row';
import { type Topic, TopicButtons, TopicSection } from './topic-section';

export interface TopicPageProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The banner's uploaded picture. */
  banner: string | null;
  topics: Topic[];
  /** The cards of the "in numbers" band. */
  stats: StatItem[];
  /** What the closing appointment form is for. */
  preset: AppointmentFor;
}

/**
 * A service page made of topics (team coaching, trainings): the banner with a button per
 * topic, the figures band, a section per topic, and the appointment form.
 */
export function TopicPage({ eyebrow, title, lead, banner, topics, stats, preset }: TopicPageProps) {
  const tc = useT(commonMessages);
  return (
    <>
      <PageBanner eyebrow={eyebrow} title={title} lead={lead} image={banner}>
        <TopicButtons topics={topics} />
      </PageBanner>
      <Section title={tc('inNumbers')} tone="dark" className="figures-band">
        <StatsRow items={stats} />
      </Section>
      {topics.map((topic, i) => (
        <TopicSection key={topic.id} topic={topic} index={i} />
      ))}
      <AppointmentSection preset={preset} />
    </>
  );
}
