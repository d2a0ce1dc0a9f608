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
  /** Heading level; sections are h2 unless nested. */
  level?: 2 | 3;
  className?: string;
  children?: React.ReactNode;
}

/** A full-width page band with an anchored, labelled heading and a centred container. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tone = 'plain',
  level = 2,
  className,
  children,
}: SectionProps) {
  const Heading = `h${level}` as const;
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
            <Heading id={headingId} className="section-title">
              {title}
            </Heading>
            {intro && <p className="section-intro">{intro}</p>}
          </header>
          {children}
        </div>
      </section>
    </HydrateLater>
  );
}
