import {
  LANGUAGES,
  type Language,
  SEARCH_KINDS,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  type SearchKind,
  apiMessage,
} from '@coach/contract';
import { type FieldError, invalid } from '../http/problem.ts';
import type { SearchRequest } from './search-service.ts';

const wholeNumber = (raw: unknown) =>
  typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;

/**
 * A search's query string checked, every fault named at once (422), as a list's paging is
 * (resources/paging.ts): `q` 1 to 200 characters, `lang` en or mm (en by default), `kind`
 * one of the kinds, `limit` 1 to 50 (10), `offset` a whole number (0).
 */
export function searchRequestOf(params: Record<string, unknown>): SearchRequest {
  const errors: FieldError[] = [];
  const q = typeof params.q === 'string' ? params.q.trim() : '';
  if (!q) errors.push({ field: 'q', message: apiMessage('searchEmpty') });
  else if (q.length > SEARCH_QUERY_MAX) {
    errors.push({ field: 'q', message: apiMessage('tooLong', { max: SEARCH_QUERY_MAX }) });
  }
  const lang = params.lang ?? 'en';
  if (!LANGUAGES.includes(lang as Language)) {
    errors.push({ field: 'lang', message: apiMessage('oneOf', { values: LANGUAGES.join(', ') }) });
  }
  const kind = params.kind === undefined || params.kind === '' ? undefined : params.kind;
  if (kind !== undefined && !SEARCH_KINDS.includes(kind as SearchKind)) {
    errors.push({
      field: 'kind',
      message: apiMessage('oneOf', { values: SEARCH_KINDS.join(', ') }),
    });
  }
  const limit = params.limit === undefined ? SEARCH_LIMIT_DEFAULT : wholeNumber(params.limit);
  if (!(limit >= 1 && limit <= SEARCH_LIMIT_MAX)) {
    errors.push({ field: 'limit', message: apiMessage('pageLimit', { max: SEARCH_LIMIT_MAX }) });
  }
  const offset = params.offset === undefined ? 0 : wholeNumber(params.offset);
  if (!(offset >= 0 && offset <= Number.MAX_SAFE_INTEGER)) {
    errors.push({ field: 'offset', message: apiMessage('pageOffset') });
  }
  if (errors.length) throw invalid(errors);
  return { q, lang: lang as Language, kind: kind as SearchKind | undefined, limit, offset };
}
