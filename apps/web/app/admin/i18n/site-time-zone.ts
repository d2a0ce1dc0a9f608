import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';

/**
 * The site's time zone in the back office: the admin layout sets it from the root loader
 * (SITE_TIME_ZONE on the server), so that every date in every table, chart and export
 * reads in the site's time, wherever the admin's own device is.
 */
let current = DEFAULT_TIME_ZONE;

export const siteTimeZone = () => current;

export function setSiteTimeZone(timeZone: string) {
  current = timeZone;
}
