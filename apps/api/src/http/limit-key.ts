import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { storedSecret } from '../db/site-secret.ts';

/** The key's row in `site_meta`: every instance on the database hashes with the same one. */
const SECRET_KEY = 'rate_limit_secret';

/** One read per process and database (a failed read is tried again on the next count). */
const secrets = new WeakMap<Kysely<DB>, Promise<Buffer>>();

function secretOf(db: Kysely<DB>): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedSecret(db, SECRET_KEY).catch((error: unknown) => {
      secrets.delete(db);
      throw error;
    });
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * What the `rate_limit` table keeps of a counted key (a route and a client address, or an
 * account): its HMAC-SHA256 with a random secret of the database, so the table holds no
 * client address (issue 43), while every instance still counts one address as one. A
 * plain hash would not do: the addresses are few enough to hash them all and compare.
 */
export async function limitKey(db: Kysely<DB>, key: string): Promise<string> {
  return createHmac('sha256', await secretOf(db))
    .update(key)
    .digest('base64url');
}
