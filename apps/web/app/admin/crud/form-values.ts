import type { ResourceDef } from '@coach/contract';
import type { z } from 'zod';
import type { StoredRecord } from '../api/resources.ts';
import type { FieldConfig } from './types.ts';

/** What the form holds: text inputs as strings, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;
export type Mode = 'create' | 'edit';

/** Stands in for a chosen image until it is uploaded, so validation sees it as given. */
export const PENDING_UPLOAD = 'pending-upload';

/** Every input a field config produces: the field and, for twins, its Burmese `_mm`. */
export const inputNames = (field: FieldConfig) =>
  field.twin ? [field.name, `${field.name}_mm`] : [field.name];

export function readPath(record: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );
}

function writePath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = target;
  for (const key of keys) {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
}

/** The form's starting values: the stored record on edit, the configured defaults on create. */
export function initialValues(
  fields: readonly FieldConfig[],
  def: ResourceDef,
  record?: StoredRecord,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    for (const name of inputNames(field)) {
      const stored = record ? readPath(record, name) : (field.initial ?? def.defaults?.[name]);
      if (field.kind === 'checkbox') values[name] = stored === true;
      else values[name] = stored == null ? '' : String(stored);
    }
  }
  return values;
}

/**
 * The request body from the form. Read-only fields are not sent. An image field carries
 * PENDING_UPLOAD when a file is chosen (replaced by its id after the upload), else the
 * stored image's id, so an edit without a new file keeps the old image (content home's
 * update requires one).
 */
export function formBody(
  fields: readonly FieldConfig[],
  values: FormValues,
  chosen: ReadonlySet<string>,
  mode: Mode,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    for (const name of inputNames(field)) {
      const value = values[name];
      if (field.kind === 'image') {
        if (chosen.has(name)) writePath(body, name, PENDING_UPLOAD);
        else if (value) writePath(body, name, value);
        continue;
      }
      if (field.omitWhenBlank && mode === 'create' && value === '') continue;
      writePath(body, name, value);
    }
  }
  return body;
}

/**
 * Validates a body with the contract's schema: the same rules the API applies. Errors are
 * by the field's path (`index.field` in a list), the first of each.
 */
export function validate(
  schema: z.ZodType,
  body: unknown,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The error a field shows: its own, or one reported for its parent object. */
export function errorFor(errors: FieldErrors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : undefined;
  return parent ? errors[parent] : undefined;
}

/** Inputs the schema requires: those it reports missing when the form is empty. */
export function requiredInputs(
  schema: z.ZodType,
  fields: readonly FieldConfig[],
  defaults: Record<string, unknown> = {},
): Set<string> {
  const result = schema.safeParse({ ...defaults });
  const missing = new Set(result.success ? [] : result.error.issues.map((i) => i.path.join('.')));
  const required = new Set<string>();
  for (const field of fields) {
    for (const name of inputNames(field)) {
      if (errorFor(Object.fromEntries([...missing].map((m) => [m, m])), name)) required.add(name);
    }
  }
  return required;
}
