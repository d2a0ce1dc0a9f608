import type { ResourceDef, Revision } from '@coach/contract';
import type { StoredRecord } from '../api/resources.ts';
import { call } from '../api/client.ts';

/** A record's earlier versions, newest first. */
export const listRevisions = (def: ResourceDef, id: number) =>
  call<Revision[]>(`/${def.slug}/${id}/revisions`);

/** Makes the record what a revision was; answers it as stored now. */
export const restoreRevision = (def: ResourceDef, id: number, revision: number) =>
  call<StoredRecord>(`/${def.slug}/${id}/revisions/${revision}/restore`, { method: 'POST' });
