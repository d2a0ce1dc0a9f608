import type { Language } from '@coach/contract';
import { PAGE_SIZES } from '@coach/contract/options';
import type { AppLoadContext } from 'react-router';
import type { TestimonialView } from './testimonials';
import { localized } from '../../lib/language';
import { type SlideWindow, readSlides, shapeSlides } from '../../lib/slides';

/** What a card and its story show; nothing else of the row is read. */
const TESTIMONIAL_CARD = [
  'name',
  'role',
  'organization',
  'programs',
  'programs_mm',
  'differences',
  'take_away',
  'photo',
] as const;

/**
 * Slide `slide` of the published testimonials (4 a slide) and the slide after it,
 * shaped for the `Testimonials` component in the visitor's language.
 */
export async function loadTestimonialSlides(
  context: AppLoadContext,
  language: Language,
  slide: number,
  counted?: (slides: number) => void,
): Promise<SlideWindow<TestimonialView>> {
  const window = await readSlides(
    slide,
    PAGE_SIZES.testimonialsPerSlide,
    (page) => context.content.page('testimonials', { ...page, columns: TESTIMONIAL_CARD }),
    counted,
  );
  return shapeSlides(window, (row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    organization: row.organization,
    programs: localized(row, 'programs', language),
    differences: row.differences,
    takeAway: row.take_away,
    photo: row.photo || null,
  }));
}
