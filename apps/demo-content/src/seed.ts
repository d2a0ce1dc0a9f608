import {
  type Database,
  SITE_TABLES,
  type Services,
  createServices,
  ensureSiteSettings,
} from '@coach/api';
import { sql } from 'kysely';
import { artFiles } from './art-files.ts';
import type { SeedContext } from './context.ts';
import type { PictureSource } from './pictures.ts';
import { seedArticles, seedBlog, seedVisitors } from './seed-blog.ts';
import { seedRegistrations } from './seed-registrations.ts';
import { seedSearches } from './seed-searches.ts';
import { seedVisits } from './seed-visits.ts';
import { seedBookings } from './seed-bookings.ts';
import { seedNewsletters } from './seed-newsletters.ts';
import { seedHistory } from './seed-history.ts';
import { seedSubscribers } from './seed-subscribers.ts';
import {
  seedBanners,
  seedEvents,
  seedPageCards,
  seedPaymentMethods,
  seedProfile,
  seedShop,
} from './seed-site.ts';

/**
 * Realistic bilingual demo content for a fresh install: every kind of record the public
 * site and the back office show, with generated pictures, written through the same
 * services the API uses.
 */

/**
 * Tables whose rows mean "this site is in use". Uploaded files count too: once a site
 * has been used, deleting all of its content must not bring the demo back at restart.
 */
// Settings every site has from its first start (and its bookkeeping) are not content, nor
// is the audit log (the ADMIN_* account made at start is recorded before the demo is added).
const NOT_CONTENT = new Set<string>([
  'account',
  'site_constant',
  'color',
  'site_meta',
  'audit_entry',
]);
const CONTENT_TABLES = SITE_TABLES.filter((table) => !NOT_CONTENT.has(table));

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
 * Each inserts the same claim row, in the transaction that seeds, and only one insert
 * can succeed: PostgreSQL holds the others until the first commits (or rolls back, when
 * its instance died: then the next one seeds), and SQLite lets one process write at a time.
 */
async function claimSeeding(db: Database['db']): Promise<boolean> {
  const result = await db
    .insertInto('site_meta')
    .values({ key: SEED_CLAIM, value: 'added', created: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface SeedOptions {
  /** The moment the demo dates are relative to (default: now). */
  now?: Date;
  /** Told what was done (or why nothing was). */
  log?: (message: string) => void;
  /** Where the pictures come from (default: shipped copies, else kept or drawn; pictures.ts). */
  pictures?: PictureSource;
}

/**
 * Fills an empty database with demo content, all of it or nothing: it is written in one
 * transaction, so an instance killed halfway leaves no trace and the next start begins
 * again. Answers false, and changes nothing, when the database already has content or
 * another instance added it.
 */
export async function seedDemoContent(
  services: Services,
  { now = new Date(), log, pictures }: SeedOptions = {},
): Promise<boolean> {
  if (await hasContent(services.database)) {
    log?.('demo content not added: the database already has content');
    return false;
  }
  const started = performance.now();
  const outcome = await services.database.db
    .transaction()
    .execute(async (trx) => {
      const database = { ...services.database, db: trx };
      if (!(await claimSeeding(trx))) return 'another instance added it';
      // Checked again inside the transaction: content may have come since the check above.
      if (await hasContent(database)) throw new AlreadyInUse();
      const ctx = seedContext(database, services, now, pictures);
      await ensureSiteSettings(ctx.services);
      await seedBanners(ctx);
      await seedShop(ctx);
      await seedPaymentMethods(ctx);
      await seedPageCards(ctx);
      await seedEvents(ctx);
      await seedProfile(ctx);
      const articles = await seedArticles(ctx);
      await seedBlog(ctx, articles);
      await seedNewsletters(ctx, articles);
      await seedVisitors(ctx);
      await seedRegistrations(ctx);
      await seedBookings(ctx);
      await seedSubscribers(ctx);
      await seedHistory(ctx);
      // The history moves dates by hand: the search's entries are written from the rows as they end up.
      await ctx.services.search.reindex();
      // Counted as the site counts them, in this transaction too: a seeding stopped here
      // (the database busy with another instance) is tried again whole, never left half done.
      await seedSearches(ctx.services);
      await seedVisits(ctx.services, now);
      // One entry for the whole demo, by the site itself: its rows are no one's admin writes.
      const records = Object.values(ctx.counts).reduce((sum, n) => sum + n, 0);
      await ctx.services.audit.record(null, {
        action: 'demo_content',
        resource: 'site',
        detail: { count: records },
      });
      return ctx;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyInUse) return 'the database already has content';
      throw error;
    });
  if (typeof outcome === 'string') {
    log?.(`demo content not added: ${outcome}`);
    return false;
  }
  const rows = Object.entries(outcome.counts)
    .map(([slug, n]) => `${n} ${slug}`)
    .join(', ');
  log?.(
    `demo content added in ${Math.round(performance.now() - started)} ms: ${rows}; ` +
      `${outcome.art.count()} generated images (${outcome.art.summary()}), stats, banners, payment methods, a social card, colours and constants`,
  );
  return true;
}

/** Thrown to roll the seeding transaction back when content arrived meanwhile. */
class AlreadyInUse extends Error {}

/**
 * Services working inside the seeding transaction, so every row is part of it. Mail is
 * off for them: the demo's made-up orders and requests must not email the owner.
 */
function seedContext(
  database: Database,
  services: Services,
  now: Date,
  pictures?: PictureSource,
): SeedContext {
  const inTransaction = createServices(database, { ...services.options, mail: undefined });
  return { services: inTransaction, art: artFiles(inTransaction, pictures), now, counts: {} };
}
