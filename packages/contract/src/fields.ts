import { z } from 'zod';
import { asciiDigits } from './formats.ts';
import { apiMessage } from './messages.ts';
import { EMAIL_PATTERN } from './options.ts';

/**
 * Field builders shared by every schema. Each gives a clear, human message for the
 * two ways a value can be wrong: missing, or of the wrong kind.
 */

/** How the back office edits a field; the admin's generic form reads it from the schema. */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'number'
  | 'select'
  | 'checkbox'
  | 'image'
  | 'color'
  | 'richtext'
  | 'datetime';

/**
 * Each builder tags its schema with the input that edits it. zod carries registry entries
 * over to refined copies (`.min()`, `.refine()`), so a field keeps its kind when narrowed.
 */
export const inputKinds = z.registry<{ input: InputKind }>();
export const inputKindOf = (schema: z.ZodType): InputKind | undefined =>
  inputKinds.get(schema)?.input;
const as = <T extends z.ZodType>(input: InputKind, schema: T): T => {
  inputKinds.add(schema, { input });
  return schema;
};

const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? apiMessage('required') : message;

/** Plain text, trimmed. `max` guards the database and the pages from runaway input. */
export const text = (max = 300) =>
  as(
    'text',
    z
      .string({ error: missingOr(apiMessage('mustBeText')) })
      .trim()
      .max(max, apiMessage('tooLong', { max })),
  );

export const longText = (max = 10_000) => as('textarea', text(max));

/** Article HTML, edited with the rich-text editor and cleaned by the API before storing. */
export const richText = (max = 500_000) => as('richtext', text(max));

/** Text that must not be blank. */
export const requiredText = (max = 300, message = apiMessage('required')) =>
  text(max).min(1, message);

/** Accepts numbers and numeric strings (HTML forms send strings). */
/**
 * A number as a person types it: thousands grouped with commas ("25,000"), Burmese digits
 * ("၂၅,၀၀၀"), spaces around. A comma anywhere else is no grouping and stays refused.
 */
export function typedNumber(text: string): number {
  const ascii = asciiDigits(text.trim());
  const grouped = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(ascii);
  return Number(grouped ? ascii.replaceAll(',', '') : ascii);
}

export const number = (message = apiMessage('mustBeNumber')) =>
  as(
    'number',
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? typedNumber(v) : v),
      z.number({ error: missingOr(message) }).refine(Number.isFinite, message),
    ),
  );

/** Whole numbers are stored in 32-bit integer columns; PostgreSQL errors on anything larger. */
export const INT_MAX = 2_147_483_647;

export const integer = (message = apiMessage('mustBeWhole')) =>
  as(
    'number',
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? typedNumber(v) : v),
      z
        .number({ error: missingOr(message) })
        .int(message)
        .min(-INT_MAX - 1, apiMessage('atLeast', { min: -INT_MAX - 1 }))
        .max(INT_MAX, apiMessage('atMost', { max: INT_MAX })),
    ),
  );

export const boolean = () =>
  as(
    'checkbox',
    z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: missingOr(apiMessage('trueOrFalse')) }),
    ),
  );

/** A reference to an uploaded file: its id (or, for older data, its stored name). */
export const fileRef = () => as('image', text(200));

/**
 * A link typed by an admin. Relative links are fine; absolute ones must use a safe
 * scheme so a stored link can never run script on the public site.
 */
export const link = (max = 2000) =>
  as(
    'url',
    text(max).refine((v) => {
      // Browsers drop tabs and newlines anywhere in a URL and control characters before it,
      // so "java\tscript:" is javascript:. Look at the scheme the browser will see.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      const seen = v.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
      return !/^[a-z][a-z0-9+.-]*:/i.test(seen) || /^(https?|mailto|tel):/i.test(seen);
    }, apiMessage('webAddress')),
  );

/**
 * A moment in time as ISO 8601 with its offset (`2026-12-05T09:00:00+06:30` or `…Z`), stored
 * as UTC (`2026-12-05T02:30:00.000Z`): one form on both databases, so SQLite's text
 * compares in time order. A time without an offset is refused: it would mean a different
 * moment to each reader.
 */
export const dateTime = () =>
  as(
    'datetime',
    z
      .string({ error: missingOr(apiMessage('dateTime')) })
      .trim()
      .pipe(z.iso.datetime({ offset: true, local: false, error: apiMessage('dateTime') }))
      .transform((v) => new Date(v).toISOString()),
  );

/** An address as browsers take it in `<input type=email>` (options.ts, EMAIL_PATTERN). */
export const email = (message = apiMessage('validEmail')) =>
  text(320).pipe(z.email({ pattern: EMAIL_PATTERN, error: message }));

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  as(
    'select',
    z.enum(values, { error: missingOr(apiMessage('oneOf', { values: values.join(', ') })) }),
  );

/** A CSS hex colour. Theme colours go into server-rendered CSS, so nothing else is let in. */
export const hexColor = () =>
  as('color', text(9).regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, apiMessage('hexColour')));

/** Rewrites short YouTube links (youtu.be/ID, watch?v=ID) to the embeddable form. */
export function toEmbedUrl(url: string): string {
  const short = url.match(/^(?:https?:\/\/)?(?:www\.)?youtu\.be\/([\w-]+)(?:[?&](.*))?$/i);
  if (short) return `https://www.youtube.com/embed/${short[1]}${short[2] ? `?${short[2]}` : ''}`;
  const watch = url.match(
    /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]+)/i,
  );
  if (watch) return `https://www.youtube.com/embed/${watch[1]}`;
  return url;
}

// A transform starts a new schema, so the kind is tagged again.
export const videoUrl = (max = 2000) => as('url', link(max).transform(toEmbedUrl));
