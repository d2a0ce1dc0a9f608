import { type Kysely, sql } from 'kysely';
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

/** Rows sorted by their key's parts, so that concurrent writers lock rows in one order. */
const sortedBy = <T>(rows: Iterable<T>, key: (row: T) => string[]) =>
  [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  });

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
export async function addToRunningTotals(trx: Kysely<DB>, views: readonly WrittenView[]) {
  const totals = new Map<string, DayTotal>();
  const add = (day: string, dimension: Dimension, name: string, counts: Partial<DayTotal>) => {
    const key = `${day}\n${dimension}\n${name}`;
    const total = totals.get(key) ?? { day, dimension, name, visitors: 0, visits: 0, pageviews: 0 };
    total.visitors += counts.visitors ?? 0;
    total.visits += counts.visits ?? 0;
    total.pageviews += counts.pageviews ?? 0;
    totals.set(key, total);
  };
  const visitorOf = (view: WrittenView) => view.visitor && `${view.day} ${view.visitor}`;

  const firsts = new Map<string, WrittenView>();
  for (const view of views) {
    const key = visitorOf(view);
    if (key && !firsts.has(key)) firsts.set(key, view);
  }
  const newcomers = await newVisitors(trx, [...firsts.values()]);
  const known = await storedFirstViews(
    trx,
    [...firsts.values()].filter((view) => !newcomers.has(visitorOf(view)!)),
  );
  for (const key of newcomers) {
    const view = firsts.get(key)!;
    known.set(key, firstViewOf(view));
    for (const [dimension, name] of namesOf(view, undefined)) {
      add(view.day, dimension, name, { visitors: 1 });
    }
  }
  const others: SeenRow[] = [];
  for (const view of views) {
    const key = visitorOf(view);
    const first = key ? known.get(key) : undefined;
    for (const [dimension, name] of namesOf(view, first)) {
      add(view.day, dimension, name, { visits: view.entry, pageviews: 1 });
      if (first && !countedWithVisitor(first, dimension, name)) {
        others.push({ day: view.day, dimension, name, visitor: view.visitor! });
      }
    }
  }
  for (const seen of await newlySeen(trx, others)) {
    add(seen.day, seen.dimension as Dimension, seen.name, { visitors: 1 });
  }

  for (const slice of slices(sortedBy(totals.values(), (t) => [t.dimension, t.day, t.name]))) {
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
async function newVisitors(trx: Kysely<DB>, firsts: WrittenView[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const slice of slices(sortedBy(firsts, (view) => [view.day, view.visitor!]))) {
    const rows = await trx
      .insertInto('visit_visitor')
      .values(
        slice.map((view) => ({ day: view.day, visitor: view.visitor!, ...firstViewOf(view) })),
      )
      .onConflict((oc) => oc.columns(['day', 'visitor']).doNothing())
      .returning(['day', 'visitor'])
      .execute();
    for (const row of rows) inserted.add(`${row.day} ${row.visitor}`);
  }
  return inserted;
}

/** The first views of visitors seen on their day before this batch, as stored. */
async function storedFirstViews(trx: Kysely<DB>, known: WrittenView[]) {
  const firsts = new Map<string, FirstView>();
  for (const day of new Set(known.map((view) => view.day))) {
    const visitors = known.filter((view) => view.day === day).map((view) => view.visitor!);
    for (const slice of slices(visitors)) {
      const rows = await trx
        .selectFrom('visit_visitor')
        .select(['visitor', 'source', 'campaign', 'page', 'language'])
        .where('day', '=', day)
        .where('visitor', 'in', slice)
        .execute();
      for (const { visitor, ...first } of rows) firsts.set(`${day} ${visitor}`, first);
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
