import { apiMessage } from '@coach/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { HttpError } from './problem.ts';
import { limitKey } from './limit-key.ts';
import type { DB } from '../db/schema.ts';

/** What @fastify/rate-limit hands a store's `incr` callback. */
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, count?: Count) => void;

/** Expired rows are removed once in this many increments (by each instance). */
const SWEEP_EVERY = 200;

/**
 * A @fastify/rate-limit store that counts in the database's `rate_limit` table, so that
 * every instance on one database (PostgreSQL, or processes sharing a SQLite file) sees
 * the same count: N instances must not give an attacker N times the allowance.
 *
 * One statement per request: an upsert that starts a new window when the old one has
 * ended and otherwise adds one, atomic on both databases, so two instances counting
 * the same address at the same moment never lose a hit. The keys are kept hashed.
 */
export class DatabaseLimitStore {
  private readonly db: Kysely<DB>;
  private readonly prefix: string;
  private increments = 0;

  constructor(db: Kysely<DB>, prefix = '') {
    this.db = db;
    this.prefix = prefix;
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    this.count(key, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  /** Drops a key's count (a submission refused may be sent again: content/public-submissions.ts). */
  async forget(key: string) {
    await this.db
      .deleteFrom('rate_limit')
      .where('client_key', '=', await this.stored(key))
      .execute();
  }

  /** Takes back one hit of a key's count (a try that turned out right: auth/totp.ts). */
  async refund(key: string) {
    await this.db
      .updateTable('rate_limit')
      .set({ hits: sql`hits - 1` })
      .where('client_key', '=', await this.stored(key))
      .where('hits', '>', 0)
      .execute();
  }

  /** Whether a key is counted in a window that has not ended, without counting it. */
  async has(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('rate_limit')
      .select('client_key')
      .where('client_key', '=', await this.stored(key))
      .where('window_ends', '>', Date.now())
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The plugin asks for one store per route: the route goes into the key. (It passes
   * the route's merged limit options, typed as the route's options.)
   */
  child(routeOptions: object) {
    const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
    const { method = '', url = '' } = routeInfo ?? {};
    return new DatabaseLimitStore(this.db, `${method} ${url} `);
  }

  /** The row's key: hashed, so no client address is kept (limit-key.ts). */
  private stored(key: string) {
    return limitKey(this.db, `${this.prefix}${key}`);
  }

  private async count(key: string, timeWindow: number): Promise<Count> {
    const clientKey = await this.stored(key);
    const now = Date.now();
    const ended = sql<boolean>`rate_limit.window_ends <= ${now}`;
    const row = await this.db
      .insertInto('rate_limit')
      .values({ client_key: clientKey, hits: 1, window_ends: now + timeWindow })
      .onConflict((conflict) =>
        conflict.column('client_key').doUpdateSet({
          hits: sql`case when ${ended} then 1 else rate_limit.hits + 1 end`,
          window_ends: sql`case when ${ended} then ${now + timeWindow} else rate_limit.window_ends end`,
        }),
      )
      .returning(['hits', 'window_ends'])
      .executeTakeFirstOrThrow();
    if (++this.increments % SWEEP_EVERY === 0) void this.sweep(now);
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_ends) - now) };
  }

  /** Rows of windows that have ended count for nothing; a failure here is harmless. */
  private async sweep(now: number) {
    await this.db
      .deleteFrom('rate_limit')
      .where('window_ends', '<', now)
      .execute()
      .catch(() => undefined);
  }
}

/** The store class the plugin constructs (it passes its options, which are not needed). */
export const databaseLimitStore = (database: Database) =>
  class extends DatabaseLimitStore {
    constructor() {
      super(database.db);
    }
  };

/**
 * Tries at an account's secret (a two-factor code, its current password) in a minute,
 * wherever they come from: a route's own limit counts per address, which many addresses
 * or a stolen session would multiply. Each try is counted before it is checked (so tries
 * sent at once are counted too) and taken back when it was right, so only wrong ones add up.
 */
export function accountTries(db: Kysely<DB>, kind: string, perMinute: number) {
  const store = new DatabaseLimitStore(db, `${kind} `);
  const key = (accountId: number) => `account ${accountId}`;
  return {
    /** Counts a try; past the limit, a 429 until the minute is over. */
    async count(accountId: number) {
      const current = await new Promise<number>((resolve, reject) =>
        store.incr(
          key(accountId),
          (error, count) => (error ? reject(error) : resolve(count!.current)),
          60_000,
        ),
      );
      if (current > perMinute) {
        throw new HttpError(429, 'Too Many Requests', apiMessage('tooManyAttempts'));
      }
    },
    /** A try that was right. */
    right: (accountId: number) => store.refund(key(accountId)),
  };
}
