import { HydrateLater } from '../startup/hydrate-later';

export interface SectionProps {
  /** Anchor id (the footer links to these). */
  id?: string;
  title: React.ReactNode;
  /** Small label above the heading. */
  eyebrow?: React.ReactNode;
  /** Lead paragraph under the heading. */
  intro?: React.ReactNode;
  /** Background: plain page, a soft tint, or the dark brand colour. */
  tone?: 'plain' | 'tint' | 'dark';
  className?: string;
  children?: React.ReactNode;
}

/** The message keys of a band, named after it: `videosEyebrow`, `videosTitle`, `videosIntro`. */
type SectionKey<N extends string> = `${N}Eyebrow` | `${N}Title` | `${N}Intro`;

/**
 * A band's eyebrow, title and intro from the page's messages, which name each band's keys
 * alike (as `topicTexts` does a service topic's): `<Section id="videos" {...sectionTexts(t, 'videos')}>`.
 */
export function sectionTexts<N extends string>(
  t: (key: SectionKey<N>) => string,
  name: N,
): Pick<SectionProps, 'eyebrow' | 'title' | 'intro'> {
  return { eyebrow: t(`${name}Eyebrow`), title: t(`${name}Title`), intro: t(`${name}Intro`) };
}

/** A full-width page band with an anchored, labelled heading and a centred container. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <HydrateLater>
      <section
        id={id}
        className={`section section-${tone} ${className ?? ''}`}
        aria-labelledby={headingId}
      >
        <div className="container">
          <header className="section-header">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2 id={headingId} className="section-title">
              {title}
            </h2>
            {intro && <p className="section-intro">{intro}</p>}
          </header>
          {children}
        </div>
      </section>
    </HydrateLater>
  );
}
