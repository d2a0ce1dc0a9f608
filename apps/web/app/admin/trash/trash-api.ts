import type { StoredRecord } from '../api/resources.ts';
import { DEFAULT_TRASH_DAYS, type TrashEntry } from '@coach/contract';
import { call, callWithHeaders } from '../api/client.ts';

/** What is in the trash, newest first, and the days an entry waits (GET /api/trash). */
export async function listTrash(): Promise<{ entries: TrashEntry[]; days: number }> {
  const { body, headers } = await callWithHeaders<TrashEntry[]>('/trash');
  return { entries: body, days: Number(headers.get('x-trash-days')) || DEFAULT_TRASH_DAYS };
}

/** Puts a record back with its id; answers it as stored again. */
export const restoreFromTrash = (entry: TrashEntry) =>
  call<StoredRecord>(`/trash/${entry.resource}/${entry.id}/restore`, { method: 'POST' });

/** Forgets a record for good. */
export const purgeFromTrash = (entry: TrashEntry) =>
  call<void>(`/trash/${entry.resource}/${entry.id}`, { method: 'DELETE' });
