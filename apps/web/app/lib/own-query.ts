import { isTrackingParam } from '@coach/contract/query-params';

/**
 * The current address's query as the site's own links carry it on: without the click ids
 * and campaign tags that advertisers add (`fbclid`, `utm_source`, …), so a link copied from
 * a page never spreads them. The server already leaves them out of the address a page is
 * rendered for (docs/decisions/0041); this keeps the links clean wherever they come from.
 */
export function ownQuery(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) if (isTrackingParam(name)) params.delete(name);
  return params;
}
