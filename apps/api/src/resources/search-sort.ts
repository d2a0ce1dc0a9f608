import { type ResourceDef, apiMessage, searchableFields, sortableFields } from '@coach/contract';
import type { RegistryQuery } from '../db/registry-db.ts';
import { invalid } from '../http/problem.ts';
import { containsWords } from './filters.ts';

type Query = RegistryQuery;
type Params = Record<string, unknown>;

/**
 * `search`: rows where any short text field contains the words, case-insensitive, as the
 * back office's search box asks; % and _ match themselves.
 */
export function applySearch(def: ResourceDef, query: Query, params: Params): Query {
  const raw = params.search;
  if (typeof raw !== 'string' || raw.trim() === '') return query;
  const columns = searchableFields(def);
  if (columns.length === 0) return query;
  return query.where((eb) => eb.or(columns.map((column) => containsWords(column, raw))));
}

/**
 * `sort`: a column name, `-` before it for descending (`-created`, `name`). Without it the
 * resource's own order. The id breaks ties, so pages never overlap or skip a row.
 */
export function orderOf(
  def: ResourceDef,
  params: Params,
): readonly (readonly [string, 'asc' | 'desc'])[] {
  const raw = params.sort;
  if (raw === undefined || raw === '') return def.order;
  const descending = typeof raw === 'string' && raw.startsWith('-');
  const column = typeof raw === 'string' ? raw.replace(/^-/, '') : '';
  const allowed = sortableFields(def);
  if (!allowed.includes(column)) {
    throw invalid([
      { field: 'sort', message: apiMessage('oneOf', { values: allowed.join(', ') }) },
    ]);
  }
  const direction = descending ? 'desc' : 'asc';
  return column === 'id'
    ? [['id', direction]]
    : [
        [column, direction],
        ['id', direction],
      ];
}
