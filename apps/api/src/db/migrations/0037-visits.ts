import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Visits counted on the server, without cookies and without addresses (issue 43,
 * docs/decisions/0042). `visit_salt`: one random salt per day in the site's time zone,
 * made by whichever instance needs it first, deleted after two days; `visit_hit`: today's
 * and yesterday's page views, each with its visitor key (a keyed hash of address and
 * browser under the day's salt, none for Do Not Track); `visit_total`: the days folded,
 * per dimension and name; `visit_fold`: the claim of each day folded, so that one
 * instance folds it; `visit_conversion`: a visitor's request, booking, order or
 * testimonial with the source of that visitor's first page view of the day.
 */
export function visits(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('visit_salt')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('visit_hit')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('campaign', 'text')
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        // 1 when the view came from outside the site (a visit's first page), else 0.
        .addColumn('entry', 'integer', (c) => c.notNull())
        .addColumn('visitor', 'text')
        .execute();
      await db.schema
        .createIndex('visit_hit_day_visitor_idx')
        .on('visit_hit')
        .columns(['day', 'visitor', 'id'])
        .execute();
      await db.schema
        .createTable('visit_total')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('visitors', 'integer', (c) => c.notNull())
        .addColumn('visits', 'integer', (c) => c.notNull())
        .addColumn('pageviews', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('visit_total_pk', ['dimension', 'day', 'name'])
        .execute();
      await db.schema
        .createTable('visit_fold')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .execute();
      await db.schema
        .createTable('visit_conversion')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('visit_conversion_day_idx')
        .on('visit_conversion')
        .columns(['day'])
        .execute();
    },
  };
}
