import { BANNER_IMAGES, STAT_IMAGES, STAT_NUMBERS, schemas } from '@coach/contract';
import type { z } from 'zod';
import type { Database } from '../db/connect.ts';
import type { FileService } from '../files/file-service.ts';
import { invalid, parseChangeOrThrow } from '../http/problem.ts';
import { apiMessage } from '@coach/contract';
import { changedColumns, inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import { registry } from '../db/registry-db.ts';

/**
 * Stats and banners are single records (GET and PUT /stats or /banners, without an id). They
 * live in row 1 of their table; before the first save every field reads as null.
 */
interface Singleton<N extends string = string, I extends string = string> {
  /** Also the audit log's name for it. */
  table: 'stats' | 'banners';
  numbers: readonly N[];
  images: readonly I[];
  schema: z.ZodType;
}

/** A singleton as the API answers it: its figures and image ids, null until first saved. */
export type SingletonValues<S> =
  S extends Singleton<infer N, infer I>
    ? { [K in N]: number | null } & { [K in I]: string | null }
    : never;

export const STATS: Singleton<(typeof STAT_NUMBERS)[number], (typeof STAT_IMAGES)[number]> = {
  table: 'stats',
  numbers: STAT_NUMBERS,
  images: STAT_IMAGES,
  schema: schemas.stats.update,
};
export const BANNERS: Singleton<never, (typeof BANNER_IMAGES)[number]> = {
  table: 'banners',
  numbers: [],
  images: BANNER_IMAGES,
  schema: schemas.banners.update,
};
export type Stats = SingletonValues<typeof STATS>;
export type Banners = SingletonValues<typeof BANNERS>;

export function singletonService({ db }: Database, files: FileService) {
  async function get<S extends Singleton>(single: S): Promise<SingletonValues<S>> {
    const row = await registry(db)
      .selectFrom(single.table)
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirst();
    const out: Record<string, number | string | null> = {};
    for (const key of single.numbers) out[key] = row?.[key] == null ? null : Number(row[key]);
    for (const key of single.images) out[key] = (row?.[key] as string | null | undefined) ?? null;
    return out as SingletonValues<S>;
  }

  /** `by`: who saves; a signed-in account's save is recorded with the fields it changed. */
  async function put<S extends Singleton>(single: S, body: unknown, by: Viewer = systemViewer) {
    const data = parseChangeOrThrow(single.schema, body) as Record<string, unknown>;
    const values = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
    const refs = single.images.filter((k) => typeof values[k] === 'string');
    const missing = new Set(await files.missing(refs.map((k) => values[k] as string)));
    const errors = refs
      .filter((k) => missing.has(values[k] as string))
      .map((field) => ({ field, message: apiMessage('noSuchFile') }));
    if (errors.length) throw invalid(errors);
    await inTransaction(db, async (trx) => {
      const stored = await registry(trx)
        .selectFrom(single.table)
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirst();
      await registry(trx)
        .insertInto(single.table)
        .values({ id: 1, ...values, created: new Date().toISOString() })
        // A save that sends no field (banners are all optional) has nothing to update.
        .onConflict((oc) =>
          Object.keys(values).length
            ? oc.column('id').doUpdateSet(values)
            : oc.column('id').doNothing(),
        )
        .execute();
      await recordBy(trx, by, {
        action: 'settings',
        resource: single.table,
        detail: { fields: changedColumns(stored ?? {}, values) },
      });
    });
    return get(single);
  }

  return { get, put };
}

export type SingletonService = ReturnType<typeof singletonService>;
