import type { Kysely } from 'kysely';

/**
 * Indexes for the lists' order and filters, so a page of a list costs the same with ten
 * rows or fifty thousand: newest first (created, id), by rank, by year; the published
 * flag visitors' lists filter on; the resolved flag of the back office; and the columns
 * that point to a parent (joins, and the "in use" check before a delete).
 */
const INDEXES: [table: string, columns: string[]][] = [
  ...[
    'event',
    'article',
    'quote',
    'blog_video',
    'press',
    'appointment',
    'payment',
    'testimonial',
  ].map((table): [string, string[]] => [table, ['created', 'id']]),
  ['client', ['rank', 'id']],
  ['award', ['rank', 'id']],
  ['learning_milestone', ['year', 'id']],
  ...['article', 'blog_video', 'press', 'testimonial'].map((table): [string, string[]] => [
    table,
    ['is_published', 'created', 'id'],
  ]),
  ['appointment', ['resolved', 'created']],
  ['payment', ['resolved', 'created']],
  ['product', ['sub_category_id']],
  ['sub_category', ['main_category_id']],
  ['quote', ['article_id']],
];

export const indexName = (table: string, columns: string[]) => `${table}_${columns.join('_')}_idx`;

export const listIndexes = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    for (const [table, columns] of INDEXES) {
      await db.schema.createIndex(indexName(table, columns)).on(table).columns(columns).execute();
    }
  },
};
