import { useSearchParams } from 'react-router';
import { type ListPlace, readPlace, writePlace } from './list-place.ts';

/**
 * The list's page, size, search and sort, read from and written to the URL query. A
 * change of size, search or sort goes back to page 1; only a page change keeps them.
 */
export function useListPlace(sortable: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const place = readPlace(params, sortable);
  const change = (next: Partial<ListPlace>, options?: { replace?: boolean }) =>
    setParams(
      (current) => writePlace(current, next.page === undefined ? { ...next, page: 1 } : next),
      options,
    );
  return [place, change] as const;
}
