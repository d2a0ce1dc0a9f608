import type { SlideWindow } from '../../lib/slides';
import { island } from '../../startup/island';
import type { TestimonialView } from './testimonials-section';

export type { TestimonialView } from './testimonials-section';

/**
 * The band's code (its slides, swipes and the story's modal) loads after the rest of the
 * page is hydrated (startup/island.tsx); until then its arrows are links to the next slide,
 * as without scripts.
 */
const TestimonialsSection = island(() =>
  import('./testimonials-section').then((module) => module.TestimonialsSection),
);

/** `#testimonials` on the service and profile pages; nothing while none is published. */
export function Testimonials(props: {
  slides: SlideWindow<TestimonialView>;
  tone?: 'tint' | 'plain';
}) {
  // An island renders exactly one element: none at all is decided here.
  return props.slides.total ? <TestimonialsSection {...props} /> : null;
}
