import type { ResourceDef } from '@coach/contract';
import { useEffect } from 'react';
import type { Query } from '../api/client.ts';
import { listPage } from '../api/resources.ts';
import { useLoad } from '../ui/use-load.ts';
import { offsetOf, pageCount } from './list-place.ts';
import { useListPlace } from './use-list-place.ts';

/**
 * One page of a resource's list, as the URL places it, after the given filters. A page
 * past the end (the last rows deleted, an old link) moves to the last page there is.
 */
export function usePagedList<R extends ResourceDef>(
  def: R,
  sortable: readonly string[],
  filters: Query = {},
) {
  const [place, change] = useListPlace(sortable);
  const filterKey = JSON.stringify(filters);
  const list = useLoad(
    () =>
      listPage(
        def,
        { limit: place.size, offset: offsetOf(place), search: place.search, sort: place.sort },
        filters,
      ),
    [def, place.page, place.size, place.search, place.sort, filterKey],
  );
  const data = list.data;
  const beyondEnd = Boolean(data && data.rows.length === 0 && data.total > 0 && place.page > 1);
  useEffect(() => {
    if (beyondEnd && data) change({ page: pageCount(data.total, place.size) }, { replace: true });
    // Only a newly loaded empty page moves; change is a new function every render.
  }, [beyondEnd, data]);
  return { place, change, list };
}
