import {
  FIELD_LABELS,
  type LabelledField,
  type ResourceDef,
  inputKindOf,
  resourceList,
} from '@coach/contract';
import type { z } from 'zod';
import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import type {
  ColumnConfig,
  ColumnKind,
  CrudMessages,
  FieldConfig,
  FieldKind,
  PathOf,
  ScreenConfig,
} from './types.ts';

type FieldSpec<R extends ResourceDef> =
  PathOf<R> | ({ name: PathOf<R> } & Partial<Omit<FieldConfig, 'name'>>);
type ColumnSpec<R extends ResourceDef> =
  PathOf<R> | ({ key: PathOf<R> } & Partial<Omit<ColumnConfig, 'key'>>);

interface ScreenSpec<R extends ResourceDef> {
  path: string;
  title: Text;
  entity: Text;
  messages: CrudMessages;
  editOnly?: boolean;
  labelField?: PathOf<R>;
  /** The list's columns; by default every short field and the creation date. */
  columns?: readonly ColumnSpec<R>[];
  /**
   * The form's fields in order, each one's label and input read from the contract unless
   * given here. A field of the resource not named here comes right after the field it
   * follows in the contract (at the end when none of those is named), so a field added to
   * the contract appears in the form, beside its neighbour, without touching the screen.
   */
  fields?: readonly FieldSpec<R>[];
  /** The form's fields for one record, when they depend on it (see ScreenConfig). */
  fieldsFor?: ScreenConfig['fieldsFor'];
  recordLink?: ScreenConfig['recordLink'];
}

const base = (name: string) => name.split('.')[0]!;

function schemaOf(def: ResourceDef, name: string): z.ZodType | undefined {
  return def.fields?.[name] ?? def.fixed?.[name];
}

function labelOf(def: ResourceDef, name: string): Text {
  if (name === 'created') return UI.created;
  const field = base(name);
  // A nested parent (`sub_category.name`) is named like the field that points to it.
  const key = def.parent?.as === field ? def.parent.foreignKey : field;
  const label = FIELD_LABELS[key as LabelledField] as Text | undefined;
  if (!label) throw new Error(`${def.slug}: no label for "${name}"; give one in the screen`);
  return label;
}

function parentResource(def: ResourceDef) {
  return resourceList.find((r) => r.table === def.parent?.table);
}

/** A field's form input, read from the contract. */
export function fieldFromContract(def: ResourceDef, name: string): FieldConfig {
  const schema = schemaOf(def, name);
  const field: FieldConfig = {
    name,
    label: labelOf(def, name),
    kind: (schema && inputKindOf(schema)) ?? 'text',
    twin: Boolean(def.fields?.[`${name}_mm`]),
    readOnly: Boolean(def.fixed?.[name]),
  };
  const parent = parentResource(def);
  if (def.parent?.foreignKey === name && parent) {
    return {
      ...field,
      kind: 'select',
      optionsFrom: { resource: parent, label: (record) => String(record.name ?? record.id) },
    };
  }
  const values = (schema as { options?: readonly string[] } | undefined)?.options;
  if (field.kind === 'select' && values) {
    field.options = values.map((value) => ({ value, label: { en: value, mm: value } }));
  }
  return field;
}

const COLUMN_KINDS: Partial<Record<FieldKind, ColumnKind>> = {
  image: 'image',
  checkbox: 'boolean',
  url: 'url',
  color: 'color',
  textarea: 'long',
  richtext: 'long',
  datetime: 'date',
};

function columnFromContract(def: ResourceDef, key: string): ColumnConfig {
  if (key === 'created') return { key, label: UI.created, kind: 'date' };
  const kind = key.includes('.')
    ? 'text'
    : (COLUMN_KINDS[fieldFromContract(def, key).kind] ?? 'text');
  return { key, label: labelOf(def, key), kind, ...(kind === 'image' && { width: 80 }) };
}

/** The contract's fields a form edits, Burmese twins folded into their English field. */
function contractFieldNames(def: ResourceDef): string[] {
  const names = Object.keys(def.fields ?? {});
  return names.filter((n) => !(n.endsWith('_mm') && names.includes(n.slice(0, -3))));
}

function defaultColumns(def: ResourceDef): string[] {
  const short = contractFieldNames(def).filter((n) => {
    const kind = fieldFromContract(def, n).kind;
    return kind !== 'textarea' && kind !== 'richtext';
  });
  return [...short, 'created'];
}

/**
 * The screen's listed fields with the contract's others put in: each after the field that
 * precedes it in the contract (a subtitle under the title), the rest at the end.
 */
function withUnlisted(
  listed: FieldConfig[],
  contract: readonly string[],
  fromContract: (name: string) => FieldConfig,
): FieldConfig[] {
  const fields = [...listed];
  const placed = (name: string) => fields.findIndex((f) => base(f.name) === name);
  contract.forEach((name, i) => {
    if (placed(name) >= 0) return;
    const after = i > 0 ? placed(contract[i - 1]!) : -1;
    fields.splice(after >= 0 ? after + 1 : fields.length, 0, fromContract(name));
  });
  return fields;
}

/** A screen of the generic list and form, its fields and columns completed from the contract. */
export function defineScreen<R extends ResourceDef>(
  resource: R,
  spec: ScreenSpec<R>,
): ScreenConfig {
  const listed = (spec.fields ?? []).map((f) =>
    typeof f === 'string'
      ? fieldFromContract(resource, f)
      : { ...fieldFromContract(resource, f.name), ...f },
  );
  const fields = withUnlisted(listed, contractFieldNames(resource), (name) =>
    fieldFromContract(resource, name),
  );
  const columns = (spec.columns ?? (defaultColumns(resource) as PathOf<R>[])).map((c) =>
    typeof c === 'string'
      ? columnFromContract(resource, c)
      : { ...columnFromContract(resource, c.key), ...c },
  );
  return {
    path: spec.path,
    resource,
    title: spec.title,
    entity: spec.entity,
    messages: spec.messages,
    editOnly: spec.editOnly,
    labelField: spec.labelField,
    fieldsFor: spec.fieldsFor,
    recordLink: spec.recordLink,
    fields,
    columns,
  };
}
