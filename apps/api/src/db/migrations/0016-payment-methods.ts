import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The accounts customers pay into (content/payment-methods.ts): one row per bank or
 * mobile-wallet account, in the order the checkout shows them (`position`). A table rather
 * than one JSON value, so that the upload sweep finds each QR image by its column like any
 * other picture, and the list gets a change version of its own: the kept pages that show
 * it (the checkout) are made again on the next request after a save, on every instance.
 * The version row and its triggers are made here as 0006 made the others'.
 */
export const paymentMethods = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('payment_method')
      .addColumn('id', 'integer', (c) =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_mm', 'text')
      .addColumn('account_name', 'text')
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('note_mm', 'text')
      .addColumn('qr_image', 'text')
      .addColumn('created', pg ? 'timestamptz' : 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_method_position_idx')
      .on('payment_method')
      .column('position')
      .execute();

    const start = BigInt(Date.now()) * 1000n;
    await db
      .insertInto('change_version')
      .values({ name: 'payment_method', version: start.toString() })
      .execute();
    if (pg) {
      // bump_change_version() is 0006's: one bump per statement.
      await sql`
        create trigger payment_method_changed
        after insert or update or delete or truncate on payment_method
        for each statement execute function bump_change_version()`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`payment_method_${event}_changed`)}
          after ${sql.raw(event)} on payment_method
          begin
            update change_version set version = version + 1 where name = 'payment_method';
          end`.execute(db);
      }
    }
  },
});
