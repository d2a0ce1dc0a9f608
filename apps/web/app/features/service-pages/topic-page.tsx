import type { ReactNode } from 'react';
import { PageBanner, type PageBannerProps } from '../../components/page-banner';
import { type Topic, TopicButtons, TopicSection } from './topic-section';

export interface TopicPageProps extends Omit<PageBannerProps, 'children'> {
  topics: Topic[];
  /** The band between the banner and the topics: the figures, or the figures with awards. */
  band: ReactNode;
  /** What closes the page: the appointment form, set for this service (and testimonials). */
  children: ReactNode;
}

/**
 * A service page made of topics (one-on-one and team coaching, trainings): the banner
 * with a button per topic, a band of figures, a section per topic, and what closes the page.
 */
export function TopicPage({ topics, band, children, ...banner }: TopicPageProps) {
  return (
    <>
      <PageBanner {...banner}>
        <TopicButtons topics={topics} />
      </PageBanner>
      {band}
      {topics.map((topic, i) => (
        <TopicSection key={topic.id} topic={topic} index={i} />
      ))}
      {children}
    </>
  );
}
