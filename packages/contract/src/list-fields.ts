import { type InputKind, inputKindOf } from './fields.ts';
import type { ResourceDef } from './resources.ts';

/**
 * Facts about a resource's columns, read from its fields' input kinds rather than listed
 * beside them: what a list may search and sort by, which columns hold files, flags or
 * article HTML. A field added to a schema is covered the day it is added.
 */

export const fieldsOfKind = (def: ResourceDef, ...kinds: InputKind[]): string[] =>
  Object.entries({ ...def.fields, ...def.fixed })
    .filter(([, schema]) => kinds.some((kind) => kind === inputKindOf(schema)))
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

/** Fields holding an uploaded file's id: checked to exist on write, kept by the file sweep. */
export const fileFields = (def: ResourceDef): string[] => fieldsOfKind(def, 'image');

/**
 * Columns stored as booleans (0/1 on SQLite, true/false in JSON): the checkbox fields, and
 * the flags a publishable resource (`is_published`) or a spam-trapped one (`spam`) carries.
 */
export const booleanFields = (def: ResourceDef): string[] => [
  ...new Set([
    ...fieldsOfKind(def, 'checkbox'),
    ...(def.publishable ? ['is_published'] : []),
    ...(def.spamTrap ? ['spam'] : []),
  ]),
];
