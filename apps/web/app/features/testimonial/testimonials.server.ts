import type { Language } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import type { TestimonialView } from '../../components/testimonials';
import { localized } from '../../lib/language';

/** Published testimonials, shaped for the `Testimonials` component in the visitor's language. */
export async function loadTestimonials(
  context: AppLoadContext,
  language: Language,
): Promise<TestimonialView[]> {
  const rows = await context.content.list('testimonials');
  return rows.map((row) => ({
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
