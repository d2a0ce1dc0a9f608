import type { DialectName } from './connect.ts';

/**
 * A moment as a query compares it with a stored one: PostgreSQL's timestamptz takes the
 * Date, SQLite compares the ISO text every writer stores (`toISOString()`, always UTC and
 * of one length, so text order is time order).
 */
export const instantFor = (dialect: DialectName) => (moment: Date) =>
  dialect === 'postgres' ? moment : moment.toISOString();

/** A stored moment read back: a Date from PostgreSQL, ISO text from SQLite. */
export const readInstant = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));
