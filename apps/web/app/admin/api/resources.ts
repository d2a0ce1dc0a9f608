import type { AnyRow, ResourceDef, RowOf } from '@coach/contract';
import { type Query, call } from './client.ts';

/** A stored record of a resource the code does not name (the generic screens). */
export type StoredRecord = AnyRow;

export const listRecords = <R extends ResourceDef>(def: R, query?: Query) =>
  call<RowOf<R>[]>(`/${def.slug}`, { query });

export const getRecord = <R extends ResourceDef>(def: R, id: number | string) =>
  call<RowOf<R>>(`/${def.slug}/${id}`);

export const createRecord = (def: ResourceDef, body: Record<string, unknown>) =>
  call<StoredRecord>(`/${def.createPath ?? def.slug}`, { method: 'POST', json: body });

export const updateRecord = (
  def: ResourceDef,
  id: number | string,
  body: Record<string, unknown>,
) => call<StoredRecord>(`/${def.slug}/${id}`, { method: 'PUT', json: body });

export const deleteRecord = (def: ResourceDef, id: number | string) =>
  call<void>(`/${def.slug}/${id}`, { method: 'DELETE' });

/** State changes: resolve an appointment or order, publish or unpublish a testimonial. */
export const setState = <R extends ResourceDef>(
  def: R,
  id: number,
  action: 'resolve' | 'publish' | 'unpublish',
) =>
  call<RowOf<R>>(`/${def.slug}/${id}/${action}`, {
    method: 'PUT',
    json: { resolved: action !== 'unpublish' },
  });
