import { type Migration, Migrator, sql } from 'kysely';
import type { Database } from './connect.ts';
import { DatabaseUnavailableError } from './faults.ts';
import { initial } from './migrations/0001-initial.ts';
import { siteMeta } from './migrations/0002-site-meta.ts';
import { listIndexes } from './migrations/0003-list-indexes.ts';
import { rateLimits } from './migrations/0004-rate-limits.ts';
import { fileVisibility } from './migrations/0005-file-visibility.ts';
import { changeVersions } from './migrations/0006-change-versions.ts';
import { outbox } from './migrations/0007-outbox.ts';
import { eventDates } from './migrations/0008-event-dates.ts';
import { articleLinkRel } from './migrations/0009-article-link-rel.ts';
import { passwordReset } from './migrations/0010-password-reset.ts';
import { rolesAndSessions } from './migrations/0011-roles-and-sessions.ts';
import { totp } from './migrations/0012-totp.ts';
import { auditLog } from './migrations/0013-audit-log.ts';
import { orderStatuses } from './migrations/0014-order-statuses.ts';
import { spam } from './migrations/0015-spam.ts';
import { paymentMethods } from './migrations/0016-payment-methods.ts';
import { trash } from './migrations/0017-trash.ts';
import { revisions } from './migrations/0018-revisions.ts';
import { publishedAt } from './migrations/0019-published-at.ts';
import { publishAt } from './migrations/0020-publish-at.ts';
import { pageCards } from './migrations/0021-page-cards.ts';
import { previewLinks } from './migrations/0022-preview-links.ts';
import { bookings } from './migrations/0023-bookings.ts';
import { fileDetails } from './migrations/0024-file-details.ts';
import { fileDetailsVersion } from './migrations/0025-file-details-version.ts';
import { heldMail } from './migrations/0026-held-mail.ts';
import { uploadOwners } from './migrations/0027-upload-owners.ts';
import { bookingEmail } from './migrations/0028-booking-email.ts';
import { shippingNote } from './migrations/0030-shipping-note.ts';
import { ownerDay } from './migrations/0031-owner-day.ts';
import { articleSubtitle } from './migrations/0032-article-subtitle.ts';
import { eventRegistrations } from './migrations/0033-event-registrations.ts';
import { registrationTickets } from './migrations/0034-registration-tickets.ts';
import { mailTicket } from './migrations/0035-mail-ticket.ts';
import { search } from './migrations/0036-search.ts';
import { visits } from './migrations/0037-visits.ts';
import { subscribers } from './migrations/0038-subscribers.ts';
import { newsletters } from './migrations/0039-newsletters.ts';
import { visitRunningTotals } from './migrations/0040-visit-running-totals.ts';
import { idempotencyKeys } from './migrations/0041-idempotency-keys.ts';
import { outboxDueIndexes } from './migrations/0042-outbox-due-indexes.ts';

/** Migrations in order. Names are permanent: Kysely records them in the database. */
function migrationsFor(dialect: Database['dialect']): Record<string, Migration> {
  return {
    '0001-initial': initial(dialect),
    '0002-site-meta': siteMeta(dialect),
    '0003-list-indexes': listIndexes,
    '0004-rate-limits': rateLimits,
    '0005-file-visibility': fileVisibility,
    '0006-change-versions': changeVersions(dialect),
    '0007-outbox': outbox(dialect),
    '0008-event-dates': eventDates(dialect),
    '0009-article-link-rel': articleLinkRel,
    '0010-password-reset': passwordReset(dialect),
    '0011-roles-and-sessions': rolesAndSessions(dialect),
    '0012-totp': totp(dialect),
    '0013-audit-log': auditLog(dialect),
    '0014-order-statuses': orderStatuses(dialect),
    '0015-spam': spam(dialect),
    '0016-payment-methods': paymentMethods(dialect),
    '0017-trash': trash(dialect),
    '0018-revisions': revisions(dialect),
    '0019-published-at': publishedAt(dialect),
    '0020-publish-at': publishAt(dialect),
    '0021-page-cards': pageCards(dialect),
    '0022-preview-links': previewLinks(dialect),
    '0023-bookings': bookings(dialect),
    '0024-file-details': fileDetails(dialect),
    '0025-file-details-version': fileDetailsVersion(dialect),
    '0026-held-mail': heldMail(dialect),
    '0027-upload-owners': uploadOwners(),
    '0028-booking-email': bookingEmail(),
    '0030-shipping-note': shippingNote(),
    '0031-owner-day': ownerDay(dialect),
    '0032-article-subtitle': articleSubtitle(),
    '0033-event-registrations': eventRegistrations(dialect),
    '0034-registration-tickets': registrationTickets(dialect),
    '0035-mail-ticket': mailTicket(),
    '0036-search': search(dialect),
    '0037-visits': visits(dialect),
    '0038-subscribers': subscribers(dialect),
    '0039-newsletters': newsletters(dialect),
    '0040-visit-running-totals': visitRunningTotals(dialect),
    '0041-idempotency-keys': idempotencyKeys(dialect),
    '0042-outbox-due-indexes': outboxDueIndexes,
  };
}

/** The names of the migrations this code knows, oldest first. */
export const migrationNames = (dialect: Database['dialect']) => Object.keys(migrationsFor(dialect));

/**
 * Brings the schema up to date. Safe to run from many app instances at once: Kysely
 * takes a lock (an advisory lock on PostgreSQL) and skips what is already applied.
 */
export async function migrate(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    // Changes made side by side take numbers in turn but may land in either order: a
    // database that already has 0013 still takes 0012 when it arrives (each migration
    // touches tables of its own, so their order between themselves does not matter).
    allowUnorderedMigrations: true,
    // Kysely looks for its own tables in every schema of the database unless told which one;
    // another schema's kysely_migration_lock (a second app, a parallel test) would then be
    // taken for ours and the migration fails. Name the schema the tables are made in.
    ...(database.dialect === 'postgres' && {
      migrationTableSchema: await currentSchema(database),
    }),
  });
  // On SQLite, Kysely's lock only guards one process. Two processes on one file (two
  // instances started together) can both decide a migration is due; SQLite lets one
  // transaction write and the other fails and rolls back whole. Run again: the loser
  // then finds the migration applied. PostgreSQL's advisory lock makes one attempt final.
  const attempts = database.dialect === 'sqlite' ? 5 : 1;
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (attempt >= attempts) {
      // A database that is away is worth waiting for (untilAvailable); anything else is a bug.
      if (error instanceof DatabaseUnavailableError) throw error;
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
        cause: error,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

async function currentSchema({ db }: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

/**
 * Answers when the database answers and holds every migration this code knows; throws
 * a 503 naming the cause otherwise. A newer instance may have applied more (a rolling
 * upgrade): that schema still serves this code.
 */
export async function assertSchemaCurrent(database: Database): Promise<void> {
  const rows = await database.db
    .withTables<{ kysely_migration: { name: string } }>()
    .selectFrom('kysely_migration')
    .select('name')
    .execute();
  const applied = new Set(rows.map((row) => row.name));
  const missing = Object.keys(migrationsFor(database.dialect)).filter((name) => !applied.has(name));
  if (missing.length) {
    throw new DatabaseUnavailableError(`the schema is not current (missing ${missing.join(', ')})`);
  }
}
