import { type ResourceDef, booleanFields, inputKindOf } from '@coach/contract';
import type { DialectName } from '../db/connect.ts';

type Row = Record<string, unknown>;

/** SQLite has no boolean type: it stores 0 and 1. JSON out always says true/false. */
export const dbBoolean = (dialect: DialectName, value: boolean) =>
  dialect === 'sqlite' ? (value ? 1 : 0) : value;

export function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** Turns a stored row into the JSON the pages and the back office read. */
export function rowToJson(def: ResourceDef, row: Row): Row {
  const out: Row = { ...row, id: Number(row.id) };
  if ('created' in row) out.created = toIso(row.created);
  if (row.published_at != null) out.published_at = toIso(row.published_at);
  // PostgreSQL answers a timestamptz as a Date, SQLite as the ISO text stored: send ISO.
  for (const [field, schema] of Object.entries({ ...def.fields, ...def.fixed })) {
    if (inputKindOf(schema) === 'datetime' && row[field] != null) out[field] = toIso(row[field]);
  }
  // (A read of chosen columns may leave some out: they stay out rather than read false.)
  for (const field of booleanFields(def)) if (field in row) out[field] = Boolean(row[field]);
  // The public pages read the flag as publish_status, the back office as is_published: send both.
  if (def.publishable && 'is_published' in row) out.publish_status = out.is_published;
  return def.fromRow ? def.fromRow(out) : out;
}

/** Turns validated input into column values for this database. */
export function jsonToRow(def: ResourceDef, dialect: DialectName, input: Row): Row {
  const mapped = def.toRow ? def.toRow(input) : input;
  const booleans = booleanFields(def);
  const row: Row = {};
  for (const [key, value] of Object.entries(mapped)) {
    if (value === undefined) continue;
    row[key] =
      booleans.includes(key) && typeof value === 'boolean' ? dbBoolean(dialect, value) : value;
  }
  return row;
}
