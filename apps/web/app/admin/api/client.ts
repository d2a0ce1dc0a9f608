import { getToken, setToken } from './token.ts';

/** One bad field of a request, as the API's 422 problem names it. */
export interface FieldError {
  field: string;
  message: string;
}

/** A failed call, from the API's application/problem+json answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
  ) {
    super(detail);
  }
}

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

/** Reads a problem answer; a 401 means the token is gone, so the session ends here. */
export async function failure(response: Response): Promise<ApiError> {
  let detail = response.statusText;
  let errors: FieldError[] = [];
  try {
    const problem = (await response.json()) as { detail?: string; errors?: FieldError[] };
    detail = problem.detail ?? detail;
    errors = problem.errors ?? [];
  } catch {
    // Not JSON (a proxy error page): the status says enough.
  }
  if (response.status === 401) setToken(null);
  return new ApiError(response.status, detail, errors);
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  json?: unknown;
  form?: URLSearchParams;
}

/** Every admin call goes through here, so every one carries the bearer token. */
export async function call<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeader() };
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
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
