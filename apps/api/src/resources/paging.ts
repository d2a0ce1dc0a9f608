import { apiMessage } from '@coach/contract';
import { z } from 'zod';

/** The most rows one list call answers; a client pages through the rest. */
export const MAX_PAGE_SIZE = 100;

export interface Page {
  limit: number;
  offset: number;
}

/**
 * A whole number as a query string writes it: digits alone, spaces around allowed. Anything
 * else ("2.5", "1e2", "-1", a parameter sent twice) is handed on as it came, for the number
 * schema after it to refuse.
 */
export const digitsOf = (raw: unknown) =>
  typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;

/** A query's whole number from `min` to `max`; any other value is refused with `message`. */
export const wholeNumberParam = (min: number, max: number, message: string) =>
  z.preprocess(digitsOf, z.int({ error: message }).min(min, message).max(max, message));

/** A query's number that must be one of `values` (days, widths); any other is refused with `message`. */
export const oneOfNumbersParam = (values: readonly [number, ...number[]], message: string) =>
  z.preprocess(
    Number,
    // zod calls a literal number's type `number`: these are whole numbers.
    z.literal(values, { error: message }).meta({ type: 'integer' }),
  );

/** Rows (or hits) to skip: a whole number, 0 by default. */
export const offsetParam = (description: string) => {
  const message = apiMessage('pageOffset');
  // z.int() stops at Number.MAX_SAFE_INTEGER by itself, with the same message.
  return z
    .preprocess(digitsOf, z.int({ error: message }).min(0, message))
    .prefault(0)
    .meta({ description });
};

/**
 * `limit` and `offset` of a list call, as `pageQuery` checks them. Without a limit a list
 * answers whole, as it always has (older clients), or its first rows where it is never
 * answered whole (the audit log, the media library); with one it answers a page.
 */
export const pageFields = (
  maxPageSize = MAX_PAGE_SIZE,
  limitDescription = `Rows per page, 1 to ${maxPageSize}; without it the whole list`,
) => ({
  limit: wholeNumberParam(1, maxPageSize, apiMessage('pageLimit', { max: maxPageSize }))
    .optional()
    .meta({ description: limitDescription }),
  offset: offsetParam('Rows to skip before the page (with limit)'),
});

/** An offset alone asks for a page without saying how long: its limit is refused as missing. */
function limitWithOffset(query: unknown) {
  if (typeof query !== 'object' || query === null) return query;
  const { limit, offset } = query as Record<string, unknown>;
  return offset !== undefined && limit === undefined ? { ...query, limit: null } : query;
}

/**
 * A list's query string: its own parameters and the page's (`...pageFields()`, where the
 * document should list them). A limit outside 1–`maxPageSize` or an offset that is not a
 * whole number is refused, so no request can ask for everything at once by accident.
 */
export const pageQuery = <S extends ReturnType<typeof pageFields> & z.ZodRawShape>(shape: S) =>
  z.preprocess(limitWithOffset, z.object(shape));

/** The page a checked query asks for; undefined without a limit. */
export const pageOf = ({ limit, offset }: { limit?: number; offset: number }): Page | undefined =>
  limit === undefined ? undefined : { limit, offset };
