import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Today's visits added up as they are written (issue 43, docs/decisions/0042), so the
 * dashboard reads a day's totals instead of counting its raw views. `visit_visitor`: each
 * keyed visitor of a day and its first view: the source and campaign its later views
 * count for, the page and language it was counted for; `visit_seen`: the other pages and
 * languages a visitor was counted for, so it counts once in each. Both are kept as long
 * as the raw views. The raw views are no longer read by visitor: their index on the
 * visitor makes way for one on the day, which the fold asks by.
 *
 * Days whose views were counted before this (today, and yesterday until its fold) get
 * their visitors from those raw views, and today its totals: what the read made of them
 * until now.
 */
export function visitRunningTotals(dialect: DialectName) {
  // SQLite: rows kept in their primary key's tree alone, not in a second one beside the
  // table's: one tree written per row, by every batch of views.
  const keyedRowsOnly = (table: CreateTableBuilder<string>) =>
    dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('visit_visitor')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('campaign', 'text')
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('visit_visitor_pk', ['day', 'visitor'])
        .$call(keyedRowsOnly)
        .execute();
      await db.schema
        .createTable('visit_seen')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('visit_seen_pk', ['day', 'dimension', 'name', 'visitor'])
        .$call(keyedRowsOnly)
        .execute();
      await fromRawViews(db, dialect);
      await db.schema.dropIndex('visit_hit_day_visitor_idx').execute();
      await db.schema.createIndex('visit_hit_day_idx').on('visit_hit').column('day').execute();
    },
  };
}

/** The new tables, and the totals of days not folded, made from the raw views kept. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function fromRawViews(db: Kysely<any>, dialect: DialectName) {
  const at = dialect === 'postgres' ? sql`strpos(h.path, '?')` : sql`instr(h.path, '?')`;
  // A page is its path without the `?utm_*` tags that tell posts apart.
  const page = sql`case when ${at} > 0 then substr(h.path, 1, ${at} - 1) else h.path end`;
  await sql`insert into visit_visitor (day, visitor, source, campaign, page, language)
    select h.day, h.visitor, h.source, h.campaign, ${page}, h.language from visit_hit h
    join (select day, visitor, min(id) as id from visit_hit
          where visitor is not null group by day, visitor) f on f.id = h.id`.execute(db);
  // Every page and language of each visitor: the first view's too, which is never asked.
  await sql`insert into visit_seen (day, dimension, name, visitor)
    select distinct h.day, 'page', ${page}, h.visitor from visit_hit h
    where h.visitor is not null`.execute(db);
  await sql`insert into visit_seen (day, dimension, name, visitor)
    select distinct day, 'language', language, visitor from visit_hit
    where visitor is not null`.execute(db);
  const names = {
    site: sql`''`,
    page,
    source: sql`coalesce(v.source, h.source)`,
    // A view without a key has no visitor to go by: its own campaign. None is no row.
    campaign: sql`coalesce(case when h.visitor is null then h.campaign else v.campaign end, '')`,
    device: sql`h.device`,
    language: sql`h.language`,
  };
  for (const [dimension, name] of Object.entries(names)) {
    await sql`insert into visit_total (day, dimension, name, visitors, visits, pageviews)
      select day, ${sql.lit(dimension)}, name, count(distinct visitor), sum(entry), count(*)
      from (select h.day as day, ${name} as name, h.visitor as visitor, h.entry as entry
            from visit_hit h left join visit_visitor v on v.day = h.day and v.visitor = h.visitor
            where h.day not in (select day from visit_fold)) named
      ${dimension === 'campaign' ? sql`where name <> ''` : sql``}
      group by day, name`.execute(db);
  }
}
