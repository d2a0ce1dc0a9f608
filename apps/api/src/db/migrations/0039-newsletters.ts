import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Newsletters (issue 44, docs/decisions/0044). `newsletter`: the owner's letter in both
 * languages, its state (draft, scheduled, sending, sent), when it goes, and its counts once
 * done. Each mail to a subscriber is an outbox row naming the letter and the subscriber;
 * the unique (newsletter_id, subscriber_id) index makes queueing idempotent, so every
 * instance and every restart can queue again and each subscriber still gets one row.
 * `mail_pace`: the next free sending slot of a paced kind of mail, shared by the instances
 * (NEWSLETTER_PER_HOUR).
 */
export function newsletters(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const at = pg ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('newsletter')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('subject_mm', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('body_mm', 'text', (c) => c.notNull())
        .addColumn('article_id', 'integer')
        // The site's address for the letter's links when PUBLIC_URL is not set (the request's).
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('send_at', at)
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('finished_at', at)
        .addColumn('created', at, (c) => c.notNull())
        .addColumn('changed_at', at, (c) => c.notNull())
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('newsletter_id', 'integer').execute();
      await db.schema.alterTable('mail_outbox').addColumn('subscriber_id', 'integer').execute();
      // A test's language (a subscriber's mail takes its subscriber's at send time).
      await db.schema.alterTable('mail_outbox').addColumn('language', 'text').execute();
      await db.schema
        .createIndex('mail_outbox_newsletter_idx')
        .on('mail_outbox')
        .columns(['newsletter_id', 'subscriber_id'])
        .unique()
        .execute();
      await db.schema
        .createTable('mail_pace')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('next_at', 'bigint', (c) => c.notNull())
        .addColumn('granted', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.insertInto('mail_pace').values({ name: 'newsletter', next_at: 0 }).execute();
    },
  };
}
