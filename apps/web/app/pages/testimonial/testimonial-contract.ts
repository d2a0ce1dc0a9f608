import type { Language } from '@coach/contract/options';
import { testimonial } from '@coach/contract/schemas/submissions';
import { contractProblems, pickedFields } from '../../components/upload/contract-problems';
import {
  TESTIMONIAL_TEXT_FIELDS,
  type TestimonialField,
  type TestimonialValues,
} from './testimonial-values';

/** The story's fields the visitor types, as POST /api/testimonials checks them. */
const typed = pickedFields(testimonial.create, TESTIMONIAL_TEXT_FIELDS);

/**
 * What the API would refuse in the typed fields (a name over 200 characters, programs over
 * 500, a story over 5,000), in the page's language. Checked by the page's action and,
 * loaded when the visitor first moves into the form, by the browser before the photo is
 * uploaded, so a refusal never comes after it (zod stays off the first load, decision 0011).
 */
export const testimonialContractProblems = (values: TestimonialValues, language: Language) =>
  contractProblems<TestimonialField>(typed, values, language);
