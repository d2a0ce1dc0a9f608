import { type ResourceDef, searchableFields } from '@coach/contract';
import type { RegistryQuery } from '../db/registry-db.ts';
import { containsWords } from './filters.ts';

type Query = RegistryQuery;

/**
 * `search`: rows where any short text field contains the words, case-insensitive, as the
 * back office's search box asks; % and _ match themselves.
 */
export function applySearch(def: ResourceDef, query: Query, raw: string | undefined): Query {
  if (raw === undefined) return query;
  const columns = searchableFields(def);
  if (columns.length === 0) return query;
  return query.where((eb) => eb.or(columns.map((column) => containsWords(column, raw))));
}

/**
 * `sort`, as the list's query checked it (list-query.ts): a column name, `-` before it for
 * descending (`-created`, `name`). Without it the resource's own order. The id breaks ties,
 * so pages never overlap or skip a row.
 */
export function orderOf(
  def: ResourceDef,
  sort: string | undefined,
): readonly (readonly [string, 'asc' | 'desc'])[] {
  if (sort === undefined) return def.order;
  const descending = sort.startsWith('-');
  const column = sort.replace(/^-/, '');
  const direction = descending ? 'desc' : 'asc';
  return column === 'id'
    ? [['id', direction]]
    : [
        [column, direction],
        ['id', direction],
      ];
}
