import type { FieldConfig } from '../crud/types.ts';
import { readPath } from '../crud/form-values.ts';
import type { Text } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

type Row = Record<string, unknown>;

/** One field whose value differs between two versions of a record. */
export interface Change {
  name: string;
  label: Text;
  kind: FieldConfig['kind'];
  before: unknown;
  after: unknown;
}

/** Empty in any of its forms (no value, null, blank text) is one and the same. */
const comparable = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : JSON.stringify(value);

/**
 * The form's fields (with their Burmese twins) whose values differ from `before` to
 * `after`, in the form's order and under the form's labels: what a person edited,
 * not the bookkeeping columns beside it.
 */
export function changesBetween(fields: readonly FieldConfig[], before: Row, after: Row): Change[] {
  const changes: Change[] = [];
  for (const field of fields) {
    const twins: [string, Text][] = field.twin
      ? [
          [
            field.name,
            {
              en: `${field.label.en} · ${UI.english.en}`,
              mm: `${field.label.mm} · ${UI.english.mm}`,
            },
          ],
          [
            `${field.name}_mm`,
            {
              en: `${field.label.en} · ${UI.burmese.en}`,
              mm: `${field.label.mm} · ${UI.burmese.mm}`,
            },
          ],
        ]
      : [[field.name, field.label]];
    for (const [name, label] of twins) {
      const [was, is] = [readPath(before, name), readPath(after, name)];
      if (comparable(was) !== comparable(is)) {
        changes.push({ name, label, kind: field.kind, before: was, after: is });
      }
    }
  }
  return changes;
}
