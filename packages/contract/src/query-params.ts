import { LANGUAGES } from './options.ts';
import { PREVIEW_PARAM } from './previews.ts';

/**
 * Which query parameters a page reads (docs/decisions/0041): each public page exports its
 * list next to its loader (`export const queryParams = { events: 'page' } satisfies
 * QueryParams`). The server keeps a page under those alone (with the global ones) and
 * hands the renderer an address without any other, so a click id or a campaign tag never
 * makes a page of its own and never reaches the page's links.
 *
 * What a parameter's values may be, which also says how an unknown value is answered:
 * - `'page'`: a list's page or a slider's slide, a whole number from 2 (page 1 has no
 *   parameter); anything else is page 1, and a page past the last is the last;
 * - `'date'`: a day (YYYY-MM-DD) from yesterday to a year ahead, as the booking forms'
 *   "later dates" link names one; any other value is as if the parameter were absent;
 * - a list of values: any other value is as if the parameter were absent;
 * - `'text'`: anything (a token): each value is its own page, so only for what is never
 *   kept (a preview) or what the framework checks (React Router's `_routes`).
 * A name ending in `#` stands for any number there (`g-#` is `g-3`, `g-12`, …).
 */
export type QueryParamKind = 'page' | 'date' | 'text' | readonly string[];
export type QueryParams = Readonly<Record<string, QueryParamKind>>;

/**
 * Read on every page: the language, a private preview's token, and React Router's
 * `_routes` (which routes' data a client-side navigation asks for, on `.data` addresses).
 */
export const GLOBAL_QUERY_PARAMS = {
  lang: LANGUAGES,
  [PREVIEW_PARAM]: 'text',
  _routes: 'text',
} as const satisfies QueryParams;

/**
 * Parameters that advertisers and mail tools add to links so that they can count clicks:
 * a page never reads them. Only visit counting does, from the request as it arrived.
 */
const TRACKING_NAMES = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'yclid',
  'ref_src',
]);
export const isTrackingParam = (name: string) =>
  TRACKING_NAMES.has(name.toLowerCase()) || /^utm_/i.test(name);

/** A list's name pattern as a test of a parameter's name (`g-#` takes `g-12`). */
export function nameTest(name: string): (key: string) => boolean {
  if (!name.endsWith('#')) return (key) => key === name;
  const prefix = name.slice(0, -1);
  return (key) => key.startsWith(prefix) && /^\d{1,9}$/.test(key.slice(prefix.length));
}
