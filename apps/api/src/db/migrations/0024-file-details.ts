import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The media library (`PUT /api/files/{id}`): an image's alt text in each language, and
 * the point of the picture to keep in view when a page crops it (`focal_x`, `focal_y`,
 * each 0–1 from the left and top edge). Null until an admin sets them.
 *
 * The library lists public files newest first, a page at a time; the index on
 * (visibility, created) answers that page without reading past it (0005's index on
 * `created` alone would walk through the private receipts too).
 */
export function fileDetails(dialect: DialectName) {
  const fraction = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const [column, type] of [
        ['alt', 'text'],
        ['alt_mm', 'text'],
        ['focal_x', fraction],
        ['focal_y', fraction],
      ] as const) {
        await db.schema.alterTable('file').addColumn(column, type).execute();
      }
      await db.schema
        .createIndex('file_visibility_created_idx')
        .on('file')
        .columns(['visibility', 'created'])
        .execute();
    },
  };
}
