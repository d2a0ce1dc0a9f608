import type { Language } from '@coach/contract';
import { isChosenFile } from '../../lib/upload-file';
import { ownProblems } from '../../lib/own-problems';

/** What the visitor writes; the photo is uploaded separately. */
export interface TestimonialValues {
  name: string;
  organization: string;
  role: string;
  programs: string;
  differences: string;
  take_away: string;
}

export type TestimonialField = keyof TestimonialValues | 'photo';
const TESTIMONIAL_PROBLEMS = ['required', 'noPhoto'] as const;
export type TestimonialProblem = (typeof TESTIMONIAL_PROBLEMS)[number];

/** Whether a field's problem is one of the form's own codes, not the contract's words. */
export const isTestimonialProblem = ownProblems(TESTIMONIAL_PROBLEMS);

export const TESTIMONIAL_TEXT_FIELDS = [
  'name',
  'organization',
  'role',
  'programs',
  'differences',
  'take_away',
] as const;

export const emptyTestimonial = (): TestimonialValues => ({
  name: '',
  organization: '',
  role: '',
  programs: '',
  differences: '',
  take_away: '',
});

/** Every field is required, the photo too. */
export function validateTestimonial(
  values: TestimonialValues,
  photo: File | null,
): Partial<Record<TestimonialField, TestimonialProblem>> {
  const problems: Partial<Record<TestimonialField, TestimonialProblem>> = {};
  for (const field of TESTIMONIAL_TEXT_FIELDS)
    if (!values[field].trim()) problems[field] = 'required';
  // Whether it is an image is for its bytes to say (page-outcome.ts, as /api/files).
  if (!isChosenFile(photo)) problems.photo = 'noPhoto';
  return problems;
}

/**
 * The POST /api/testimonials body. A visitor writing on the Burmese page names the
 * programmes in Burmese: that text also goes to programs_mm, the field's Burmese twin,
 * while programs (required) keeps it as well.
 */
export function testimonialPayload(values: TestimonialValues, photo: string, language: Language) {
  const trimmed = Object.fromEntries(
    TESTIMONIAL_TEXT_FIELDS.map((field) => [field, values[field].trim()]),
  ) as unknown as TestimonialValues;
  return {
    ...trimmed,
    ...(language === 'mm' && { programs_mm: trimmed.programs }),
    photo,
  };
}
