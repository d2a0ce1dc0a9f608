import type { ResourceDef } from '@coach/contract';
import { type Query, call } from './client.ts';

/** A stored record as the API answers it: the writable fields plus id and created. */
export type StoredRecord = Record<string, unknown> & { id: number; created?: string };

export const listRecords = (def: ResourceDef, query?: Query) =>
  call<StoredRecord[]>(`/${def.slug}`, { query });

export const getRecord = (def: ResourceDef, id: number | string) =>
  call<StoredRecord>(`/${def.slug}/${id}`);

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
export const setState = (
  def: ResourceDef,
  id: number,
  action: 'resolve' | 'publish' | 'unpublish',
) =>
  call<StoredRecord>(`/${def.slug}/${id}/${action}`, {
    method: 'PUT',
    json: { resolved: action !== 'unpublish' },
  });
