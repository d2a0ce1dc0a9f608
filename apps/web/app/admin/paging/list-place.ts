/** Rows per page the lists offer; the first is the default. */
export const PAGE_SIZES = [25, 50] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** Where an admin is in a list: kept in the URL so reload and back return to it. */
export interface ListPlace {
  /** 1-based. */
  page: number;
  size: number;
  search: string;
  /** A column, `-` first for descending; empty for the list's own order. */
  sort: string;
}

/** The URL query names of a list's place (filters use their own names beside these). */
export const PLACE_KEYS = ['page', 'size', 'search', 'sort'] as const;

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Reads the place from the URL, with defaults for anything missing or malformed. */
export function readPlace(params: URLSearchParams, sortable: readonly string[]): ListPlace {
  const size = positive(params.get('size'));
  const sort = params.get('sort') ?? '';
  return {
    page: positive(params.get('page')) ?? 1,
    size: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: params.get('search') ?? '',
    sort: sortable.includes(sort.replace(/^-/, '')) ? sort : '',
  };
}

/**
 * The URL query with the place changed: defaults are left out so a fresh list has a clean
 * address, and other names (the filters) are kept.
 */
export function writePlace(params: URLSearchParams, place: Partial<ListPlace>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  if (place.page !== undefined) set('page', String(place.page), '1');
  if (place.size !== undefined) set('size', String(place.size), String(DEFAULT_PAGE_SIZE));
  if (place.search !== undefined) set('search', place.search.trim(), '');
  if (place.sort !== undefined) set('sort', place.sort, '');
  return next;
}

export const offsetOf = (place: Pick<ListPlace, 'page' | 'size'>) => (place.page - 1) * place.size;

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The first and last row numbers a page shows ("rows 26–50"), both 0 when it shows none. */
export function rowRange(place: Pick<ListPlace, 'page' | 'size'>, shown: number) {
  if (shown === 0) return { first: 0, last: 0 };
  const first = offsetOf(place) + 1;
  return { first, last: first + shown - 1 };
}

/** Clicking a column: ascending first, then descending, then the list's own order. */
export function nextSort(current: string, column: string): string {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return '';
  return column;
}

export type SortState = 'ascending' | 'descending' | 'none';

export function sortStateOf(current: string, column: string): SortState {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
