import { type Kysely, sql } from 'kysely';

/**
 * The outbox's mails waiting to go, found without reading the sent ones or a newsletter's
 * thousands: two partial indexes in `id` order, one of the newsletters' mails and one of
 * the rest, each holding only the rows not yet sent or held. The worker takes the oldest
 * due of each every few seconds (mail/outbox.ts); with the index on `sent_at` alone, each
 * batch of ten read every unsent row and sorted them, so a 10,000-subscriber send read
 * tens of millions of rows to find its mails ten at a time. The index on `sent_at` they replace goes:
 * left, it looked the better choice to SQLite's planner (which has no statistics to tell
 * it that `sent_at is null` matches most of the table), and nothing else needs it.
 */
export const outboxDueIndexes = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('mail_outbox_due_idx').execute();
    await db.schema
      .createIndex('mail_outbox_mail_due_idx')
      .on('mail_outbox')
      .column('id')
      .where(sql<boolean>`sent_at is null and held_at is null and kind <> 'newsletter'`)
      .execute();
    await db.schema
      .createIndex('mail_outbox_letter_due_idx')
      .on('mail_outbox')
      .column('id')
      .where(sql<boolean>`sent_at is null and held_at is null and kind = 'newsletter'`)
      .execute();
  },
};
