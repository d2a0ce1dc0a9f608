import type { Kysely } from 'kysely';
import { randomBytes, randomInt } from 'node:crypto';
import type { DialectName } from '../connect.ts';

/**
 * Orders paid by transfer (orders/order-lifecycle.ts): each order gets a `reference` the
 * customer quotes and a `token`, the secret of its private page; a `status` along the
 * graph of packages/contract/src/orders.ts with the owner's `reason` for a rejection and
 * the time of the last move (`status_changed`, from which an unanswered rejection's hold on
 * stock runs out); the `language` the customer ordered in, for the emails of each move; the
 * owner's `note`. `product_id` and `stock_held` say which product's stock the order holds.
 * Products gain `track_stock` (off: `stock` is only shown, as before).
 *
 * Orders stored before keep their meaning: resolved ones are `fulfilled`, the others
 * `received`, and each gets its own reference and token.
 */
export const orderStatuses = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    const timestamp = pg ? 'timestamptz' : 'text';
    const falseValue = pg ? false : 0;
    await db.schema
      .alterTable('product')
      .addColumn('track_stock', pg ? 'boolean' : 'integer', (c) =>
        c.notNull().defaultTo(falseValue),
      )
      .execute();
    const columns: [string, 'text' | 'integer' | 'timestamptz'][] = [
      ['reference', 'text'],
      ['token', 'text'],
      ['reason', 'text'],
      ['note', 'text'],
      ['product_id', 'integer'],
      ['status_changed', timestamp],
    ];
    for (const [name, type] of columns) {
      await db.schema.alterTable('payment').addColumn(name, type).execute();
    }
    await db.schema
      .alterTable('payment')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .execute();
    await db.schema
      .alterTable('payment')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema
      .alterTable('payment')
      .addColumn('stock_held', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(falseValue))
      .execute();

    const rows = await db.selectFrom('payment').select(['id', 'resolved']).execute();
    const taken = new Set<string>();
    for (const row of rows) {
      let reference = newReference();
      while (taken.has(reference)) reference = newReference();
      taken.add(reference);
      await db
        .updateTable('payment')
        .set({
          reference,
          token: newOrderToken(),
          status: row.resolved ? 'fulfilled' : 'received',
        })
        .where('id', '=', row.id)
        .execute();
    }
    await db.schema
      .createIndex('payment_reference_key')
      .on('payment')
      .column('reference')
      .unique()
      .execute();
    await db.schema
      .createIndex('payment_token_key')
      .on('payment')
      .column('token')
      .unique()
      .execute();
    // The back office's filter by status, newest first; the hold's run-out looks up rejections.
    await db.schema
      .createIndex('payment_status_idx')
      .on('payment')
      .columns(['status', 'id'])
      .execute();
  },
});

/*
 * Frozen copies of orders/order-codes.ts as this migration was written: a migration is
 * history, and must write what it wrote then whatever the live code becomes.
 */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
function newReference(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}
const newOrderToken = () => randomBytes(24).toString('base64url');
