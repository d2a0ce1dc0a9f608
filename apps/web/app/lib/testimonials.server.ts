import type { Language } from '@coach/contract';
import { resources } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import type { TestimonialView } from '../components/testimonials';
import { localized } from './language';
import { fileId, str } from './records';

/** Published testimonials, shaped for the `Testimonials` component in the visitor's language. */
export async function loadTestimonials(
  context: AppLoadContext,
  language: Language,
): Promise<TestimonialView[]> {
  const rows = await context.services.crud.list(resources.testimonials, {}, context.viewer);
  return rows.map((row) => ({
    id: Number(row.id),
    name: str(row, 'name'),
    role: str(row, 'role'),
    organization: str(row, 'organization'),
    programs: localized(row, 'programs', language),
    differences: str(row, 'differences'),
    takeAway: str(row, 'take_away'),
    photo: fileId(row, 'photo'),
  }));
}
