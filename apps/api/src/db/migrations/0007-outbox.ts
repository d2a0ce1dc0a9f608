import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The mail outbox (mail/outbox.ts): each email to send is a row, written in the same
 * transaction as the appointment, order or testimonial it tells of, so a message can
 * never be lost between the record and the mail server. Times the worker compares are
 * milliseconds since the epoch, as the rate limits' are.
 */
export const outbox = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (c) =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      // appointment, order, order_confirmation, testimonial or test: what the admin filters by.
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      // An order's receipt, attached when sent (read from the file table then, not copied).
      .addColumn('attachment_file_id', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      // An instance sending a row holds it until then; a crashed instance's claim runs out.
      .addColumn('claimed_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('claim_token', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', pg ? 'timestamptz' : 'text')
      .addColumn('created', pg ? 'timestamptz' : 'text', (c) => c.notNull())
      .execute();
    // What the worker asks every few seconds: the unsent rows that are due.
    await db.schema
      .createIndex('mail_outbox_due_idx')
      .on('mail_outbox')
      .columns(['sent_at', 'next_attempt_at'])
      .execute();
  },
});
