import type { Kysely } from 'kysely';

/**
 * Anonymous uploads are capped per client address and in total (files/upload-quota.ts):
 * `uploader` is a hash of the address a visitor uploaded from (null for a signed-in
 * account's upload), and its index with `created` sums one address's last hour. The index
 * on `sha256` finds an identical picture already stored, which is answered instead of a
 * second copy.
 */
export function uploadOwners() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('file').addColumn('uploader', 'text').execute();
      await db.schema
        .createIndex('file_uploader_created_idx')
        .on('file')
        .columns(['uploader', 'created'])
        .execute();
      await db.schema.createIndex('file_sha256_idx').on('file').column('sha256').execute();
    },
  };
}
