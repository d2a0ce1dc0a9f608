import type { AnyRow, InputKind, ResourceDef, RowOf } from '@coach/contract';
import type { ComponentType } from 'react';
import type { Text } from '../i18n/text.ts';
import type { FormValues } from './form-values.ts';

/** How a form field is edited: the contract's input kinds. */
export type FieldKind = InputKind;

export interface Option {
  value: string;
  label: Text;
}

/**
 * A row's field names, and one level into nested objects (`sub_category.name`,
 * `banner_text.en`): what columns and fields may name. A misspelt name fails the typecheck.
 */
export type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends object
    ? K | `${K}.${keyof NonNullable<T[K]> & string}`
    : K;
}[keyof T & string];

export type PathOf<R extends ResourceDef> = FieldPath<RowOf<R>>;

export interface FieldConfig<N extends string = string> {
  /** Key in the record; a dotted name reaches into an object (`banner_text.en`). */
  name: N;
  label: Text;
  kind: FieldKind;
  /** Shows the Burmese twin `<name>_mm` beside the English field. */
  twin?: boolean;
  options?: readonly Option[];
  /** Options read from another resource (a sub category's main category). */
  optionsFrom?: { resource: ResourceDef; label: (record: AnyRow) => string };
  /** The recommended image size, or another hint. */
  hint?: Text;
  /** Shown but never sent: a constant's name, a colour's type. */
  readOnly?: boolean;
  /** Value of a new record's field. */
  initial?: string | boolean;
  /** Left out of the body when blank, rather than sent as "no value" (a quote's article). */
  omitWhenBlank?: boolean;
  /** A screen's own part below the input (the colour screen's contrast preview). */
  aside?: FieldAside;
}

/**
 * A part shown below a field's input, redrawn as the form changes. It renders an element
 * with the given id, which describes the input to assistive technology.
 */
export type FieldAside = ComponentType<{ id: string; values: FormValues }>;

/** `constant`: a site constant's name, shown as the name a person reads. */
export type ColumnKind =
  | 'text'
  | 'long'
  | 'date'
  | 'image'
  | 'boolean'
  | 'color'
  | 'url'
  | 'constant'
  /** A constant's value: an article constant's by the article's title (its id stays stored). */
  | 'constantValue'
  /** A theme colour's type, by the name an owner reads ("Main colour"). */
  | 'colorType'
  /** Whether a record is published, or when it is scheduled to be (`publish_at`). */
  | 'publication';

export interface ColumnConfig<K extends string = string> {
  /** Field shown (dotted for nested objects: `sub_category.name`). */
  key: K;
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

/** One management screen of the generic list/form machinery, with every field resolved. */
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
  /**
   * The form's fields for one record, when they depend on it (a constant's value is an
   * email, a phone number or an article, as its name says); `fields` otherwise.
   */
  fieldsFor?: (record: AnyRow | undefined) => readonly FieldConfig[];
  /** A screen of the record's own, linked from its row and its form (an event's attendees). */
  recordLink?: RecordLink;
}

/** A link from a record's row and form to another screen about it; `to` null: none for it. */
export interface RecordLink {
  label: Text;
  to: (record: AnyRow) => string | null;
}
