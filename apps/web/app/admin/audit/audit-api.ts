import type { AuditEntry } from '@coach/contract';
import { timeZoneOffset } from '@coach/contract/formats';
import { type Page, type Query, callPage } from '../api/client.ts';
import { siteTimeZone } from '../i18n/site-time-zone.ts';

/** The filters the activity screen offers, by their names in the URL and in the API call. */
export const AUDIT_FILTERS = ['account', 'action', 'resource', 'from', 'to'] as const;

/**
 * One page of GET /api/audit (owners only), newest first. Its days are the site's, as every
 * time on the screen is: the offset sent is the site time zone's, not the device's.
 */
export const auditPage = (
  page: { limit: number; offset: number },
  filters: Query,
): Promise<Page<AuditEntry>> =>
  callPage<AuditEntry>('/audit', {
    ...filters,
    tz_offset: String(timeZoneOffset(siteTimeZone())),
    limit: String(page.limit),
    offset: String(page.offset),
  });
