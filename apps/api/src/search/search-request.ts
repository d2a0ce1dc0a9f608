import {
  LANGUAGES,
  SEARCH_KINDS,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  apiMessage,
  oneOf,
} from '@coach/contract';
import { z } from 'zod';
import { offsetParam, wholeNumberParam } from '../resources/paging.ts';

/**
 * A search's query string, every fault named at once (422), as a list's paging is
 * (resources/paging.ts): `q` 1 to 200 characters, `lang` en or mm (en by default), `kind`
 * one of the kinds, `limit` 1 to 50 (10), `offset` a whole number (0).
 */
export const searchQuery = z.object({
  // Anything but text (a parameter sent twice) is no query, as a blank one is.
  q: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : ''),
      z
        .string()
        .min(1, apiMessage('searchEmpty'))
        .max(SEARCH_QUERY_MAX, apiMessage('tooLong', { max: SEARCH_QUERY_MAX })),
    )
    .meta({ description: 'What to look for' }),
  lang: oneOf(LANGUAGES)
    .default('en')
    .meta({ description: "The reader's language: a record found in both answers in it" }),
  kind: z
    .preprocess((v) => (v === '' ? undefined : v), oneOf(SEARCH_KINDS).optional())
    .meta({ description: 'Only this kind' }),
  limit: wholeNumberParam(1, SEARCH_LIMIT_MAX, apiMessage('pageLimit', { max: SEARCH_LIMIT_MAX }))
    .prefault(SEARCH_LIMIT_DEFAULT)
    .meta({ description: `Hits per page, 1 to ${SEARCH_LIMIT_MAX}` }),
  offset: offsetParam('Hits to skip'),
});
