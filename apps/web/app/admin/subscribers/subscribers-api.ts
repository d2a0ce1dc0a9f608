import type { Language, Subscriber, SubscriberState, schemas } from '@coach/contract';
import type { z } from 'zod';
import { type Query, apiPath, authHeader, call, failure } from '../api/client.ts';
import { downloadCsv } from '../csv/build-csv.ts';

export type { Subscriber } from '@coach/contract';

export interface SubscriberPage {
  subscribers: Subscriber[];
  /** Rows matching the filter. */
  total: number;
  /** The whole list's counts. */
  counts: { state: Record<SubscriberState, number>; language: Record<Language, number> };
}

export interface ListFilter {
  state: string;
  search: string;
  limit: number;
  offset: number;
}

const listQuery = (filter: Partial<ListFilter>): Query => ({
  state: filter.state || undefined,
  search: filter.search || undefined,
  limit: filter.limit === undefined ? undefined : String(filter.limit),
  offset: filter.offset === undefined ? undefined : String(filter.offset),
});

export const listSubscribers = (filter: ListFilter) =>
  call<SubscriberPage>('/subscribers', { query: listQuery(filter) });

export const suppressSubscriber = (id: number) =>
  call<Subscriber>(`/subscribers/${id}/suppress`, { method: 'POST' });
export const removeSubscriber = (id: number) =>
  call<Subscriber>(`/subscribers/${id}/remove`, { method: 'POST' });
/** Erased on request: the record and its consent go; a hash stays against a later import. */
export const eraseSubscriber = (id: number) =>
  call<void>(`/subscribers/${id}`, { method: 'DELETE' });

export interface ImportAnswer {
  added: number;
  asked_to_confirm: number;
  already: number;
  erased: number;
}
export const importSubscribers = (body: z.input<typeof schemas.subscribers.import>) =>
  call<ImportAnswer>('/subscribers/import', { method: 'POST', json: body });

/**
 * The API's CSV of the filtered list (formula-safe, made by the server), saved as a file:
 * fetched with the admin's token, which a plain link would not send.
 */
export async function downloadSubscribersCsv(filter: Pick<ListFilter, 'state' | 'search'>) {
  const path = apiPath('/subscribers', { ...listQuery(filter), format: 'csv' });
  const response = await fetch(path, { headers: authHeader() });
  if (!response.ok) throw await failure(response);
  downloadCsv('subscribers.csv', await response.blob());
}
