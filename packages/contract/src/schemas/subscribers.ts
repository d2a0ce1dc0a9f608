import { z } from 'zod';
import { email, oneOf, text } from '../fields.ts';
import { LANGUAGES } from '../options.ts';
import { SUBSCRIBER_STATES } from '../subscribers.ts';
import { shape } from '../shape.ts';

/**
 * The email list's calls (issue 44). A sign-up names the address and the language the
 * visitor reads in; the page it came from is recorded with the consent.
 */
const signUpFields = {
  email: email(),
  language: oneOf(LANGUAGES),
  /** The public page the form was on (a path such as /articles/view/4). */
  source_page: text(300),
};
const tokenFields = { token: text(200) };
export const subscribers = {
  signUp: shape(signUpFields, { email: true }),
  /** POST /subscribers/confirm and /subscribers/unsubscribe. */
  token: shape(tokenFields, { token: true }),
  /** GET /subscribers: the owner's list. */
  state: oneOf(SUBSCRIBER_STATES),
  /**
   * POST /subscribers/import: addresses one a line (or a CSV whose cells hold them), each
   * asked to confirm unless the owner says consent was given and where.
   */
  import: z
    .object({
      csv: text(1_000_000),
      language: oneOf(LANGUAGES).optional(),
      consent_given: z.boolean().optional(),
      consent_source: text(300).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.consent_given && !body.consent_source?.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['consent_source'],
          message: 'Say where the consent was given',
        });
    }),
};
