/**
 * A record as it was before an update (`GET /api/{resource}/{id}/revisions`, newest
 * first). `record` is the record as the API answered it then.
 */
export interface Revision {
  id: number;
  /** When the update that replaced it was made (ISO 8601). */
  created: string;
  /** Who made it: the account's id and its name then; null for the site's own work. */
  account_id: number | null;
  username: string | null;
  record: Record<string, unknown>;
}

/** Revisions kept per record; older ones are forgotten (REVISIONS_KEPT). */
export const DEFAULT_REVISIONS_KEPT = 50;
