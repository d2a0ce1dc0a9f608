import { type Clock, systemClock } from '../clock.ts';
import type { Database } from './connect.ts';
import { type TimedChange, timedChangeStates } from './timed-changes.ts';

/**
 * The tables with a change version today: each has a row in `change_version` and
 * triggers that raise it (made by migration 0006, which keeps its own frozen copy of the
 * list, as a migration must). A table added later gets its row and triggers from a
 * migration of its own and its name here; a test compares this list with the database.
 */
export const VERSIONED_TABLES = [
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
  'site_constant',
  'color',
  'appointment',
  'payment',
  'testimonial',
  'stats',
  'banners',
  // Migration 0016: the accounts the checkout tells customers to pay into.
  'payment_method',
  // Migration 0021: the public pages' social cards, in every kept page's meta tags.
  'page_card',
  // Migration 0023: the coach's hours and the times booked, which the pages' forms offer.
  'availability',
  'slot_hold',
  // Migration 0033: visitors' registrations for events (the seats left are the event's).
  'registration',
] as const;

export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/**
 * Versions that stand for some columns of a table rather than for a table: rows of
 * `change_version` too, so part of the site's version like the tables'. `file_details`
 * (migration 0025) rises when an upload's alt texts or focal point change, which the
 * public pages draw it with.
 */
export const VERSIONED_DETAILS = ['file_details'] as const;

/** Tables of the site without a change version, and why: nothing kept depends on them. */
export const NOT_VERSIONED: Record<string, string> = {
  file: 'uploads change on every upload; pages name files by id, and ids never change (the alt texts and focal points pages draw with have a version of their own, VERSIONED_DETAILS)',
  account: 'sign-ins and passwords; no page or public list shows them',
  account_totp: "an account's two-factor key and last code; no page or list shows them",
  totp_recovery_code: "an account's hashed recovery codes; no page or list shows them",
  trash:
    "deleted records: a delete or restore changes the record's own table, whose version rises; the trash list itself is read fresh by the back office",
  revision:
    "records as they were before each update: read fresh by the back office's history, shown by no page",
  site_meta: 'install bookkeeping (whether the demo content was added)',
  waitlist_entry:
    "who waits for seats of a full event: read fresh by the owner's attendees screen, shown by no page; the seats an offer holds are the event's count, whose version rises with it",
  subscriber:
    "the email list: read fresh by the owner's subscribers screen and dashboard, shown by no public page",
  subscriber_erased: 'hashes of erased addresses, read only when an import checks them',
  newsletter:
    "the owner's newsletters: read fresh by the newsletters screen, shown by no public page",
  search_count:
    "searches counted per week: written by every search, read fresh by the owner's dashboard, shown by no page",
  visit_total:
    "visits per day, today's added to as they are written: read fresh by the owner's analytics, shown by no page",
  visit_conversion:
    "submissions credited to a source: read fresh by the owner's analytics, shown by no page",
  audit_entry:
    'the audit log: written with every admin write and sign-in, shown by no page; its list keeps its own count (audit/audit-service.ts)',
};

/**
 * Versioned tables that no public page or visitor's list shows: the back office reads
 * them (its counts are kept by their versions), and it is never kept. A visitor's
 * appointment or order therefore leaves every kept page as it is.
 */
export const PRIVATE_TABLES: readonly VersionedTable[] = ['appointment', 'payment', 'registration'];

export const isVersioned = (table: string): table is VersionedTable =>
  (VERSIONED_TABLES as readonly string[]).includes(table);

interface Versions {
  rows: { name: string; version: number }[];
  versionOf: (table: VersionedTable) => string;
}

/**
 * Reads the change version of tables (see migration 0006): a number that every write to
 * the table raises, in the writer's own transaction, on every instance. One indexed
 * row per table, so it costs a fraction of reading what it stands for.
 *
 * `timed`: what changes the site when a moment passes (timed-changes.ts); settled as
 * part of reading the site's version, so the first request after the moment, on any
 * instance, sees it. They are settled at the `clock`'s now (a test's own, moved at will).
 */
export function changeVersionReader(
  database: Database,
  timed: readonly TimedChange[] = [],
  clock: Clock = systemClock,
) {
  const { db } = database;
  const states = timedChangeStates(timed);
  // Built once: every kept page and list asks for it, and building it cost more than running it.
  const versionsQuery = db
    .selectFrom('change_version')
    .select(['name', 'version'])
    .where('name', 'not in', [...PRIVATE_TABLES])
    .orderBy('name')
    .compile();
  /**
   * The versions as last read, with the database's change mark taken just before: while
   * the mark is the same, nothing was written anywhere and they are still the versions
   * (SQLite; PostgreSQL has no such mark and reads every time).
   */
  let lastRead: { mark: string; versions: Versions } | null = null;

  async function readVersions(): Promise<Versions> {
    const mark = database.changeMark?.() ?? null;
    if (mark !== null && lastRead?.mark === mark) return lastRead.versions;
    const { rows } = await db.executeQuery(versionsQuery);
    const byName = new Map(rows.map((r) => [r.name, String(r.version)]));
    const versions = { rows, versionOf: (table: VersionedTable) => byName.get(table) ?? '' };
    lastRead = mark === null ? null : { mark, versions };
    return versions;
  }

  async function readSite(): Promise<string> {
    let versions = await readVersions();
    const { marks, wrote } = await states.settle(versions.versionOf, new Date(clock()));
    if (wrote.length) {
      versions = await readVersions();
      states.rekey(wrote, versions.versionOf);
    }
    return [...versions.rows.map((r) => `${r.name}:${r.version}`), ...marks].join(',');
  }

  /** The read of the site's version under way, and the count of writes when it began. */
  let siteRead: { value: Promise<string>; writes: number } | null = null;
  let writes = 0;
  /** The site's version as last read, by any request. */
  let lastSite: string | null = null;

  return {
    async of(table: VersionedTable): Promise<string> {
      const row = await db
        .selectFrom('change_version')
        .select('version')
        .where('name', '=', table)
        .executeTakeFirst();
      return String(row?.version ?? '');
    },

    /**
     * One value that changes whenever what visitors see may: the version of every table
     * but the private ones, side by side (each only grows, so the whole never repeats).
     * Time changes the site too (the `timed` changes): the home page lists upcoming events
     * first, so the count of events already over is part of it; a scheduled article's
     * time coming publishes it, which raises its table's version.
     *
     * Every kept page and list asks for it, so requests that ask at the same moment share
     * one read: under load the database sees one at a time, not one per visitor. A read
     * begun before this process's last write is not shared with later askers
     * (`noteWrite`), so a write here shows at once; another instance's, one read later.
     */
    site(): Promise<string> {
      if (siteRead?.writes === writes) return siteRead.value;
      const value = readSite().then((site) => (lastSite = site));
      const read = { value, writes };
      siteRead = read;
      const forget = () => {
        if (siteRead === read) siteRead = null;
      };
      value.then(forget, forget);
      return value;
    },

    /** Says that this process has just written: later askers read the versions anew. */
    noteWrite() {
      writes += 1;
    },

    /**
     * The site's version as last read, without reading: a guess for the overload guard,
     * which must decide at once what a request will cost. Null before the first read.
     */
    lastSeen(): string | null {
      return lastSite;
    },
  };
}

export type ChangeVersionReader = ReturnType<typeof changeVersionReader>;
