import { type FilterName, type ResourceDef, apiMessage, sortableFields } from '@coach/contract';
import { z } from 'zod';
import { FILTERS, FILTER_DEFAULTS, tzOffsetParam } from './filters.ts';
import { pageFields, pageQuery } from './paging.ts';

/** The visitors' records the spam trap judges (docs/decisions/0027). */
const SPAM_DOC = {
  enum: ['', 'true', 'false', 'all'],
  description:
    'Left out or empty: the list leaves spam out; `true`: only spam; `false`: only what is not spam; `all`: both',
};

/** Text that is not blank; anything else (blank, a parameter sent twice) is left out. */
const textOr = (fallback?: string) => (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v : fallback;

const search = z.preprocess(textOr(), z.string().optional()).meta({
  description:
    "Rows whose texts (names, headings, descriptions, an article's body), in either language, contain these words (case-insensitive)",
});

/** `sort`: a column the resource sorts by, `-` before it for descending. */
function sortOf(def: ResourceDef) {
  const allowed = sortableFields(def);
  const message = apiMessage('oneOf', { values: allowed.join(', ') });
  return z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string({ error: message })
        .refine((v) => allowed.includes(v.replace(/^-/, '')), message)
        .optional(),
    )
    .meta({
      description: 'A column to sort by (created, a name or a number); `-` first for descending',
    });
}

/**
 * The query as its filters read it: the back office sends is_published on some screens,
 * which stands for publish_status; and a filter left out takes its default (zod passes over
 * a key that is not there).
 */
const filling = (defaults: Record<string, string>) => (query: unknown) => {
  if (typeof query !== 'object' || query === null) return query;
  const { publish_status, is_published } = query as Record<string, unknown>;
  return {
    ...defaults,
    ...query,
    ...(publish_status === undefined &&
      is_published !== undefined && {
        publish_status: is_published,
      }),
  };
};

function build(def: ResourceDef) {
  const filters = Object.fromEntries(
    (def.filters ?? []).map((name) => {
      const schema = z.preprocess(textOr(FILTER_DEFAULTS[name]), FILTERS[name].schema.optional());
      return [name, name === 'spam' ? schema.meta(SPAM_DOC) : schema];
    }),
  ) as Partial<Record<FilterName, z.ZodType<unknown, unknown>>>;
  // Days are the viewer's where the list filters by day.
  const tzOffset = def.filters?.includes('start_date') && {
    tz_offset: tzOffsetParam(
      'Minutes, as Date.getTimezoneOffset() gives them: date filters then mean local days',
    ),
  };
  const defaults = Object.fromEntries(
    (def.filters ?? []).flatMap((name) => {
      const fallback = FILTER_DEFAULTS[name];
      return fallback === undefined ? [] : [[name, fallback]];
    }),
  );
  return z.preprocess(
    filling(defaults),
    pageQuery({ ...filters, ...tzOffset, search, sort: sortOf(def), ...pageFields() }),
  );
}

/** A list's query as it is checked: each declared filter's value as it reads it, and the rest. */
export type ListParams = Partial<Record<FilterName, unknown>> & {
  tz_offset?: number;
  search?: string;
  sort?: string;
  limit?: number;
  offset: number;
};

const built = new WeakMap<ResourceDef, z.ZodType<ListParams>>();

/**
 * A registry resource's list query: the filters it declares, search, sort and the page. The
 * route describes itself with it and the list service checks the query with it.
 */
export function listQuery(def: ResourceDef): z.ZodType<ListParams> {
  let schema = built.get(def);
  if (!schema) {
    schema = build(def) as z.ZodType<ListParams>;
    built.set(def, schema);
  }
  return schema;
}
