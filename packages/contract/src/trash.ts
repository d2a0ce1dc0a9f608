/**
 * The trash (docs/decisions/0030): a deleted record of the registry waits here, whole,
 * until it is restored with its id or purged. `GET /api/trash` answers these, newest first.
 */
export interface TrashEntry {
  /** The resource's API name (`articles`, `events`). */
  resource: string;
  /** The record's id, the same once it is restored. */
  id: number;
  /** What the record is called (its title or name), for the list. */
  title: string;
  /** Its Burmese title, when it has one. */
  title_mm: string | null;
  /** When it was deleted (ISO 8601). */
  deleted: string;
  /** The account that deleted it, by the name it had then; null for the site's own work. */
  deleted_by: string | null;
}

/** Days a deleted record waits in the trash before it is purged (TRASH_DAYS). */
export const DEFAULT_TRASH_DAYS = 30;
