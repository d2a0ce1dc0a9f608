import { z } from 'zod';
import { number, text } from '../fields.ts';
import { FILE_ALT_MAX } from '../files.ts';
import { apiMessage } from '../messages.ts';
import { shape } from '../shape.ts';

/** A point of a picture, as a share of its width or height from the left or top edge. */
const fraction = () =>
  number().refine((v) => v >= 0 && v <= 1, apiMessage('fraction')) as ReturnType<typeof number>;

/** An uploaded image's details (`PUT /api/files/{id}`); the limits are in files.ts. */
export const fileDetailFields = {
  alt: text(FILE_ALT_MAX),
  alt_mm: text(FILE_ALT_MAX),
  focal_x: fraction(),
  focal_y: fraction(),
};

/**
 * Every field is optional: one left out stays as it is, one sent blank (or null) is
 * cleared. A body that is not an object is told so in words, not zod's.
 */
export const files = {
  fields: fileDetailFields,
  update: z
    .any()
    .refine(
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
      apiMessage('fileDetailsObject'),
    )
    .pipe(shape(fileDetailFields, {})),
};
