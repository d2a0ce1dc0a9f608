import { useState } from 'react';
import { Link } from 'react-router';
import { testimonialCardMessages } from './testimonial-cards-messages';
import { useT } from '../../i18n/messages';
import { excerpt } from '../../lib/format';
import { QuoteIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { ResponsiveImage } from '../../components/picture';
import { Section } from '../../components/section';
import type { SlideWindow } from '../../lib/slides';
import { PagedSlider } from '../../components/paged-slider';

/** A published testimonial as the pages show it (texts already in the visitor's language). */
export interface TestimonialView {
  id: number;
  name: string;
  role: string;
  organization: string;
  programs: string;
  differences: string;
  takeAway: string;
  photo: string | null;
}

const EXCERPT = 300;

/**
 * `#testimonials`: published testimonials, 4 a slide wrapping with arrows (the server
 * reads one slide at a time); each card shows the first 300 characters and opens the
 * whole story in a modal. The pages show it through `Testimonials` (testimonials.tsx),
 * which shows nothing while none is published.
 */
export function TestimonialsSection({
  slides,
  tone = 'tint',
}: {
  slides: SlideWindow<TestimonialView>;
  tone?: 'tint' | 'plain';
}) {
  const t = useT(testimonialCardMessages);
  const [open, setOpen] = useState<TestimonialView | null>(null);
  return (
    <Section
      id="testimonials"
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      tone={tone}
    >
      <PagedSlider
        window={slides}
        name="testimonials"
        anchor="testimonials"
        label={t('label')}
        renderSlide={(items) => (
          <ul className="testimonial-grid">
            {items.map((item) => (
              <li key={item.id}>
                <TestimonialCard item={item} onOpen={() => setOpen(item)} />
              </li>
            ))}
          </ul>
        )}
      />
      <p className="testimonial-share">
        <Link to="/testimonial" className="text-link">
          {t('share')}
        </Link>
      </p>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name ?? ''}
        className="testimonial-modal"
      >
        {open && <TestimonialStory item={open} />}
      </Modal>
    </Section>
  );
}

/** The person's photo, name and role; on a card the name is the card's heading. */
function Person({ item, nameAs: Name = 'p' }: { item: TestimonialView; nameAs?: 'p' | 'h3' }) {
  const t = useT(testimonialCardMessages);
  return (
    <div className="person">
      <ResponsiveImage
        id={item.photo}
        alt=""
        width={64}
        height={64}
        maxWidth={160}
        sizes="64px"
        className="person-photo"
      />
      <div>
        <Name className="person-name">{item.name}</Name>
        <p className="person-role">
          {item.organization
            ? t('roleAt', { role: item.role, organization: item.organization })
            : item.role}
        </p>
      </div>
    </div>
  );
}

function TestimonialCard({ item, onOpen }: { item: TestimonialView; onOpen: () => void }) {
  const t = useT(testimonialCardMessages);
  const text = item.differences || item.takeAway;
  return (
    <article className="testimonial-card card">
      <QuoteIcon size={28} className="testimonial-quote-mark" />
      <p className="testimonial-text">{excerpt(text, EXCERPT)}</p>
      {item.programs && <p className="tag testimonial-program">{item.programs}</p>}
      <Person item={item} nameAs="h3" />
      {/* The whole card is the target (see .testimonial-open::after); the button names it. */}
      <button
        type="button"
        className="testimonial-open"
        onClick={onOpen}
        aria-label={t('readStory', { name: item.name })}
      >
        <span aria-hidden="true">{t('readMore')}</span>
      </button>
    </article>
  );
}

function TestimonialStory({ item }: { item: TestimonialView }) {
  const t = useT(testimonialCardMessages);
  return (
    <div className="testimonial-story">
      <Person item={item} />
      {item.programs && (
        <p>
          <span className="tag">{t('program')}</span> {item.programs}
        </p>
      )}
      {item.differences && (
        <>
          <h3>{t('difference')}</h3>
          <p>{item.differences}</p>
        </>
      )}
      {item.takeAway && (
        <>
          <h3>{t('takeAway')}</h3>
          <p>{item.takeAway}</p>
        </>
      )}
    </div>
  );
}
