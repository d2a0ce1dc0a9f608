import { ApiError, apiErrorFrom } from '../../lib/api-error.ts';
import { getToken, setToken } from './token.ts';

/** Admin screens catch it from here, beside the calls that throw it. */
export { ApiError } from '../../lib/api-error.ts';

export type Query = Record<string, string | undefined>;

export const apiPath = (path: string, query?: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
};

export const authHeader = (): Record<string, string> => {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** A 401 means the token is gone, so the session ends here. */
export function endSessionIfRefused(error: ApiError): ApiError {
  if (error.status === 401) setToken(null);
  return error;
}

/** Reads a problem answer (and ends the session on a 401). */
export async function failure(response: Response): Promise<ApiError> {
  return endSessionIfRefused(await apiErrorFrom(response));
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** More request headers (If-Match). */
  headers?: Record<string, string>;
  json?: unknown;
  form?: URLSearchParams;
}

/** Every admin call goes through here, so every one carries the bearer token. */
async function send(path: string, options: CallOptions): Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...authHeader(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(apiPath(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  if (!response.ok) throw await failure(response);
  return response;
}

export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await send(path, options);
  // No content: a 204, or an accepted request answered with an empty body (202).
  if (response.status === 204 || response.headers.get('content-length') === '0') {
    return undefined as T;
  }
  return (await response.json()) as T;
}

/** A call whose answer's headers say something too (the trash's `X-Trash-Days`). */
export async function callWithHeaders<T>(path: string): Promise<{ body: T; headers: Headers }> {
  const response = await send(path, {});
  return { body: (await response.json()) as T, headers: response.headers };
}

/** One page of a list, and how many rows the whole list has (`X-Total-Count`). */
export interface Page<T> {
  rows: T[];
  total: number;
}

export async function callPage<T>(path: string, query: Query): Promise<Page<T>> {
  const response = await send(path, { query });
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get('x-total-count'));
  // An answer without the header is a whole list: its length is the total.
  return {
    rows,
    total: Number.isFinite(total) && response.headers.has('x-total-count') ? total : rows.length,
  };
}
