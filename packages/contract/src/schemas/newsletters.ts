import { z } from 'zod';
import { dateTime, richText, text } from '../fields.ts';
import { apiMessage } from '../messages.ts';

/**
 * A newsletter's fields (issue 44): a subject and a body (the article editor's rich text)
 * in each language. One language is enough: a subscriber of the other gets it. With an
 * `article_id` the letter is made from the article and may leave them all out.
 */
const letterFields = {
  subject: text(300).optional(),
  subject_mm: text(300).optional(),
  body: richText(200_000).optional(),
  body_mm: richText(200_000).optional(),
};

const blank = (value: string | undefined | null) => !value?.trim();

/** Each language that has a body needs a subject in one language or the other. */
function oneLanguageAtLeast(
  body: { subject?: string; subject_mm?: string; body?: string; body_mm?: string },
  ctx: z.RefinementCtx,
) {
  if (blank(body.subject) && blank(body.subject_mm))
    ctx.addIssue({ code: 'custom', path: ['subject'], message: apiMessage('required') });
  if (blank(body.body) && blank(body.body_mm))
    ctx.addIssue({ code: 'custom', path: ['body'], message: apiMessage('required') });
}

export const newsletters = {
  /** POST /newsletters. */
  create: z
    .object({ ...letterFields, article_id: z.number().int().positive().optional() })
    .strict()
    .superRefine((body, ctx) => {
      if (body.article_id === undefined) oneLanguageAtLeast(body, ctx);
    }),
  /** PUT /newsletters/{id}: the fields sent replace the stored ones. */
  update: z.object(letterFields).strict(),
  /** Whether a stored letter has what it needs to go. */
  complete: z.object(letterFields).superRefine(oneLanguageAtLeast),
  /** POST /newsletters/{id}/send: now, or at a later time. */
  send: z.object({ at: dateTime().optional() }).strict(),
};
