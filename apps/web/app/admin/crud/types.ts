import type { ResourceDef } from '@coach/contract';
import type { StoredRecord } from '../api/resources.ts';
import type { Text } from '../i18n/text.ts';

/** How a form field is edited. */
export type FieldKind =
  'text' | 'textarea' | 'url' | 'number' | 'select' | 'checkbox' | 'image' | 'color' | 'richtext';

export interface Option {
  value: string;
  label: Text;
}

export interface FieldConfig {
  /** Key in the record; a dotted name reaches into an object (`banner_text.en`). */
  name: string;
  label: Text;
  kind: FieldKind;
  /** Shows the Burmese twin `<name>_mm` beside the English field. */
  twin?: boolean;
  options?: readonly Option[];
  /** Options read from another resource (a sub category's main category). */
  optionsFrom?: { resource: ResourceDef; label: (record: StoredRecord) => string };
  /** The recommended image size ("Recommended size: 1819 × 615 px"), or another hint. */
  hint?: Text;
  /** Shown but never sent: a constant's name, a colour's type. */
  readOnly?: boolean;
  /** Value of a new record's field. */
  initial?: string | boolean;
  /** Left out of the body when blank, rather than sent as "no value" (a quote's article). */
  omitWhenBlank?: boolean;
}

export type ColumnKind = 'text' | 'long' | 'date' | 'image' | 'boolean' | 'color' | 'url';

export interface ColumnConfig {
  /** Field shown (dotted for nested objects: `sub_category.name`). */
  key: string;
  label: Text;
  kind?: ColumnKind;
  /** Thumbnail width in CSS pixels for image columns (the files route serves 160 px). */
  width?: number;
}

export interface CrudMessages {
  created: Text;
  updated: Text;
  deleted: Text;
  createFailed: Text;
  updateFailed: Text;
  deleteFailed: Text;
  confirmDelete: Text;
}

/** One management screen of the generic list/form machinery. */
export interface ScreenConfig {
  /** Path under /admin, also the screen's key. */
  path: string;
  resource: ResourceDef;
  /** The list's heading (plural) and the record's name (singular). */
  title: Text;
  entity: Text;
  columns: readonly ColumnConfig[];
  fields: readonly FieldConfig[];
  messages: CrudMessages;
  /** Colors and constants have Edit only. */
  editOnly?: boolean;
  /** Lists name rows by this field in dialogs and links. */
  labelField?: string;
}
