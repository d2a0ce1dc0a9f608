import { commonMessages } from '../../i18n/common';
import { useT } from '../../i18n/messages';
import type { ReactNode } from 'react';
import { PageBanner } from '../../components/page-banner';
import { Section } from '../../components/section';
import { type StatItem, StatsRow } from '../../components/stats-row';
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
  /** What closes the page: the appointment form, set for this service. */
  children: ReactNode;
}

/**
 * A service page made of topics (team coaching, trainings): the banner with a button per
 * topic, the figures band, a section per topic, and the appointment form.
 */
export function TopicPage({
  eyebrow,
  title,
  lead,
  banner,
  topics,
  stats,
  children,
}: TopicPageProps) {
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
      {children}
    </>
  );
}
