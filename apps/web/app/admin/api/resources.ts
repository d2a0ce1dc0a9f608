import type { AnyRow, ResourceDef, RowOf } from '@coach/contract';
import { type Page, type Query, call, callPage, callWithHeaders } from './client.ts';

/** A stored record of a resource the code does not name (the generic screens). */
export type StoredRecord = AnyRow;

/** Where a page starts and how long it is: every list call names one (at most 100 rows). */
export interface PageRequest {
  limit: number;
  offset: number;
  /** Words looked for in the resource's short text fields. */
  search?: string;
  /** A column, `-` first for descending (`-created`). */
  sort?: string;
}

/** One page of a resource's list, after the filters; `total` counts every matching row. */
export const listPage = <R extends ResourceDef>(
  def: R,
  page: PageRequest,
  filters: Query = {},
): Promise<Page<RowOf<R>>> =>
  callPage<RowOf<R>>(`/${def.slug}`, {
    ...filters,
    limit: String(page.limit),
    offset: String(page.offset),
    search: page.search?.trim() || undefined,
    sort: page.sort || undefined,
  });

export const getRecord = <R extends ResourceDef>(def: R, id: number | string) =>
  call<RowOf<R>>(`/${def.slug}/${id}`);

export const createRecord = (def: ResourceDef, body: Record<string, unknown>) =>
  call<StoredRecord>(`/${def.createPath ?? def.slug}`, { method: 'POST', json: body });

/**
 * A record to edit, with its version (the ETag of an admin's read), which the save sends
 * back so that it cannot overwrite someone else's newer save.
 */
export async function getRecordToEdit(def: ResourceDef, id: number | string) {
  const { body, headers } = await callWithHeaders<StoredRecord>(`/${def.slug}/${id}`);
  return { record: body, version: headers.get('etag') ?? undefined };
}

/** `version`: the one the form was opened at; a newer one on the server makes it a 412. */
export const updateRecord = (
  def: ResourceDef,
  id: number | string,
  body: Record<string, unknown>,
  version?: string,
) =>
  call<StoredRecord>(`/${def.slug}/${id}`, {
    method: 'PUT',
    json: body,
    headers: version ? { 'if-match': version } : undefined,
  });

export const deleteRecord = (def: ResourceDef, id: number | string) =>
  call<void>(`/${def.slug}/${id}`, { method: 'DELETE' });

/**
 * State changes: resolve an appointment or order, publish or unpublish a testimonial,
 * take any of the three out of the spam.
 */
export const setState = <R extends ResourceDef>(
  def: R,
  id: number,
  action: 'resolve' | 'publish' | 'unpublish' | 'not-spam',
) =>
  call<RowOf<R>>(`/${def.slug}/${id}/${action}`, {
    method: 'PUT',
    json: action === 'not-spam' ? undefined : { resolved: action !== 'unpublish' },
  });

/** The owner's note on a visitor's order or appointment request (PUT …/note). */
export const saveNote = (def: ResourceDef, id: number, note: string) =>
  call<StoredRecord>(`/${def.slug}/${id}/note`, { method: 'PUT', json: { note } });
