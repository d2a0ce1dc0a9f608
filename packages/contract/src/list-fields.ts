import { inputKindOf } from './fields.ts';
import type { ResourceDef } from './resources.ts';

/**
 * What a list call may search and sort by, read from the fields' input kinds: the API
 * enforces it and the back office offers the same columns.
 */

const fieldsOfKind = (def: ResourceDef, kind: 'text' | 'number') =>
  Object.entries({ ...def.fields, ...def.fixed })
    .filter(([, schema]) => inputKindOf(schema) === kind)
    .map(([name]) => name);

/** The short text fields of a resource (names, headings, places): what a search looks in. */
export const searchableFields = (def: ResourceDef): string[] => fieldsOfKind(def, 'text');

/** Columns a list may be sorted by: when a row was created, its id, short texts and numbers. */
export const sortableFields = (def: ResourceDef): string[] => [
  'created',
  'id',
  ...fieldsOfKind(def, 'text'),
  ...fieldsOfKind(def, 'number'),
];
