import { inputKindOf } from './fields.ts';
import type { ResourceDef } from './resources.ts';

/**
 * What a list call may search and sort by, read from the fields' input kinds: the API
 * enforces it and the back office offers the same columns.
 */

const fieldsOfKind = (def: ResourceDef, ...kinds: string[]) =>
  Object.entries({ ...def.fields, ...def.fixed })
    .filter(([, schema]) => kinds.includes(inputKindOf(schema) ?? ''))
    .map(([name]) => name);

/**
 * What a search looks in: every text a person writes, in both languages: names, headings
 * and places, and the longer texts too (an article's summary and body, an event's
 * description), so a word remembered from inside an article finds it.
 */
export const searchableFields = (def: ResourceDef): string[] =>
  fieldsOfKind(def, 'text', 'textarea', 'richtext');

/** Fields holding article HTML, which the API cleans against its allow-list before storing. */
export const richTextFields = (def: ResourceDef): string[] => fieldsOfKind(def, 'richtext');

/** Columns a list may be sorted by: when a row was created, its id, short texts and numbers. */
export const sortableFields = (def: ResourceDef): string[] => [
  'created',
  'id',
  ...fieldsOfKind(def, 'text'),
  ...fieldsOfKind(def, 'number'),
];
