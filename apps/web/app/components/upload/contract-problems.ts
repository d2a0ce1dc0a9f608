import { translateApiMessage } from '@coach/contract/messages';
import type { Language } from '@coach/contract/options';
import type { z } from 'zod';

/**
 * What the contract's schema refuses in a form's fields, one problem per field in the
 * page's language: the words the API would answer, found before anything is sent.
 * Public pages import it lazily, when a form is sent (zod stays off their first load,
 * decision 0011).
 */
export function contractProblems<F extends string>(
  schema: z.ZodType,
  body: unknown,
  language: Language,
): Partial<Record<F, string>> {
  const result = schema.safeParse(body);
  const problems: Partial<Record<F, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !problems[field as F])
      problems[field as F] = translateApiMessage(issue.message, language);
  }
  return problems;
}

/** An object schema's checks of the named fields alone (zod's `pick`, from a list). */
export const pickedFields = <S extends z.ZodObject>(
  schema: S,
  fields: readonly (keyof S['shape'] & string)[],
): z.ZodType =>
  // The mask is built from names the signature has checked against the shape.
  schema.pick(Object.fromEntries(fields.map((field) => [field, true])) as never);
