import { COLOR_TYPES, CONSTANT_NAMES } from '@coach/contract';
import type { Services } from '../services.ts';
import { registry } from '../db/registry-db.ts';

/**
 * Theme colours and site constants have no create call: the back office can only edit
 * rows that exist. So the rows the site needs are made here, at every start, and only
 * where missing; an admin's edits are never overwritten.
 */

/** The theme colours a new site starts with (the brand's navy-teal, gold and warm neutral). */
export const DEFAULT_THEME = {
  primary: '#16425B', // deep navy-teal
  secondary: '#D9A441', // warm gold
  tertiary: '#F5F0E6', // light warm neutral
} as const;

/** The constants every install needs; blank until an admin fills them in. */
const REQUIRED_CONSTANTS = [CONSTANT_NAMES.phone, CONSTANT_NAMES.email];

async function insertMissing(
  services: Services,
  table: 'color' | 'site_constant',
  key: 'type' | 'name',
  rows: Record<string, string>[],
): Promise<string[]> {
  const { db } = services.database;
  const existing = new Set(
    (await registry(db).selectFrom(table).select(key).execute()).map((r) => String(r[key])),
  );
  const added: string[] = [];
  for (const row of rows) {
    if (existing.has(row[key]!)) continue;
    // Another instance starting at the same time may insert it first: that is fine.
    const result = await registry(db)
      .insertInto(table)
      .values({ ...row, created: new Date().toISOString() })
      .onConflict((oc) => oc.column(key).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) added.push(row[key]!);
  }
  return added;
}

/** Adds the three theme colours and the two required constants where missing. */
export async function ensureSiteSettings(services: Services): Promise<string[]> {
  const colors = await insertMissing(
    services,
    'color',
    'type',
    COLOR_TYPES.map((type) => ({ type, name: DEFAULT_THEME[type] })),
  );
  const constants = await insertMissing(
    services,
    'site_constant',
    'name',
    REQUIRED_CONSTANTS.map((name) => ({ name, value: '' })),
  );
  return [...colors.map((c) => `${c} colour`), ...constants];
}
