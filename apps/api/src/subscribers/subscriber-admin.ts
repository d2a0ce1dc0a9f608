import {
  type Language,
  type Subscriber,
  type SubscriberState,
  SUBSCRIBER_STATES,
  oneOf,
  schemas,
} from '@coach/contract';
import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import { addressKey } from '@coach/contract/subscribers';
import { sql } from 'kysely';
import { z } from 'zod';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/connect.ts';
import { invalid, notFound, parseOrThrow } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { parseId } from '../resources/crud-service.ts';
import { type CsvColumn, csvFile, siteTime } from '../resources/csv-file.ts';
import {
  MAX_IMPORT,
  type SubscriberList,
  addressesIn,
  erasedHash,
  newToken,
} from './subscribers.ts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

/**
 * A page's bounds are not refused but brought within them: a limit that is no number is
 * the usual 50, one past 500 is 500; an offset that is no number, or below 0, is 0.
 */
const within = (min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (v) => Math.floor(Math.min(max, Math.max(min, Number(v) || fallback))),
      z.int().min(min).max(max),
    )
    .prefault(fallback);

/** `GET /api/subscribers`'s query (format, the route's own, aside). */
export const listQueryFields = {
  state: z.preprocess((v) => (v === '' ? undefined : v), oneOf(SUBSCRIBER_STATES).optional()),
  // Text alone: a parameter sent twice looks for nothing.
  search: z
    .preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().optional())
    .meta({ description: 'Part of the address' }),
  limit: within(1, MAX_LIMIT, DEFAULT_LIMIT).meta({
    description: `Rows per page (${DEFAULT_LIMIT})`,
  }),
  offset: within(0, Number.MAX_SAFE_INTEGER, 0),
};
export type ListQuery = z.output<z.ZodObject<typeof listQueryFields>>;

/**
 * The owner's side of the email list (issue 44, item 5): the list with its counts, its CSV,
 * suppressing or taking an address off, erasing it (a hash stays), and importing addresses.
 */
export function subscriberAdmin(
  database: Database,
  list: SubscriberList,
  mail: MailService,
  timeZone = DEFAULT_TIME_ZONE,
) {
  const { db } = database;

  function filtered(query: ListQuery) {
    let select = db.selectFrom('subscriber');
    if (query.state !== undefined) select = select.where('state', '=', query.state);
    const search = query.search?.trim().toLowerCase();
    if (search) {
      const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
      select = select.where(sql<boolean>`address_key like ${`%${escaped}%`} escape '\\'`);
    }
    return select;
  }

  /** GET /subscribers: newest first, a page at a time, with counts by state and language. */
  async function read(query: ListQuery) {
    const { limit, offset } = query;
    const [rows, total, byGroup] = await Promise.all([
      filtered(query).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      filtered(query)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('subscriber')
        .select(['state', 'language', (eb) => eb.fn.countAll().as('n')])
        .groupBy(['state', 'language'])
        .execute(),
    ]);
    const states = Object.fromEntries(SUBSCRIBER_STATES.map((s) => [s, 0])) as Record<
      SubscriberState,
      number
    >;
    const languages: Record<Language, number> = { en: 0, mm: 0 };
    for (const group of byGroup) {
      states[group.state as SubscriberState] += Number(group.n);
      languages[group.language as Language] += Number(group.n);
    }
    return {
      subscribers: rows.map(list.toSubscriber),
      total: Number(total.n),
      limit,
      offset,
      counts: { state: states, language: languages },
    };
  }

  const when = siteTime(timeZone);
  const columns: CsvColumn<Subscriber>[] = [
    ['Email', (r) => r.email],
    ['Language', (r) => r.language],
    ['State', (r) => r.state],
    ['Signed Up', (r) => when(r.created)],
    ['Confirmed', (r) => when(r.confirmed_at)],
    ['Source Page', (r) => r.source_page ?? ''],
    ['Consent', (r) => r.consent_text ?? ''],
  ];

  /** The filtered list as a CSV file (csv-file.ts), times in the site's zone. */
  async function csv(query: ListQuery) {
    const rows = (await filtered(query).selectAll().orderBy('id').execute()).map(list.toSubscriber);
    return csvFile(columns, rows);
  }

  async function setState(rawId: unknown, state: 'suppressed' | 'unsubscribed', by: Viewer) {
    const id = parseId(rawId, 'Subscriber');
    return inTransaction(db, async (trx) => {
      const row = await trx
        .updateTable('subscriber')
        .set({
          state,
          confirm_token_hash: null,
          ...(state === 'suppressed' && { suppressed_reason: 'Suppressed by the owner' }),
          changed_at: list.nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(() => notFound('Subscriber'));
      await recordBy(trx, by, {
        action: 'subscriber_state',
        resource: 'subscribers',
        recordId: id,
        detail: { status: state },
      });
      return list.toSubscriber(row);
    });
  }

  /**
   * Erasure on request: the record and its consent go; the hash of the address stays, so
   * an import never adds it again (a sign-up by its owner may: decision 0043).
   */
  async function erase(rawId: unknown, by: Viewer) {
    const id = parseId(rawId, 'Subscriber');
    await inTransaction(db, async (trx) => {
      const row = await trx
        .deleteFrom('subscriber')
        .where('id', '=', id)
        .returning(['email'])
        .executeTakeFirstOrThrow(() => notFound('Subscriber'));
      await trx
        .insertInto('subscriber_erased')
        .values({ address_hash: erasedHash(row.email), erased_at: list.nowIso() })
        .onConflict((oc) => oc.column('address_hash').doNothing())
        .execute();
      await recordBy(trx, by, {
        action: 'subscriber_erase',
        resource: 'subscribers',
        recordId: id,
      });
    });
  }

  /**
   * POST /subscribers/import: each new address is asked to confirm by email, unless the
   * owner states that consent was given and where (recorded as its consent). Addresses on
   * the list already, and erased ones, are left as they are. Answers the counts.
   */
  async function importAddresses(sent: unknown, by: Viewer, origin: string) {
    const input = parseOrThrow(schemas.subscribers.import, sent);
    const addresses = addressesIn(input.csv);
    if (!addresses.length) throw invalid([{ field: 'csv', message: 'No email address found' }]);
    if (addresses.length > MAX_IMPORT)
      throw invalid([{ field: 'csv', message: `At most ${MAX_IMPORT} addresses at once` }]);
    const language = input.language ?? 'en';
    const counts = { added: 0, asked_to_confirm: 0, already: 0, erased: 0 };
    await inTransaction(db, async (trx) => {
      for (const email of addresses) {
        if (await list.isErased(trx, email)) {
          counts.erased++;
          continue;
        }
        const now = list.nowIso();
        const consent = input.consent_given
          ? `Imported by the owner: consent given at ${input.consent_source!.trim()}`
          : 'Imported by the owner; asked to confirm by email';
        const row = await trx
          .insertInto('subscriber')
          .values({
            email,
            address_key: addressKey(email),
            language,
            state: input.consent_given ? 'subscribed' : 'pending',
            source_page: 'import',
            consent_text: consent,
            consent_at: input.consent_given ? now : null,
            confirmed_at: input.consent_given ? now : null,
            unsubscribe_token: newToken(),
            created: now,
            changed_at: now,
          })
          .onConflict((oc) => oc.column('address_key').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) {
          counts.already++;
          continue;
        }
        counts.added++;
        if (!input.consent_given) {
          await list.askToConfirm(trx, row, language, list.originOf(origin));
          counts.asked_to_confirm++;
        }
      }
      await recordBy(trx, by, {
        action: 'subscriber_import',
        resource: 'subscribers',
        recordId: null,
        detail: { count: counts.added },
      });
    });
    if (counts.asked_to_confirm) mail.nudge();
    return counts;
  }

  return {
    read,
    csv,
    suppress: (id: unknown, by: Viewer) => setState(id, 'suppressed', by),
    remove: (id: unknown, by: Viewer) => setState(id, 'unsubscribed', by),
    erase,
    importAddresses,
  };
}

export type SubscriberAdmin = ReturnType<typeof subscriberAdmin>;
