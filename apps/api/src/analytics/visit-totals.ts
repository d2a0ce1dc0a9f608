import type { Selectable } from 'kysely';
import type { VisitHitTable } from '../db/schema.ts';

/** What the dashboard lists: the whole site ('' named), and each kind of row it breaks down. */
export const DIMENSIONS = ['site', 'page', 'source', 'campaign', 'device', 'language'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface DayTotal {
  day: string;
  dimension: Dimension;
  name: string;
  visitors: number;
  visits: number;
  pageviews: number;
}

/**
 * A page view as written: a row of `visit_hit` (no visitor: Do Not Track; `entry` 1 when
 * the view came from outside the site, a visit's first page).
 */
export type WrittenView = Omit<Selectable<VisitHitTable>, 'id'>;

/**
 * A keyed visitor's first view of a day, as `visit_visitor` keeps it: its source and
 * campaign, which the visitor's later views count for, and its page and language, which
 * counted the visitor when it was first seen.
 */
export interface FirstView {
  source: string;
  campaign: string | null;
  page: string;
  language: string;
}

/**
 * Dimensions under which a visitor has one name all day: the site, its source and campaign
 * (its first view's), and its device (the key is made from the browser, whose device class
 * is the same for every view). Page and language may name several a day.
 */
export const ONE_NAME_A_DAY: readonly Dimension[] = ['site', 'source', 'campaign', 'device'];

/**
 * A page as listed: its path. A post's tagged link (`/trainings?utm_campaign=…`) counts for
 * the page it opens, and shows under campaigns.
 */
export const pageOf = (path: string) => path.split('?', 1)[0]!;

/**
 * The names a view counts under. Visitors are distinct keys; visits are views from outside
 * the site. Source and campaign are the visitor's, its first view's of the day, so pages
 * read after arriving from Facebook count for Facebook; a view without a key (no visitor
 * to go by) has its own. A view of no campaign counts under none.
 */
export function namesOf(
  view: WrittenView,
  first: Pick<FirstView, 'source' | 'campaign'> | undefined,
): [Dimension, string][] {
  const { source, campaign } = first ?? view;
  const names: [Dimension, string][] = [
    ['site', ''],
    ['page', pageOf(view.path)],
    ['source', source],
    ['device', view.device],
    ['language', view.language],
  ];
  if (campaign) names.push(['campaign', campaign]);
  return names;
}
