import { serviceMessages } from './service-messages';
import { useT } from '../../i18n/messages';
import { statText } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { ArrowRightIcon } from '../../components/icons';
import { ResponsiveImage } from '../../components/picture';
import type { StatItem } from '../../components/stats-row';

export interface Topic {
  /** Anchor id (the footer and the topic buttons link to it). */
  id: string;
  title: string;
  text: string;
  points: string[];
  image?: string | null;
  stat?: StatItem;
}

/** The message keys of one topic, named after it: `businessTitle`, `businessPoint1`… */
type TopicKey<N extends string> =
  `${N}Title` | `${N}Text` | `${N}Point1` | `${N}Point2` | `${N}Point3`;

/**
 * A topic's title, text and three points from the page's messages, which name each topic's
 * keys alike (`nlpTitle`, `nlpText`, `nlpPoint1`–`nlpPoint3`).
 */
export function topicTexts<N extends string>(
  t: (key: TopicKey<N>) => string,
  name: N,
): Pick<Topic, 'title' | 'text' | 'points'> {
  return {
    title: t(`${name}Title`),
    text: t(`${name}Text`),
    points: [t(`${name}Point1`), t(`${name}Point2`), t(`${name}Point3`)],
  };
}

/** The topic buttons under a service page's banner, jumping to each section. */
export function TopicButtons({ topics }: { topics: Topic[] }) {
  const t = useT(serviceMessages);
  return (
    <nav className="topic-buttons" aria-label={t('topics')}>
      {topics.map((topic) => (
        <a key={topic.id} href={`#${topic.id}`} className="topic-button">
          {topic.title}
        </a>
      ))}
    </nav>
  );
}

/** One service topic: text, what the client gets, a figure and an appointment button. */
export function TopicSection({ topic, index }: { topic: Topic; index: number }) {
  const t = useT(serviceMessages);
  const language = useLanguage();
  const headingId = `${topic.id}-title`;
  return (
    <section
      id={topic.id}
      className={`section topic ${index % 2 ? 'section-tint topic-reverse' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container topic-grid">
        <div className="topic-text">
          <p className="eyebrow topic-number">{String(index + 1).padStart(2, '0')}</p>
          <h2 id={headingId}>{topic.title}</h2>
          <p className="topic-lead">{topic.text}</p>
          <a href="#appointment" className="button button-primary">
            {t('bookThis')}
            <ArrowRightIcon size={18} />
          </a>
        </div>
        <div className="topic-aside">
          {topic.image && (
            <ResponsiveImage
              id={topic.image}
              alt=""
              width={593}
              height={200}
              sizes="(max-width: 900px) 92vw, 520px"
              className="topic-img"
            />
          )}
          <div className="topic-card card">
            <h3 className="topic-points-title">{t('whatYouGet')}</h3>
            <ul className="check-list">
              {topic.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {topic.stat?.value != null && (
              <p className="topic-stat">
                <span className="stat-value">{statText(topic.stat.value, language)}</span>
                <span className="stat-label">{topic.stat.label}</span>
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
