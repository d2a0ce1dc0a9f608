import { type ResourceDef, resourceList } from '@coach/contract';
import { sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { registry } from '../db/registry-db.ts';

/** One record with English text whose Burmese twin is empty. */
export interface UntranslatedRecord {
  /** The registry slug (`events`, `articles`): the back office's screen and the API path. */
  resource: string;
  id: number;
  /** The record's name as the back office lists it (English). */
  label: string;
  /** The empty twins, e.g. `['name_mm', 'description_mm']`. */
  missing: string[];
}

/**
 * The resources to translate: content the owner writes (created by an admin) with
 * Burmese twins of its fields. Visitors' own words (testimonials, orders) are theirs.
 */
export const TRANSLATED_RESOURCES: readonly ResourceDef[] = resourceList.filter(
  (def) => def.access.create === 'admin' && twinsOf(def).length > 0,
);

/** The English fields of a resource that have a Burmese `_mm` twin. */
export function twinsOf(def: ResourceDef): string[] {
  const fields = Object.keys(def.fields ?? {});
  return fields.filter((f) => !f.endsWith('_mm') && fields.includes(`${f}_mm`));
}

const labelColumn = (def: ResourceDef) =>
  def.fields && 'name' in def.fields
    ? 'name'
    : def.fields && 'heading' in def.fields
      ? 'heading'
      : 'id';

const filled = (column: string) => sql<boolean>`coalesce(trim(${sql.ref(column)}), '') <> ''`;
const blank = (column: string) => sql<boolean>`coalesce(trim(${sql.ref(column)}), '') = ''`;

/**
 * Which records miss Burmese text (DESIGN "Bilingual content": the public site shows the
 * English where the Burmese is empty): a twin counts as missing when its English field
 * has text and it has none. Read with one query per resource, the text columns only.
 */
export function missingTranslations({ db }: Database) {
  async function ofResource(def: ResourceDef): Promise<UntranslatedRecord[]> {
    const twins = twinsOf(def);
    const label = labelColumn(def);
    const rows = await registry(db)
      .selectFrom(def.table)
      .select(['id', ...new Set([label, ...twins.flatMap((f) => [f, `${f}_mm`])])])
      .where((eb) => eb.or(twins.map((f) => eb.and([filled(f), blank(`${f}_mm`)]))))
      .orderBy('id')
      .execute();
    const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
    return rows.map((row) => ({
      resource: def.slug,
      id: Number(row.id),
      label: String(row[label] ?? row.id),
      missing: twins
        .filter((f) => !isBlank(row[f]) && isBlank(row[`${f}_mm`]))
        .map((f) => `${f}_mm`),
    }));
  }

  return {
    /** Every record missing a translation, by resource then id. */
    async list(): Promise<UntranslatedRecord[]> {
      const parts = await Promise.all(TRANSLATED_RESOURCES.map(ofResource));
      return parts.flat();
    },

    /** How many records miss a translation, and how many twins in all: the dashboard's figure. */
    async count(): Promise<{ records: number; fields: number }> {
      const records = await this.list();
      return {
        records: records.length,
        fields: records.reduce((sum, r) => sum + r.missing.length, 0),
      };
    },
  };
}
