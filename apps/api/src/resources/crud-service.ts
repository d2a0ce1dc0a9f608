import {
  type AuditAction,
  type AuditResource,
  INT_MAX,
  booleanFields,
  fileFields,
  type ResourceDef,
  type RowOf,
  resourceList,
  richTextFields,
} from '@coach/contract';
import { type Transaction, sql } from 'kysely';
import type { Database, Executor } from '../db/connect.ts';
import { type RegistryQuery, registry } from '../db/registry-db.ts';
import type { DB } from '../db/schema.ts';
import { type Viewer, isAdmin, systemViewer } from '../auth/viewer.ts';
import { sanitizeArticleHtml } from '../content/sanitize.ts';
import { endPreviewLinks } from '../content/previews.ts';
import type { TrashService } from '../content/trash.ts';
import type { RevisionService } from '../content/revisions.ts';
import { storedRowToWrite } from '../db/stored-row.ts';
import type { FileService } from '../files/file-service.ts';
import {
  type FieldError,
  HttpError,
  conflict,
  invalid,
  notFound,
  parseChangeOrThrow,
  parseOrThrow,
} from '../http/problem.ts';
import type { ChangeVersionReader } from '../db/change-versions.ts';
import { countCache } from './count-cache.ts';
import { isSearched, reindexRecord } from '../search/search-index.ts';
import { applyFilters } from './filters.ts';
import { type ListParams, listQuery } from './list-query.ts';
import { pageOf } from './paging.ts';
import { applySearch, orderOf } from './search-sort.ts';
import { dbBoolean, jsonToRow, rowToJson } from './rows.ts';
import { apiMessage } from '@coach/contract';
import { changedColumns, inTransaction, isRecorded, recordBy } from '../audit/audit-log.ts';

type Row = Record<string, unknown>;
/**
 * A resource's own rule over a save of a stored record (an update, a revision restored),
 * in the save's transaction, before anything is written: it may refuse (throw), and it
 * answers the values to write (leaving out what the save must not change).
 */
export type ChangeGuard = (trx: Executor, id: number, values: Row, stored: Row) => Promise<Row>;
/** Runs in the insert's transaction with the new row: both are stored or neither. */
export type AfterInsert = (trx: Transaction<DB>, row: Row) => Promise<void>;
type Query = RegistryQuery;
export type Params = Record<string, unknown>;

/** How the server-rendered pages narrow a read beyond what the API's query offers. */
export interface ReadOptions {
  /** Only these stored columns (and id). */
  columns?: readonly string[];
  /** Only the rows with these ids (e.g. the articles a page of quotes links to). */
  onlyIds?: readonly number[];
  /** Leave these rows out (e.g. the terms and privacy articles from the blog's list). */
  exceptIds?: readonly number[];
}

export function parseId(raw: unknown, entity: string): number {
  const id = Number(raw);
  // Ids are 32-bit integer columns; PostgreSQL errors (rather than finding nothing) above that.
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT_MAX) throw notFound(entity);
  return id;
}

/**
 * The table columns a read of chosen `columns` selects: only stored columns of the
 * resource (never a computed or nested key), so a page can leave out what it does not
 * show, such as an article's body.
 */
export function columnsOf(def: ResourceDef, columns: readonly string[]): string[] {
  const stored = new Set([
    'id',
    'created',
    ...Object.keys(def.fields ?? {}),
    ...Object.keys(def.fixed ?? {}),
    ...booleanFields(def),
    ...(def.publishable ? ['is_published', 'published_at'] : []),
    ...(def.parent ? [def.parent.foreignKey] : []),
  ]);
  const unknown = columns.filter((c) => !stored.has(c));
  if (def.fromRow || unknown.length) {
    throw new Error(`Cannot read columns ${columns.join(', ')} of ${def.slug} on their own`);
  }
  return [...columns];
}

/**
 * Generic list / read / create / update / delete over any registry resource. Route
 * handlers and the server-rendered pages both call these, so a page shows exactly what
 * the API would answer.
 */
export function crudService(
  database: Database,
  files: FileService,
  versions: ChangeVersionReader,
  {
    trash,
    revisions,
    guards = {},
  }: {
    trash: TrashService;
    revisions: RevisionService;
    /** Rules of saves, by resource slug (an event's seats: events/event-seats.ts). */
    guards?: Partial<Record<string, ChangeGuard>>;
  },
) {
  const { db, dialect } = database;
  // The resources' tables, named by the registry at run time (db/registry-db.ts).
  const tables = registry(db);
  const countOf = countCache(versions);

  /** A resource's stored row by id, as it is in the table (undefined when there is none). */
  function storedRow(executor: Executor, def: ResourceDef, id: number) {
    return registry(executor)
      .selectFrom(def.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * The registry entry of a resource's nested parent, whose visibility rules its nested
   * copy follows. Every parent table is a registered resource (a test checks it).
   */
  function parentResource(def: ResourceDef): ResourceDef {
    const table = def.parent!.table;
    const found = resourceList.find((r) => r.table === table);
    if (!found) throw new Error(`${def.slug}: parent table ${table} is not a registered resource`);
    return found;
  }

  /**
   * Visitors see published rows only, and never spam (a published testimonial the owner
   * has not yet taken out of the spam included); admins see everything, their lists
   * filtering spam out unless asked (filters.ts).
   */
  function visibleTo(def: ResourceDef, query: Query, viewer: Viewer): Query {
    if (isAdmin(viewer)) return query;
    let q = query;
    if (def.publishable) q = q.where('is_published', '=', dbBoolean(dialect, true));
    if (def.spamTrap) q = q.where('spam', '=', dbBoolean(dialect, false));
    return q;
  }

  /**
   * The rows as this viewer may read them. A visitor sees no spam, so what a visitor reads
   * is never spam: the answer to a submission the trap caught says `spam: false` like any
   * other, and a robot learns nothing from it.
   */
  function shownTo(def: ResourceDef, rows: Row[], viewer: Viewer): Row[] {
    if (!def.spamTrap || isAdmin(viewer)) return rows;
    return rows.map((row) => (row.spam ? { ...row, spam: false } : row));
  }

  /**
   * Each row with its parent nested (a quote's article). The parent is read under the
   * parent resource's own visibility rules, so a visitor never learns an unpublished
   * article's title through a quote that links to it: such a parent reads as null, and
   * so does its key.
   */
  async function withParents(def: ResourceDef, rows: Row[], viewer: Viewer): Promise<Row[]> {
    const parent = def.parent;
    // A read of chosen columns without the parent's key gets no parent (rather than null).
    if (!parent || (rows.length && !(parent.foreignKey in rows[0]!))) return rows;
    const ids = [...new Set(rows.map((r) => r[parent.foreignKey]).filter((v) => v != null))];
    const parentDef = parentResource(def);
    const parents = ids.length
      ? await visibleTo(
          parentDef,
          tables
            .selectFrom(parent.table)
            .select([...parent.columns])
            .where('id', 'in', ids),
          viewer,
        ).execute()
      : [];
    const byId = new Map(parents.map((p) => [Number(p.id), { ...p, id: Number(p.id) }]));
    return rows.map((r) => {
      const found =
        r[parent.foreignKey] == null ? null : (byId.get(Number(r[parent.foreignKey])) ?? null);
      // The key of a parent the viewer may not read goes too: a visitor would otherwise
      // learn that an unpublished article exists, and its id.
      const key = found || isAdmin(viewer) ? r[parent.foreignKey] : null;
      return { ...r, [parent.foreignKey]: key, [parent.as]: found };
    });
  }

  /** Rows with or without these ids (a page's own choice, never a caller's query). */
  function byIds(query: Query, { onlyIds, exceptIds }: ReadOptions): Query {
    let q = query;
    if (onlyIds)
      q = onlyIds.length ? q.where('id', 'in', [...onlyIds]) : q.where(sql<boolean>`1 = 0`);
    if (exceptIds?.length) q = q.where('id', 'not in', [...exceptIds]);
    return q;
  }

  /** The rows a list shows, before ordering and paging: visibility and filters. */
  const selected = (
    def: ResourceDef,
    asked: ListParams,
    viewer: Viewer,
    options: ReadOptions = {},
  ) =>
    applySearch(
      def,
      applyFilters(
        def,
        byIds(visibleTo(def, tables.selectFrom(def.table), viewer), options),
        asked,
        dialect,
      ),
      asked.search,
    );

  /**
   * A list in the resource's order. With `limit` (and `offset`) in the params it is one
   * page of it; `total` is then the count of every row the filters select. The params are
   * checked with the list's query schema, which its route describes itself with.
   */
  async function listWithTotal<R extends ResourceDef>(
    def: R,
    params: Params,
    viewer: Viewer,
    options: ReadOptions = {},
  ): Promise<{ rows: RowOf<R>[]; total: number }> {
    const asked = parseOrThrow(listQuery(def), params);
    const page = pageOf(asked);
    if (!page) {
      const rows = await listOf(def, asked, viewer, options);
      return { rows, total: rows.length };
    }
    const counting = selected(def, asked, viewer, options).select((eb) =>
      eb.fn.countAll().as('total'),
    );
    const [rows, total] = await Promise.all([
      listOf(def, asked, viewer, options),
      countOf(def.table, counting.compile(), async () =>
        Number((await counting.executeTakeFirstOrThrow()).total),
      ),
    ]);
    return { rows, total };
  }

  /** A list in the resource's order (a page of it with `limit`), its params checked. */
  const list = <R extends ResourceDef>(
    def: R,
    params: Params,
    viewer: Viewer,
    options: ReadOptions = {},
  ): Promise<RowOf<R>[]> => listOf(def, parseOrThrow(listQuery(def), params), viewer, options);

  async function listOf<R extends ResourceDef>(
    def: R,
    asked: ListParams,
    viewer: Viewer,
    options: ReadOptions = {},
  ): Promise<RowOf<R>[]> {
    const { columns } = options;
    const page = pageOf(asked);
    const base = selected(def, asked, viewer, options);
    let query = columns ? base.select(['id', ...columnsOf(def, columns)]) : base.selectAll();
    for (const [column, direction] of orderOf(def, asked.sort)) {
      query = query.orderBy(column, direction);
    }
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query.execute();
    const out = await withParents(
      def,
      rows.map((r) => rowToJson(def, r)),
      viewer,
    );
    return shownTo(def, out, viewer) as RowOf<R>[];
  }

  async function get<R extends ResourceDef>(
    def: R,
    rawId: unknown,
    viewer: Viewer,
  ): Promise<RowOf<R>> {
    const id = parseId(rawId, def.entity);
    const row = await visibleTo(
      def,
      tables.selectFrom(def.table).selectAll().where('id', '=', id),
      viewer,
    ).executeTakeFirstOrThrow(() => notFound(def.entity));
    const [out] = shownTo(def, await withParents(def, [rowToJson(def, row)], viewer), viewer);
    return out as RowOf<R>;
  }

  /** Checks what the schema cannot: referenced files and parent rows exist. */
  async function checkReferences(def: ResourceDef, data: Row) {
    const errors: FieldError[] = [];
    const refs = fileFields(def).filter((f) => typeof data[f] === 'string' && data[f] !== '');
    // An order's own receipt is private by the time the order is stored (orders.ts). A
    // visitor's submission may not name a picture hidden with a deleted record.
    const missing = new Set(
      await files.missing(
        refs.map((f) => data[f] as string),
        { allowPrivate: def.table === 'payment', allowTrashed: def.access.create !== 'public' },
      ),
    );
    for (const field of refs) {
      if (missing.has(data[field] as string)) {
        errors.push({ field, message: apiMessage('noSuchFile') });
      }
    }
    const parent = def.parent;
    if (parent && data[parent.foreignKey] != null) {
      const found = await tables
        .selectFrom(parent.table)
        .select('id')
        .where('id', '=', data[parent.foreignKey] as number)
        .executeTakeFirst();
      if (!found) errors.push({ field: parent.foreignKey, message: parent.missing });
    }
    if (errors.length) throw invalid(errors);
  }

  /**
   * A field whose rule depends on the row's key (a social-link constant's value), left in
   * `data` as the rule normalised it.
   */
  async function checkValueRules(def: ResourceDef, id: number, data: Row) {
    const rules = def.valueRules;
    if (!rules || data[rules.field] === undefined) return;
    const row = await tables
      .selectFrom(def.table)
      .select(rules.key)
      .where('id', '=', id)
      .executeTakeFirst();
    const schema = row && rules.schemas[row[rules.key] as string];
    if (!schema) return;
    const result = schema.safeParse(data[rules.field]);
    if (!result.success) {
      throw invalid([{ field: rules.field, message: result.error.issues[0]!.message }]);
    }
    // Stored as the rule reads it (a phone number typed in Burmese digits, in ASCII ones).
    data[rules.field] = result.data;
  }

  /** Rules over several fields (an event's dates), on the stored row with the changes applied. */
  async function checkRowRules(def: ResourceDef, id: number, data: Row) {
    const rules = def.rowRules;
    if (!rules?.length) return;
    const stored = await storedRow(db, def, id);
    if (!stored) return; // The update then answers 404.
    const merged = { ...rowToJson(def, stored), ...data };
    const errors = rules
      .filter((rule) => !rule.check(merged))
      .map((rule) => ({ field: rule.field, message: rule.message }));
    if (errors.length) throw invalid(errors);
  }

  /** Article HTML cleaned in every field whose kind is rich text, whatever its name. */
  function clean(def: ResourceDef, data: Row): Row {
    const out = { ...data };
    for (const field of richTextFields(def)) {
      if (typeof out[field] === 'string') out[field] = sanitizeArticleHtml(out[field] as string);
    }
    return out;
  }

  /**
   * Fills in the registry defaults for fields the body leaves out, before validation: some
   * fields (product price, currency, shipping; award rank) are required and have defaults,
   * so "required" must mean "not sent blank", not "always sent".
   */
  function withDefaults(def: ResourceDef, body: unknown): unknown {
    const given = body ?? {};
    if (!def.defaults || typeof given !== 'object' || Array.isArray(given)) return body;
    const out: Row = { ...(given as Row) };
    for (const [key, value] of Object.entries(def.defaults))
      if (out[key] === undefined) out[key] = value;
    return out;
  }

  /**
   * The columns that say since when a publishable record is public: set the first time it
   * goes public (its page shows that day), kept through an unpublish and a republish; and
   * its schedule, cleared when it is published.
   */
  function publication(def: ResourceDef, stored: Row | undefined, publishes: boolean): Row {
    if (!def.publishable || !publishes) return {};
    // Published by hand, a record's schedule has nothing left to do.
    const unscheduled = def.fields && 'publish_at' in def.fields ? { publish_at: null } : {};
    if (stored?.published_at) return unscheduled;
    return { ...unscheduled, published_at: new Date().toISOString() };
  }

  /**
   * `viewer` is who sees the answer (a public create must not show a visitor a parent they
   * could not read) and who made the record: a signed-in account's create is recorded in
   * the audit log, in the insert's transaction.
   */
  async function create<R extends ResourceDef>(
    def: R,
    body: unknown,
    extra: Row = {},
    viewer: Viewer = systemViewer,
    afterInsert?: AfterInsert,
  ): Promise<RowOf<R>> {
    if (!def.create) throw notFound(def.entity);
    const parsed = clean(def, parseOrThrow(def.create, withDefaults(def, body)) as Row);
    const data: Row = { ...def.defaults };
    for (const [k, v] of Object.entries(parsed)) if (v !== undefined && v !== null) data[k] = v;
    Object.assign(data, extra);
    await checkReferences(def, data);
    const insert = (executor: typeof db) =>
      registry(executor)
        .insertInto(def.table)
        .values({
          ...jsonToRow(def, dialect, data),
          ...publication(def, undefined, data.is_published === true),
          created: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    // What must be stored with the row or not at all (the emails it brings, the audit
    // entry) shares its transaction. (Already inside a transaction, such as the demo
    // seeding's, it simply joins that one.)
    const storeWith = async (executor: typeof db) => {
      const inserted = await insert(executor);
      // With `afterInsert`, `executor` is a transaction: a new one, or the one `db` is.
      await afterInsert?.(executor as Transaction<DB>, rowToJson(def, inserted) as Row);
      await reindexRecord(executor, dialect, def.slug, Number(inserted.id));
      await recordBy(executor, viewer, {
        action: 'create',
        resource: def.slug as AuditResource,
        recordId: Number(inserted.id),
      });
      return inserted;
    };
    const row =
      afterInsert || isRecorded(viewer) || isSearched(def.slug)
        ? await inTransaction(db, storeWith)
        : await storeWith(db);
    const [out] = shownTo(def, await withParents(def, [rowToJson(def, row)], viewer), viewer);
    return out as RowOf<R>;
  }

  /**
   * Writes new values over a stored record in one transaction. When anything changes, the
   * row as it was is kept as a revision first; the update is recorded with the fields it
   * changed (`also`, such as the first publication's moment, is written but not named).
   * `valuesFor` sees the stored row and may refuse (a save over a newer version).
   */
  async function changeStored(
    def: ResourceDef,
    id: number,
    by: Viewer,
    valuesFor: (trx: Executor, stored: Row) => Promise<{ values: Row; also?: Row }>,
  ) {
    await inTransaction(db, async (trx) => {
      const stored = await storedRow(trx, def, id);
      if (!stored) throw notFound(def.entity);
      const asked = await valuesFor(trx, stored);
      const guard = guards[def.slug];
      const values = guard ? await guard(trx, id, asked.values, stored) : asked.values;
      const { also } = asked;
      const fields = changedColumns(stored, values);
      if (fields.length > 0) {
        await revisions.keep(trx, def, stored, by);
        await registry(trx)
          .updateTable(def.table)
          .set({ ...values, ...also })
          .where('id', '=', id)
          .execute();
        if (stored.is_published && 'is_published' in values && !values.is_published) {
          await endPreviewLinks(trx, def.slug, id);
        }
        await reindexRecord(trx, dialect, def.slug, id);
      }
      await recordBy(trx, by, {
        action: 'update',
        resource: def.slug as AuditResource,
        recordId: id,
        detail: { fields },
      });
    });
  }

  /**
   * `by`: who changes it; a signed-in account's update is recorded with the fields it
   * changed. `ifMatch`: the version (ETag) the editor's form was opened at; a save over a
   * newer one is refused with 412 rather than overwriting someone else's.
   */
  async function update<R extends ResourceDef>(
    def: R,
    rawId: unknown,
    body: unknown,
    by: Viewer = systemViewer,
    { ifMatch }: { ifMatch?: string } = {},
  ): Promise<RowOf<R>> {
    if (!def.update) throw notFound(def.entity);
    const id = parseId(rawId, def.entity);
    const data = clean(def, parseChangeOrThrow(def.update, body) as Row);
    await checkValueRules(def, id, data);
    await checkRowRules(def, id, data);
    await checkReferences(def, data);
    const values = jsonToRow(def, dialect, data);
    await changeStored(def, id, by, async (trx, stored) => {
      if (ifMatch && ifMatch !== (await revisions.versionTag(trx, def, id))) {
        throw new HttpError(412, 'Precondition Failed', apiMessage('savedMeanwhile'));
      }
      return { values, also: publication(def, stored, data.is_published === true) };
    });
    return get(def, id, systemViewer);
  }

  /**
   * Makes a record what one of its revisions was. The record as it is now becomes a
   * revision itself, so a restore can be undone like any update.
   */
  async function restoreRevision<R extends ResourceDef>(
    def: R,
    rawId: unknown,
    rawRevision: unknown,
    by: Viewer = systemViewer,
  ): Promise<RowOf<R>> {
    if (!def.update) throw notFound(def.entity);
    const id = parseId(rawId, def.entity);
    const revisionId = parseId(rawRevision, 'Revision');
    await changeStored(def, id, by, async (trx) => {
      const {
        id: _id,
        created: _created,
        ...earlier
      } = await revisions.storedRow(trx, def, id, revisionId);
      return { values: await storedRowToWrite(trx, dialect, def, earlier) };
    });
    return get(def, id, systemViewer);
  }

  /**
   * Moves the record to the trash (content/trash.ts): gone from every page and list at
   * once, as a delete always was, and kept whole until it is restored or purged.
   * `mayGo`: a resource's own reason to refuse (it throws), checked in the delete's
   * transaction, so nothing changes between the check and the delete.
   */
  async function remove(
    def: ResourceDef,
    rawId: unknown,
    by: Viewer = systemViewer,
    { mayGo }: { mayGo?: (trx: Executor, id: number) => Promise<void> } = {},
  ) {
    const id = parseId(rawId, def.entity);
    await inTransaction(db, async (trx) => {
      for (const child of def.children ?? []) {
        const used = await registry(trx)
          .selectFrom(child.table)
          .select('id')
          .where(child.foreignKey, '=', id)
          .limit(1)
          .executeTakeFirst();
        if (used) throw conflict(def.inUse ?? `${def.entity} is in use. Cannot delete.`);
      }
      await mayGo?.(trx, id);
      await trash.moveToTrash(trx, def, id, by);
      await reindexRecord(trx, dialect, def.slug, id);
      await endPreviewLinks(trx, def.slug, id);
      await recordBy(trx, by, {
        action: 'delete',
        resource: def.slug as AuditResource,
        recordId: id,
      });
    });
  }

  /**
   * Sets one boolean column: resolve (or undo it), publish, unpublish, or takes a row out
   * of the spam (the action the log names).
   */
  async function setFlag<R extends ResourceDef>(
    def: R,
    rawId: unknown,
    column: string,
    value: boolean,
    by: Viewer = systemViewer,
  ) {
    const id = parseId(rawId, def.entity);
    const action: AuditAction =
      column === 'resolved'
        ? value
          ? 'resolve'
          : 'unresolve'
        : column === 'spam'
          ? 'not_spam'
          : value
            ? 'publish'
            : 'unpublish';
    // Only the owner's "not spam" changes the mark; nothing marks a stored row as spam.
    if (column === 'spam' && value) throw new Error('A stored row is never marked spam');
    await inTransaction(db, async (trx) => {
      const stored = await storedRow(trx, def, id);
      const publishes = column === 'is_published' && value;
      const result = await registry(trx)
        .updateTable(def.table)
        .set({ [column]: dbBoolean(dialect, value), ...publication(def, stored, publishes) })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound(def.entity);
      await reindexRecord(trx, dialect, def.slug, id);
      await recordBy(trx, by, { action, resource: def.slug as AuditResource, recordId: id });
    });
    return get(def, id, systemViewer);
  }

  return { list, listWithTotal, get, create, update, restoreRevision, remove, setFlag };
}

export type CrudService = ReturnType<typeof crudService>;
