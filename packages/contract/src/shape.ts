import { z } from 'zod';
import { apiMessage } from './messages.ts';

/**
 * Builds the create and update schemas of a resource from one list of fields.
 *
 * A field is either required (blank counts as missing, with the field's message) or
 * optional. An optional field left blank is stored as null ("no value"), so an admin can
 * clear an optional image, number or text.
 */

type Field = z.ZodType;
type Fields = Record<string, Field>;
type Required<F extends Fields> = Partial<Record<keyof F & string, string | true>>;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function required<T extends Field>(schema: T, message = apiMessage('required')) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .any()
      .refine((v) => v !== undefined, message)
      .pipe(schema),
  );
}

function optional<T extends Field>(schema: T) {
  return z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable()).optional();
}

type Shaped<F extends Fields, R extends Required<F>> = {
  [K in keyof F]: K extends keyof R ? F[K] : z.ZodOptional<z.ZodNullable<F[K]>>;
};

/**
 * Required fields keep their type; the rest become optional. A required field named in
 * `eitherLanguage` is optional on its own: `needsOneLanguage` asks for it or its twin.
 */
export function shape<F extends Fields, R extends Required<F>>(
  fields: F,
  req: R,
  eitherLanguage: readonly string[] = [],
) {
  const out: Fields = {};
  for (const [key, schema] of Object.entries(fields)) {
    const rule = req[key as keyof R];
    out[key] =
      rule && !eitherLanguage.includes(key)
        ? required(schema, rule === true ? apiMessage('required') : rule)
        : optional(schema);
  }
  return z.object(out as Shaped<F, R>);
}

/**
 * The required fields a record may write in either language (DESIGN "Bilingual content"):
 * those with a Burmese twin. A coach who writes only Burmese publishes; a page in the
 * other language shows the text that exists.
 */
const languagePairs = (fields: Fields, req: object) =>
  Object.keys(req).filter((key) => `${key}_mm` in fields);

const writtenInOne = (row: Record<string, unknown>, key: string) =>
  !isBlank(row[key]) || !isBlank(row[`${key}_mm`]);

/**
 * Each pair needs one of its two fields filled. `whenSent`: an update that leaves a pair
 * out, or sends one half, is judged on the stored row instead (`rowRules` below).
 */
function needsOneLanguage<T extends z.ZodType>(schema: T, pairs: string[], whenSent: boolean) {
  return pairs.reduce<z.ZodType>(
    (s, key) =>
      s.refine(
        (value) => {
          const row = value as Record<string, unknown>;
          if (whenSent && (row[key] === undefined || row[`${key}_mm`] === undefined)) return true;
          return writtenInOne(row, key);
        },
        {
          message: apiMessage('required'),
          path: [key],
          // Judged beside the other fields' errors, so a form shows every missing field at once.
          when: (payload) => typeof payload.value === 'object' && payload.value !== null,
        },
      ),
    schema,
  ) as T;
}

/** The Burmese twins of a resource's visitor-facing text fields (DESIGN "Bilingual content"). */
export function burmeseTwins<const F extends Fields>(
  fields: F,
): { [K in keyof F & string as `${K}_mm`]: F[K] } {
  const twins: Fields = {};
  for (const [key, schema] of Object.entries(fields)) twins[`${key}_mm`] = schema;
  return twins as { [K in keyof F & string as `${K}_mm`]: F[K] };
}

/**
 * Create and update schemas from one field list, and the list itself (the admin's generic
 * form reads each field's input kind from it). On update every field may be left out
 * (the stored value stays), but a field that create requires cannot be blanked, and
 * `updateRequired` names fields the edit form must always send.
 */
export function crudSchemas<F extends Fields, C extends Required<F>, U extends Required<F>>(
  fields: F,
  createRequired: C,
  updateRequired?: U,
) {
  const both = { ...createRequired, ...updateRequired } as C & U;
  const createPairs = languagePairs(fields, createRequired);
  const updatePairs = languagePairs(fields, both);
  const create = needsOneLanguage(shape(fields, createRequired, createPairs), createPairs, false);
  const mayOmit = Object.fromEntries(
    Object.keys(createRequired)
      .filter((k) => !updateRequired || !(k in updateRequired))
      .map((k) => [k, true]),
  );
  const sentEveryTime = updatePairs.filter((key) => updateRequired && key in updateRequired);
  const update = needsOneLanguage(
    needsOneLanguage(
      shape(fields, both, updatePairs).partial(mayOmit as never),
      updatePairs.filter((key) => !sentEveryTime.includes(key)),
      true,
    ),
    sentEveryTime,
    false,
  );
  /** An update's pairs judged on the stored row with the changes (see ResourceDef.rowRules). */
  const rowRules = updatePairs.map((key) => ({
    check: (row: Record<string, unknown>) => writtenInOne(row, key),
    field: key,
    message: apiMessage('required'),
  }));
  return { create, update, fields, rowRules };
}
