import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The first schema: every entity of the public site and the back office, plus files,
 * accounts and sessions.
 * Written out in full (not derived from the registry) so that later changes to the
 * registry never rewrite history; later migrations alter what is here.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<string, any>;

export function initial(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const types = {
    timestamp: pg ? 'timestamptz' : 'text',
    boolean: pg ? 'boolean' : 'integer',
    real: pg ? 'double precision' : 'real',
    bytes: pg ? 'bytea' : 'blob',
  } as const;

  const withId = (t: Table) =>
    pg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const created = (t: Table) => t.addColumn('created', types.timestamp, (c) => c.notNull());
  const texts = (t: Table, ...names: string[]) =>
    names.reduce((acc, name) => acc.addColumn(name, 'text'), t);
  const bilingual = (t: Table, ...names: string[]) =>
    texts(t, ...names.flatMap((n) => [n, `${n}_mm`]));
  const flag = (t: Table, name: string) =>
    t.addColumn(name, types.boolean, (c) => c.notNull().defaultTo(pg ? false : 0));
  const references =
    (table: string, onDelete: 'restrict' | 'set null' | 'cascade') =>
    (c: ColumnDefinitionBuilder) =>
      c.references(`${table}.id`).onDelete(onDelete);

  async function table(db: Db, name: string, build: (t: Table) => Table) {
    await build(withId(db.schema.createTable(name))).execute();
  }

  return {
    async up(db: Db) {
      await db.schema
        .createTable('file')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('bytes', types.bytes, (c) => c.notNull())
        .addColumn('created', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('file_name_idx').on('file').column('name').execute();
      await db.schema
        .createTable('file_variant')
        .addColumn('file_id', 'text', (c) => c.notNull().references('file.id').onDelete('cascade'))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', types.bytes, (c) => c.notNull())
        .addPrimaryKeyConstraint('file_variant_pk', ['file_id', 'width', 'format'])
        .execute();

      await table(db, 'account', (t) =>
        created(
          t
            .addColumn('username', 'text', (c) => c.notNull().unique())
            .addColumn('email', 'text', (c) => c.notNull())
            .addColumn('password_hash', 'text', (c) => c.notNull()),
        ),
      );
      await table(db, 'session', (t) =>
        created(
          t
            .addColumn('token_hash', 'text', (c) => c.notNull().unique())
            .addColumn('account_id', 'integer', (c) =>
              references('account', 'cascade')(c.notNull()),
            )
            .addColumn('expires_at', types.timestamp, (c) => c.notNull()),
        ),
      );

      await table(db, 'content_home', (t) =>
        created(
          texts(
            t,
            'banner_text_en',
            'banner_text_mm',
            'banner_button_en',
            'banner_button_mm',
            'banner_image',
            'banner_button_link',
          ),
        ),
      );
      await table(db, 'main_category', (t) => created(bilingual(t, 'name')));
      await table(db, 'sub_category', (t) =>
        created(
          bilingual(t, 'name').addColumn(
            'main_category_id',
            'integer',
            references('main_category', 'restrict'),
          ),
        ),
      );
      await table(db, 'product', (t) =>
        created(
          texts(
            bilingual(t, 'heading', 'description'),
            'currency',
            'video_link',
            'type',
            'shipping_type',
            'image',
          )
            .addColumn('price', types.real, (c) => c.notNull().defaultTo(0))
            .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
            .addColumn('sub_category_id', 'integer', references('sub_category', 'restrict')),
        ),
      );
      await table(db, 'event', (t) =>
        created(
          texts(
            bilingual(t, 'name', 'description', 'time', 'tag', 'location', 'trainer'),
            'link',
            'image',
          ),
        ),
      );
      for (const name of ['client', 'award']) {
        await table(db, name, (t) =>
          created(
            texts(bilingual(t, 'name'), 'image').addColumn('rank', 'integer', (c) =>
              c.notNull().defaultTo(1),
            ),
          ),
        );
      }
      await table(db, 'learning_milestone', (t) =>
        created(bilingual(t, 'name').addColumn('year', 'integer')),
      );
      await table(db, 'article', (t) =>
        created(
          flag(texts(bilingual(t, 'name', 'description', 'content'), 'image'), 'is_published'),
        ),
      );
      await db.schema.createIndex('article_created_idx').on('article').column('created').execute();
      await table(db, 'quote', (t) =>
        created(
          flag(texts(t, 'image'), 'is_featured').addColumn(
            'article_id',
            'integer',
            references('article', 'set null'),
          ),
        ),
      );
      await table(db, 'blog_video', (t) =>
        created(flag(texts(bilingual(t, 'name', 'description'), 'video_url'), 'is_published')),
      );
      await table(db, 'press', (t) =>
        created(
          flag(
            texts(bilingual(t, 'name', 'description'), 'type', 'video_url', 'image'),
            'is_published',
          ),
        ),
      );
      await table(db, 'site_constant', (t) =>
        created(
          t.addColumn('name', 'text', (c) => c.notNull().unique()).addColumn('value', 'text'),
        ),
      );
      await table(db, 'color', (t) =>
        created(
          t
            .addColumn('name', 'text', (c) => c.notNull())
            .addColumn('type', 'text', (c) => c.notNull().unique()),
        ),
      );
      await table(db, 'appointment', (t) =>
        created(
          flag(
            texts(
              t,
              'name',
              'role',
              'business',
              'mode_of_contact',
              'contact_information',
              'appointment_for',
              'message',
            ),
            'resolved',
          ),
        ),
      );
      await table(db, 'payment', (t) =>
        created(
          flag(
            texts(
              t,
              'product_name',
              'currency',
              'name',
              'phone_number',
              'email',
              'address',
              'receipt_photo',
            )
              .addColumn('amount', types.real, (c) => c.notNull().defaultTo(0))
              .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1)),
            'resolved',
          ),
        ),
      );
      await table(db, 'testimonial', (t) =>
        created(
          flag(
            texts(
              t,
              'name',
              'organization',
              'programs',
              'programs_mm',
              'role',
              'differences',
              'take_away',
              'photo',
            ),
            'is_published',
          ),
        ),
      );
      for (const name of ['appointment', 'payment', 'testimonial']) {
        await db.schema.createIndex(`${name}_created_idx`).on(name).column('created').execute();
      }
      await table(db, 'stats', (t) =>
        created(
          texts(
            [
              'business_coaching_leaders',
              'business_coaching_count',
              'strategic_planning_businesses',
              'strategic_planning_count',
              'team_coaching_businesses',
              'team_coaching_count',
              'business_development_training_leaders',
              'leadership_development_training_leaders',
              'nlp_certification_training_leaders',
            ].reduce((acc, n) => acc.addColumn(n, 'integer'), t),
            'business_coaching_image',
            'strategic_planning_image',
            'team_coaching_image',
            'business_development_training_image',
            'leadership_development_training_image',
            'nlp_certification_training_image',
          ),
        ),
      );
      await table(db, 'banners', (t) =>
        created(
          texts(
            t,
            'home_banner_image',
            'mobile_home_banner_image',
            'meet_mung_banner_image',
            'one_on_one_coaching_banner_image',
            'team_coaching_banner_image',
            'trainings_banner_image',
          ),
        ),
      );
    },
  };
}
