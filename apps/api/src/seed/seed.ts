import { sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import type { Services } from '../services.ts';
import { artFiles } from './art-files.ts';
import type { SeedContext } from './context.ts';
import { seedArticles, seedBlog, seedVisitors } from './seed-blog.ts';
import { seedBanners, seedEvents, seedProfile, seedShop } from './seed-site.ts';
import { ensureSiteSettings } from './settings.ts';

export { ensureSiteSettings } from './settings.ts';

/**
 * Realistic bilingual demo content for a fresh install: every entity of both specs,
 * with generated pictures, written through the same services the API uses.
 */

/**
 * Tables whose rows mean "this site is in use". Uploaded files count too: once a site
 * has been used, deleting all of its content must not bring the demo back at restart.
 */
const CONTENT_TABLES = [
  'file',
  'content_home',
  'main_category',
  'sub_category',
  'product',
  'event',
  'client',
  'award',
  'learning_milestone',
  'article',
  'quote',
  'blog_video',
  'press',
  'testimonial',
  'appointment',
  'payment',
  'stats',
  'banners',
] as const;

export async function hasContent({ db }: Database): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

const SEED_CLAIM = 'demo_content';

/**
 * Several app instances may start together on one database; only one of them may seed.
 * Each tries to insert the same claim row and only one insert can succeed, on SQLite
 * (even across processes) and PostgreSQL alike. A failed seed gives its claim back so
 * the next start tries again.
 */
async function claimSeeding({ db }: Database): Promise<boolean> {
  const result = await db
    .insertInto('site_meta')
    .values({ key: SEED_CLAIM, value: 'seeding', created: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function releaseClaim({ db }: Database) {
  await db.deleteFrom('site_meta').where('key', '=', SEED_CLAIM).execute();
}

export interface SeedOptions {
  /** The moment the demo dates are relative to (default: now). */
  now?: Date;
  /** Told what was created, once seeding is done. */
  log?: (message: string) => void;
}

/**
 * Fills an empty database with demo content. Answers false, and changes nothing, when
 * the database already has content.
 */
export async function seedDemoContent(
  services: Services,
  { now = new Date(), log }: SeedOptions = {},
): Promise<boolean> {
  if (await hasContent(services.database)) return false;
  if (!(await claimSeeding(services.database))) return false;
  try {
    const started = performance.now();
    const ctx: SeedContext = { services, art: artFiles(services), now, counts: {} };
    await ensureSiteSettings(services);
    await seedBanners(ctx);
    await seedShop(ctx);
    await seedEvents(ctx);
    await seedProfile(ctx);
    const articles = await seedArticles(ctx);
    await seedBlog(ctx, articles);
    await seedVisitors(ctx);
    const rows = Object.entries(ctx.counts)
      .map(([slug, n]) => `${n} ${slug}`)
      .join(', ');
    log?.(
      `demo content added in ${Math.round(performance.now() - started)} ms: ${rows}; ` +
        `${ctx.art.count()} generated images, stats, banners, colours and constants`,
    );
    return true;
  } catch (error) {
    await releaseClaim(services.database);
    throw error;
  }
}
