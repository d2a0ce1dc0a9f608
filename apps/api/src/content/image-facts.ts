import { FILE_ID_PATTERN, type ImageFact, type ImageFacts } from '@coach/contract';
import type { Database } from '../db/connect.ts';

/**
 * Most ids read at once. A page names a few dozen pictures; the ids come from a page's
 * data, where anything shaped like an id counts, so a long list is cut rather than handed
 * whole to the database (whose statements take some tens of thousands of parameters).
 */
export const MOST_IMAGE_IDS = 500;

const setText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const fraction = (value: unknown) => {
  const n = value === null || value === undefined ? NaN : Number(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : undefined;
};

/**
 * The library's alt texts and focal points of the given uploads, for the public pages
 * (picture.tsx draws with them), in one query. Public files only: an order's receipt is
 * private, and its id in a customer's page must not tell anything about it. Files with
 * nothing set, unknown ids and strings that are not ids are left out, so a page carries
 * facts only for its pictures that have some.
 */
export function imageFacts({ db }: Database) {
  return async function imageFacts(ids: Iterable<string>): Promise<ImageFacts> {
    const wanted = [...new Set(ids)]
      .filter((id) => typeof id === 'string' && FILE_ID_PATTERN.test(id))
      .slice(0, MOST_IMAGE_IDS);
    if (!wanted.length) return {};
    const rows = await db
      .selectFrom('file')
      .select(['id', 'alt', 'alt_mm', 'focal_x', 'focal_y'])
      .where('id', 'in', wanted)
      .where('visibility', '=', 'public')
      .where((eb) =>
        eb.or([
          eb('alt', '<>', ''),
          eb('alt_mm', '<>', ''),
          eb('focal_x', 'is not', null),
          eb('focal_y', 'is not', null),
        ]),
      )
      .execute();
    const facts: ImageFacts = {};
    for (const row of rows) {
      const fact: ImageFact = {};
      const alt = setText(row.alt);
      const altMm = setText(row.alt_mm);
      if (alt) fact.alt = alt;
      if (altMm) fact.alt_mm = altMm;
      const x = fraction(row.focal_x);
      const y = fraction(row.focal_y);
      // One coordinate set alone keeps the other in the middle, as an unset point is.
      if (x !== undefined || y !== undefined) fact.focal = [x ?? 0.5, y ?? 0.5];
      if (Object.keys(fact).length) facts[String(row.id)] = fact;
    }
    return facts;
  };
}
