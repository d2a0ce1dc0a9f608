import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import { insertRows } from '../db/insert-rows.ts';
import { nextTurn } from '../next-turn.ts';
import type { DB } from '../db/schema.ts';
import {
  type DayTotal,
  type Dimension,
  type FirstView,
  ONE_NAME_A_DAY,
  type WrittenView,
  namesOf,
  pageOf,
} from './visit-totals.ts';

/** Rows a statement writes at most: its parameters stay under SQLite's limit. */
const SLICE = 100;

const slices = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / SLICE) }, (_, i) =>
    rows.slice(i * SLICE, (i + 1) * SLICE),
  );

/**
 * Rows sorted by their key's parts, so that concurrent writers lock rows in one order. Each
 * row's key is made once (a sort compares each row many times), its parts joined by a
 * character that sorts before any a part holds, so the joined keys sort as the parts do.
 */
function sortedBy<T>(rows: Iterable<T>, key: (row: T) => string[]): T[] {
  const keyed = Array.from(rows, (row) => ({ row, key: key(row).join('\u0000') }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ row }) => row);
}

const firstViewOf = (view: WrittenView): FirstView => ({
  source: view.source,
  campaign: view.campaign,
  page: pageOf(view.path),
  language: view.language,
});

/** Whether a visitor's row counted it under this name: its first view's. */
const countedWithVisitor = (first: FirstView, dimension: Dimension, name: string) =>
  ONE_NAME_A_DAY.includes(dimension) ||
  (dimension === 'page' && name === first.page) ||
  (dimension === 'language' && name === first.language);

/**
 * Figures keyed by day, then by a second part: maps in maps, because a batch looks its
 * figures up thousands of times, and a key joined into one string would be made anew for
 * each look-up.
 */
class ByDay<K, V> {
  private readonly days = new Map<string, Map<K, V>>();
  get(day: string, key: K): V | undefined {
    return this.days.get(day)?.get(key);
  }
  set(day: string, key: K, value: V): void {
    let keys = this.days.get(day);
    if (!keys) this.days.set(day, (keys = new Map()));
    keys.set(key, value);
  }
  has(day: string, key: K): boolean {
    return this.days.get(day)?.has(key) ?? false;
  }
  *values(): Iterable<V> {
    for (const keys of this.days.values()) yield* keys.values();
  }
}

/** A batch's counts per day, dimension and name, added to `visit_total` at its end. */
function dayTotals() {
  const totals = new ByDay<Dimension, Map<string, DayTotal>>();
  return {
    add(day: string, dimension: Dimension, name: string, counts: Partial<DayTotal>) {
      let names = totals.get(day, dimension);
      if (!names) totals.set(day, dimension, (names = new Map()));
      let total = names.get(name);
      if (!total) {
        total = { day, dimension, name, visitors: 0, visits: 0, pageviews: 0 };
        names.set(name, total);
      }
      total.visitors += counts.visitors ?? 0;
      total.visits += counts.visits ?? 0;
      total.pageviews += counts.pageviews ?? 0;
    },
    *rows(): Iterable<DayTotal> {
      for (const names of totals.values()) yield* names.values();
    },
  };
}

/**
 * Adds a batch of views to their days' totals (`visit_total`), in the transaction that
 * writes them, so the dashboard reads today as it reads a folded day and shows a view
 * the moment it is written. A visitor is counted where it is first seen: new to the day
 * (a `visit_visitor` row, which keeps its first view: the source its later views count
 * for, and the page and language it counted for), or on a page or in a language other
 * than its first view's for the first time (a `visit_seen` row). Rows are inserted if
 * absent and only those inserted count. On PostgreSQL an instance inserting a row
 * another is inserting waits for it and then finds it there, so a visitor counts once
 * however many instances write; counts are added to the stored ones, never replaced.
 */
export async function addToRunningTotals(
  trx: Kysely<DB>,
  dialect: DialectName,
  views: readonly WrittenView[],
) {
  const totals = dayTotals();
  /** Each keyed visitor's first view in the batch. */
  const firsts = new ByDay<string, WrittenView>();
  for (const view of views) {
    if (view.visitor && !firsts.has(view.day, view.visitor)) {
      firsts.set(view.day, view.visitor, view);
    }
  }
  const newcomers = await newVisitors(trx, dialect, [...firsts.values()]);
  const known = await storedFirstViews(
    trx,
    [...firsts.values()].filter((view) => !newcomers.has(view.day, view.visitor!)),
  );
  for (const view of newcomers.values()) {
    known.set(view.day, view.visitor!, firstViewOf(view));
    for (const [dimension, name] of namesOf(view, undefined)) {
      totals.add(view.day, dimension, name, { visitors: 1 });
    }
  }
  const others: SeenRow[] = [];
  for (const view of views) {
    const first = view.visitor ? known.get(view.day, view.visitor) : undefined;
    for (const [dimension, name] of namesOf(view, first)) {
      totals.add(view.day, dimension, name, { visits: view.entry, pageviews: 1 });
      if (first && !countedWithVisitor(first, dimension, name)) {
        others.push({ day: view.day, dimension, name, visitor: view.visitor! });
      }
    }
  }
  for (const seen of await newlySeen(trx, others)) {
    totals.add(seen.day, seen.dimension as Dimension, seen.name, { visitors: 1 });
  }

  for (const slice of slices(sortedBy(totals.rows(), (t) => [t.dimension, t.day, t.name]))) {
    await trx
      .insertInto('visit_total')
      .values(slice)
      .onConflict((oc) =>
        oc.columns(['dimension', 'day', 'name']).doUpdateSet({
          visitors: sql`visit_total.visitors + excluded.visitors`,
          visits: sql`visit_total.visits + excluded.visits`,
          pageviews: sql`visit_total.pageviews + excluded.pageviews`,
        }),
      )
      .execute();
  }
}

/** Inserts the visitors not yet seen on their day, with their first view; answers those. */
async function newVisitors(trx: Kysely<DB>, dialect: DialectName, firsts: WrittenView[]) {
  const byVisitor = new ByDay<string, WrittenView>();
  for (const view of firsts) byVisitor.set(view.day, view.visitor!, view);
  const sorted = sortedBy(firsts, (view) => [view.day, view.visitor!]).map((view) => ({
    day: view.day,
    visitor: view.visitor!,
    ...firstViewOf(view),
  }));
  const inserted = new ByDay<string, WrittenView>();
  for (let i = 0; i < sorted.length; i += SLICE) {
    const { rows } = await trx.executeQuery<{ day: string; visitor: string }>(
      insertRows(
        dialect,
        'visit_visitor',
        ['day', 'visitor', 'source', 'campaign', 'page', 'language'],
        sorted.slice(i, i + SLICE),
        'on conflict (day, visitor) do nothing returning day, visitor',
      ),
    );
    for (const { day, visitor } of rows) inserted.set(day, visitor, byVisitor.get(day, visitor)!);
    await nextTurn();
  }
  return inserted;
}

/** The first views of visitors seen on their day before this batch, as stored. */
async function storedFirstViews(trx: Kysely<DB>, known: WrittenView[]) {
  const firsts = new ByDay<string, FirstView>();
  for (const day of new Set(known.map((view) => view.day))) {
    const visitors = known.filter((view) => view.day === day).map((view) => view.visitor!);
    for (const slice of slices(visitors)) {
      const rows = await trx
        .selectFrom('visit_visitor')
        .select(['visitor', 'source', 'campaign', 'page', 'language'])
        .where('day', '=', day)
        .where('visitor', 'in', slice)
        .execute();
      for (const { visitor, ...first } of rows) firsts.set(day, visitor, first);
    }
  }
  return firsts;
}

interface SeenRow {
  day: string;
  dimension: string;
  name: string;
  visitor: string;
}

/** Inserts the pages and languages visitors had not counted for yet; answers those. */
async function newlySeen(trx: Kysely<DB>, rows: SeenRow[]) {
  const distinct = new Map(rows.map((row) => [Object.values(row).join('\n'), row]));
  const inserted = [];
  for (const slice of slices(sortedBy(distinct.values(), (row) => Object.values(row)))) {
    inserted.push(
      ...(await trx
        .insertInto('visit_seen')
        .values(slice)
        .onConflict((oc) => oc.columns(['day', 'dimension', 'name', 'visitor']).doNothing())
        .returning(['day', 'dimension', 'name'])
        .execute()),
    );
  }
  return inserted;
}
