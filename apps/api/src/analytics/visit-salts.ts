import { type KeyObject, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Database } from '../db/connect.ts';

/** A day in the site's time zone (YYYY-MM-DD) of a moment. */
export const siteDayOf = (ms: number, timeZone: string) =>
  DateTime.fromMillis(ms, { zone: timeZone }).toISODate()!;

/**
 * `siteDayOf` for a caller asking many times a day (each page view counted): the day is
 * worked out once and kept until it ends. Luxon's zone arithmetic runs `Intl` each time,
 * and was the largest part of counting a view (90 µs of a server's CPU per view).
 */
export function siteDays(timeZone: string): (ms: number) => string {
  let known: { day: string; from: number; until: number } | undefined;
  return (ms) => {
    if (known && ms >= known.from && ms < known.until) return known.day;
    const start = DateTime.fromMillis(ms, { zone: timeZone }).startOf('day');
    // Calendar arithmetic: a day of 23 or 25 hours where the zone changes its clocks.
    const until = start.plus({ days: 1 }).toMillis();
    known = { day: start.toISODate()!, from: start.toMillis(), until };
    return known.day;
  };
}

/** The day before a day (YYYY-MM-DD). */
export const dayBefore = (day: string, days = 1) =>
  DateTime.fromISO(day, { zone: 'UTC' }).minus({ days }).toISODate()!;

/**
 * A visitor's key for a day: HMAC-SHA256 of the address and browser under the day's salt,
 * cut to 64 bits. The same visitor has the same key all day, and an unrelated one the next;
 * once the salt is deleted nobody, the site included, can tell whose key it was.
 */
export const visitorKey = (salt: string, clientAddress: string, userAgent: string) =>
  createHmac('sha256', hmacKeyOf(salt))
    .update(`${clientAddress}\n${userAgent}`)
    .digest('hex')
    .slice(0, 16);

/**
 * The salt as a key object, made once for the day rather than from the text at every view
 * (a fifth of the HMAC's time); the same bytes, so the same keys.
 */
let lastKey: { salt: string; key: KeyObject } | undefined;
function hmacKeyOf(salt: string): KeyObject {
  if (lastKey?.salt !== salt) lastKey = { salt, key: createSecretKey(Buffer.from(salt, 'utf8')) };
  return lastKey.key;
}

/**
 * The salts of visitor keys, one per day in the site's time zone: random, made by the
 * first instance that needs the day's and kept in the database so every instance makes
 * the same keys (insert if absent, then read what won); deleted after two days.
 */
export function visitSalts({ db }: Database) {
  let known: { day: string; salt: string } | undefined;

  async function saltOf(day: string): Promise<string> {
    if (known?.day === day) return known.salt;
    await db
      .insertInto('visit_salt')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const { salt } = await db
      .selectFrom('visit_salt')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    known = { day, salt };
    return salt;
  }

  /** Deletes the salts of days before yesterday: their keys can no longer be made again. */
  async function forgetBefore(today: string): Promise<void> {
    await db.deleteFrom('visit_salt').where('day', '<', dayBefore(today)).execute();
  }

  return { saltOf, forgetBefore };
}

export type VisitSalts = ReturnType<typeof visitSalts>;
