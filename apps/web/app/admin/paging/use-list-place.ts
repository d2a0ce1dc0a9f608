import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type ListPlace, readPlace, writePlace } from './list-place.ts';

/** A change of place: the new values, or a function of the place they change. */
export type PlaceChange = Partial<ListPlace> | ((place: ListPlace) => Partial<ListPlace>);

/**
 * The list's page, size, search and sort, read from and written to the URL query. A
 * change of size, search or sort goes back to page 1; only a page change keeps them.
 */
export function useListPlace(sortable: readonly string[]) {
  const [params, setParams] = useSearchParams();
  // The query asked for last, with the one shown when it was asked. A second click that
  // comes before the first has reached the address (a sort header clicked twice quickly)
  // builds on what the first asked for, not on the place still shown.
  const asked = useRef<{ shown: string; query: URLSearchParams }>(undefined);
  const place = readPlace(params, sortable);
  const change = (next: PlaceChange, options?: { replace?: boolean }) => {
    const shown = params.toString();
    const base = asked.current?.shown === shown ? asked.current.query : params;
    const values = typeof next === 'function' ? next(readPlace(base, sortable)) : next;
    const query = writePlace(base, values.page === undefined ? { ...values, page: 1 } : values);
    asked.current = { shown, query };
    setParams(query, options);
  };
  return [place, change] as const;
}
