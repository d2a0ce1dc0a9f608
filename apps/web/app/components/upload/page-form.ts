import type { Status } from '../status-message';

/**
 * What a public form's route action answers (the appointment, the testimonial, the
 * checkout), the same whether the page posted it without scripts or its scripts did: the
 * outcome in the visitor's language for the form's live regions, and after a refusal
 * what they had typed, to put back (never the file: a browser cannot refill one).
 */
export interface FormAnswer<V, F extends string = string> {
  status: NonNullable<Status>;
  values?: V;
  problems?: Partial<Record<F, string>>;
}

/** The id of a form's answer region: a form sent without scripts comes back scrolled to it. */
export const answerId = (form: string) => `${form}-answer`;

/** The field sent in place of the picture the page's scripts uploaded first (`photo` → `photo_id`). */
export const uploadedIdField = (field: string) => `${field}_id`;
