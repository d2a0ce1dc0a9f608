/**
 * The backup file: gzip over JSON lines (docs/decisions/0008-backup-format.md).
 *
 *   {"format":"coach-site-backup","version":1,"created":…,"source":"sqlite","migrations":[…]}
 *   {"table":"file","row":{"id":"…","bytes":{"$bytes":"<base64>"},…}}
 *   …one line per row, parents before children…
 *   {"end":true,"counts":{"file":106,…}}
 *
 * The last line proves the file whole: a backup cut short is refused, not half restored.
 */

import { VERSIONED_TABLES } from '../db/change-versions.ts';

export const FORMAT = 'coach-site-backup';
export const VERSION = 1;

export interface Header {
  format: typeof FORMAT;
  version: number;
  created: string;
  source: 'sqlite' | 'postgres';
  /** The migrations applied to the database it was taken from. */
  migrations: string[];
}

export interface RowLine {
  table: string;
  row: Record<string, unknown>;
}

export interface EndLine {
  end: true;
  counts: Record<string, number>;
}

/**
 * The tables a backup holds, parents before children, so that a restore inserts them in
 * this order without breaking a reference. Left out: sign-in sessions (a restored site
 * asks everyone to sign in again), resized picture copies (made again on demand) and
 * the migration bookkeeping (the restoring code migrates for itself), the rate-limit
 * counters (a minute's worth of sign-in attempts), the tables' change versions (the
 * restored rows raise them), the mail outbox (sent or due mail belongs to the site
 * it was written on; a restored copy must not send it again), password-reset links
 * (an hour's worth, mailed from the site that was backed up) and preview links (a
 * week's worth, sent by the site that was backed up).
 */
export const TABLES = [
  // Files first (every picture field names one), the accounts, the site's content in its
  // own parents-first order, and the install bookkeeping last.
  'file',
  'account',
  // Two-factor keys and recovery codes: a restored account keeps asking for its code.
  'account_totp',
  'totp_recovery_code',
  ...VERSIONED_TABLES,
  // Who waits for seats of a full event, and the seats held for them (after the event).
  'waitlist_entry',
  // The email list and its consent, and the hashes of erased addresses (never mailed again
  // by an import): the owner's business data.
  'subscriber',
  'subscriber_erased',
  // The owner's newsletters and their counts (their mails are the outbox's, left out).
  'newsletter',
  // Deleted records waiting to be restored: a restored site can still bring them back.
  'trash',
  // Each record's earlier versions.
  'revision',
  'site_meta',
  // What visitors searched for, week by week: the owner's, kept like the audit log.
  'search_count',
  // Visits folded into daily totals, and the submissions credited to a source: the owner's
  // history, as the searches are.
  'visit_total',
  'visit_conversion',
  // Who did what: it names accounts by id and name, without a reference to keep in order.
  'audit_entry',
] as const;

export const LEFT_OUT = [
  'session',
  'file_variant',
  'kysely_migration',
  'kysely_migration_lock',
  'rate_limit',
  // One-time keys of the public forms and their first answers: a day's worth, for retries
  // of the site that answered them.
  'idempotency_key',
  'change_version',
  'mail_outbox',
  // The newsletters' shared sending pace: a moment of the site that sent them.
  'mail_pace',
  'password_reset',
  // Preview links open drafts for a week: a restored site starts without any.
  'preview_link',
  // The search's entries are made from the records: a restore writes them anew, and
  // SQLite's full-text index of them (FTS5 and the tables it keeps) with them.
  'search_entry',
  'search_fts',
  'search_fts_data',
  'search_fts_idx',
  'search_fts_config',
  // Visits (docs/decisions/0042): the salts must never leave the database that made them
  // (with one, a day's visitor keys could be tried against guessed addresses); raw page
  // views are a day or two's worth, folded on the site that counted them, whose claims
  // of days folded go with them, and so are the visitors today's totals counted (keys too):
  // a restored site counts today's visitors again as they come back.
  'visit_salt',
  'visit_hit',
  'visit_fold',
  'visit_visitor',
  'visit_seen',
] as const;

/** A value as JSON: bytes as base64, moments as ISO 8601 text, the rest as they are. */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  return value;
}

export const isEncodedBytes = (value: unknown): value is { $bytes: string } =>
  typeof value === 'object' && value !== null && '$bytes' in value;
