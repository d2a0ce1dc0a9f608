import type { Kysely } from 'kysely';

/**
 * A product whose shipping the buyer pays says how much or how it is arranged
 * ("3,000 MMK in Yangon; elsewhere by the bus gate, paid on arrival"), in either language:
 * "Paid by the buyer" alone left a customer guessing the real total (issue 37).
 */
export function shippingNote() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('product').addColumn('shipping_note', 'text').execute();
      await db.schema.alterTable('product').addColumn('shipping_note_mm', 'text').execute();
    },
  };
}
