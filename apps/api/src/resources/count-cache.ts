import type { CompiledQuery } from 'kysely';
import { type ChangeVersionReader, isVersioned } from '../db/change-versions.ts';

/** Counts kept: a few per list, filter and viewer is plenty. */
const KEEP = 500;

/**
 * The full count behind `X-Total-Count`, counted once per version of the table. Counting
 * fifty thousand rows costs PostgreSQL several milliseconds on every page of a list; the
 * count only changes when the table does, and the table's change version (raised by a
 * trigger on every write, from any instance) says when. The key is the count query
 * itself, so every filter, search and visibility rule that shapes it is part of it.
 */
export function countCache(versions: ChangeVersionReader) {
  const counts = new Map<string, number>();
  return async function countOf(
    table: string,
    query: CompiledQuery,
    count: () => Promise<number>,
  ): Promise<number> {
    if (!isVersioned(table)) return count();
    const version = await versions.of(table);
    const key = `${table}\u0000${version}\u0000${query.sql}\u0000${JSON.stringify(query.parameters)}`;
    const known = counts.get(key);
    if (known !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      counts.delete(key);
      counts.set(key, known);
      return known;
    }
    const total = await count();
    counts.set(key, total);
    if (counts.size > KEEP) counts.delete(counts.keys().next().value!);
    return total;
  };
}

export type CountCache = ReturnType<typeof countCache>;
