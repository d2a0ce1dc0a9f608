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

/** Required fields keep their type; the rest become optional. */
export function shape<F extends Fields, R extends Required<F>>(fields: F, req: R) {
  const out: Fields = {};
  for (const [key, schema] of Object.entries(fields)) {
    const rule = req[key as keyof R];
    out[key] = rule
      ? required(schema, rule === true ? apiMessage('required') : rule)
      : optional(schema);
  }
  return z.object(out as Shaped<F, R>);
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
  const create = shape(fields, createRequired);
  const both = { ...createRequired, ...updateRequired } as C & U;
  const mayOmit = Object.fromEntries(
    Object.keys(createRequired)
      .filter((k) => !updateRequired || !(k in updateRequired))
      .map((k) => [k, true]),
  );
  const update = shape(fields, both).partial(mayOmit as never);
  return { create, update, fields };
}
