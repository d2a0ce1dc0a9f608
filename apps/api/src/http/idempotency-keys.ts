import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/connect.ts';

/** How long a key answers its first answer: a day of retries, then it is swept. */
export const KEY_HOURS = 24;

export interface KeyTimings {
  /** How long a request waits for a first one with its key to finish before a 409. */
  waitMs: number;
  /** A first request older than this and still unanswered died with its instance. */
  staleMs: number;
  /** How often a waiting request looks again. */
  pollMs: number;
}

const DEFAULT_TIMINGS: KeyTimings = { waitMs: 20_000, staleMs: 120_000, pollMs: 100 };

/** What the first request with a key was answered, to answer again. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A key this request holds: its work goes on, and its answer is kept (`finish`). */
export interface Claim {
  scope: string;
  key: string;
  createdAt: number;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: Claim }
  | { kind: 'answered'; answer: KeptAnswer }
  /** The key was sent with another request: its answer is not this one's. */
  | { kind: 'different' }
  /** The first request with the key is still under way after `waitMs`. */
  | { kind: 'busy' };

/**
 * The one-time keys' table (migration 0041). A key is claimed by inserting its row before
 * the request's work, so of two requests with one key, on any instance and either
 * database, one inserts and the other finds the row: it waits for the first's answer and
 * answers the same, never doing the work twice. A request whose answer is not worth
 * keeping (the database away, a 5xx) gives the key back, and the next try does the work.
 */
export function idempotencyKeys(
  database: Database,
  clock: Clock,
  timings: Partial<KeyTimings> = {},
) {
  const { db } = database;
  const { waitMs, staleMs, pollMs } = { ...DEFAULT_TIMINGS, ...timings };

  const row = (scope: string, key: string) =>
    db
      .selectFrom('idempotency_key')
      .select(['fingerprint', 'status', 'headers', 'body', 'created_at', 'expires_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();

  /** Drops a row that no longer stands for a live request: expired, or left by a dead one. */
  const forget = (scope: string, key: string, createdAt: number) =>
    db
      .deleteFrom('idempotency_key')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('created_at', '=', createdAt)
      .execute();

  async function claim(scope: string, key: string, fingerprint: string): Promise<ClaimOutcome> {
    for (let waited = 0; ;) {
      const now = clock();
      const inserted = await db
        .insertInto('idempotency_key')
        .values({
          scope,
          key,
          fingerprint,
          created_at: now,
          expires_at: now + KEY_HOURS * 3_600_000,
        })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed', claim: { scope, key, createdAt: now } };
      const found = await row(scope, key);
      if (!found) continue; // given back between the two statements: try to take it
      const createdAt = Number(found.created_at);
      if (Number(found.expires_at) <= now) {
        await forget(scope, key, createdAt);
        continue;
      }
      if (found.fingerprint !== fingerprint) return { kind: 'different' };
      if (found.status !== null) {
        return {
          kind: 'answered',
          answer: {
            status: Number(found.status),
            headers: JSON.parse(found.headers ?? '{}') as Record<string, string>,
            body: Buffer.from(found.body ?? new Uint8Array()),
          },
        };
      }
      if (now - createdAt > staleMs) {
        await forget(scope, key, createdAt);
        continue;
      }
      if (waited >= waitMs) return { kind: 'busy' };
      await sleep(pollMs);
      waited += pollMs;
    }
  }

  return {
    claim,
    /** Keeps the answer of the claim's request, for the key's retries. */
    async finish(claimed: Claim, answer: KeptAnswer) {
      await db
        .updateTable('idempotency_key')
        .set({ status: answer.status, headers: JSON.stringify(answer.headers), body: answer.body })
        .where('scope', '=', claimed.scope)
        .where('key', '=', claimed.key)
        .where('created_at', '=', claimed.createdAt)
        .execute();
    },
    /** Gives the key back unanswered: its next try does the work. */
    release: (claimed: Claim) => forget(claimed.scope, claimed.key, claimed.createdAt),
    /** Deletes the keys past their day; answers how many (the trash's periodic sweep). */
    async prune() {
      const result = await db
        .deleteFrom('idempotency_key')
        .where('expires_at', '<=', clock())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeys>;
