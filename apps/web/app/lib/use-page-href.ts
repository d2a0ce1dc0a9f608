import { useLocation } from 'react-router';
import { pageHref } from './paging';

/** Addresses of the pages of one list on this page, keeping the rest of the query. */
export function usePageHref(key: string, anchor: string) {
  const { search } = useLocation();
  return (page: number) => pageHref(search, key, page, anchor);
}
