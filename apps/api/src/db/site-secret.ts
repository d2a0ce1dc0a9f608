import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * A random secret kept in `site_meta` under `key` (backed up with the site, so a restore
 * keeps it): made by whichever instance asks first, the others then read it, so every
 * instance on the database agrees.
 */
export async function storedSecret(db: Kysely<DB>, key: string): Promise<Buffer> {
  await db
    .insertInto('site_meta')
    .values({
      key,
      value: randomBytes(32).toString('base64url'),
      created: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return Buffer.from(String(row.value), 'base64url');
}
