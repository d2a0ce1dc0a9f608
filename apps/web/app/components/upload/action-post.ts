import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { fetchOrLost } from '../../lib/send-again';

/** What a route's action answered a form: its data with the status, or where to go next. */
export type ActionAnswer<T> =
  | { kind: 'data'; data: T; status: number }
  | { kind: 'redirect'; to: string; reload: boolean; replace: boolean };

/** The action failed on the server's side (a 500, an error page): nothing to show of it. */
export class ActionFailed extends Error {
  constructor(readonly status: number) {
    super(`The form's action failed (${status}).`);
  }
}

/**
 * The address the router fetches a route's data at: `/shops/checkout/3` is
 * `/shops/checkout/3.data`, the home page `/_root.data`; the query stays (with `index`
 * for an index route's action).
 */
export function dataAddress(action: string): string {
  const url = new URL(action, 'http://site');
  const path = url.pathname.replace(/\/$/, '');
  return `${path || '/_root'}.data${url.search}`;
}

/**
 * Posts a form to its page's route action as the router's fetchers do (React Router's
 * single fetch: the `.data` address, an answer in its turbo-stream encoding), but with
 * the submission's one-time key in the Idempotency-Key header, which a fetcher cannot
 * send: a retry after a lost answer is answered as the first (apps/server/page-forms.ts).
 * A lost send throws ConnectionLost, for the caller's `sendAgain`.
 */
export async function postToAction<T>(
  action: string,
  body: FormData,
  key: string,
): Promise<ActionAnswer<T>> {
  const response = await fetchOrLost(dataAddress(action), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
  const to = response.headers.get('x-remix-redirect');
  if (response.status === 204 && to) {
    const { headers } = response;
    const [reload, replace] = ['x-remix-reload-document', 'x-remix-replace'].map((h) =>
      headers.has(h),
    );
    return { kind: 'redirect', to, reload: reload!, replace: replace! };
  }
  if (!response.headers.has('x-remix-response') || !response.body) {
    throw new ActionFailed(response.status);
  }
  const { value } = await decodeViaTurboStream(response.body, window);
  const answer = value as {
    data?: T;
    error?: unknown;
    redirect?: string;
    reload?: boolean;
    replace?: boolean;
  };
  if (typeof answer.redirect === 'string') {
    return {
      kind: 'redirect',
      to: answer.redirect,
      reload: Boolean(answer.reload),
      replace: Boolean(answer.replace),
    };
  }
  if ('error' in answer) throw new ActionFailed(response.status);
  return { kind: 'data', data: answer.data as T, status: response.status };
}
