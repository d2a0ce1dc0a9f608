import { apiMessage } from '@coach/contract';
import { type FieldError, invalid } from '../http/problem.ts';

/** The most rows one list call answers; a client pages through the rest. */
export const MAX_PAGE_SIZE = 100;

export interface Page {
  limit: number;
  offset: number;
}

const wholeNumber = (raw: unknown) =>
  typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;

/**
 * `limit` and `offset` of a list call. Without a limit the list answers whole, as it
 * always has (older clients); with one it answers a page. A limit outside 1–100 or an
 * offset that is not a whole number is refused, so no request can ask for everything at once
 * by accident.
 */
export function pageOf(params: Record<string, unknown>): Page | undefined {
  const { limit: rawLimit, offset: rawOffset } = params;
  if (rawLimit === undefined && rawOffset === undefined) return undefined;
  const errors: FieldError[] = [];
  const limit = wholeNumber(rawLimit);
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    errors.push({ field: 'limit', message: apiMessage('pageLimit', { max: MAX_PAGE_SIZE }) });
  }
  const offset = rawOffset === undefined ? 0 : wholeNumber(rawOffset);
  if (!(offset >= 0 && offset <= Number.MAX_SAFE_INTEGER)) {
    errors.push({ field: 'offset', message: apiMessage('pageOffset') });
  }
  if (errors.length) throw invalid(errors);
  return { limit, offset };
}
