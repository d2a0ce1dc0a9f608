import { z } from 'zod';
import { fileRef, longText, text } from '../fields.ts';
import { apiMessage } from '../messages.ts';
import { PAGE_CARD_DESCRIPTION_MAX, PAGE_CARD_TITLE_MAX } from '../page-cards.ts';
import { shape } from '../shape.ts';

/** A page's social card (`PUT /api/pages/{page}`); the keys and limits are in page-cards.ts. */
export const pageCardFields = {
  title: text(PAGE_CARD_TITLE_MAX),
  title_mm: text(PAGE_CARD_TITLE_MAX),
  description: longText(PAGE_CARD_DESCRIPTION_MAX),
  description_mm: longText(PAGE_CARD_DESCRIPTION_MAX),
  image: fileRef(),
};

/**
 * Every field is optional: one left out stays as it is, one sent blank (or null) is
 * cleared, and the page's own value is shared again. A body that is not an object is told
 * so in words, not zod's.
 */
export const pageCards = {
  fields: pageCardFields,
  update: z
    .any()
    .refine(
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
      apiMessage('pageCardObject'),
    )
    .pipe(shape(pageCardFields, {})),
};
