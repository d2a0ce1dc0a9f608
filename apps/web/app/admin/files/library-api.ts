import type { FileUse, LibraryFile } from '@coach/contract';
import { type Query, call, callPage } from '../api/client.ts';

/** One page of the media library, newest first (GET /api/files). */
export const listFiles = (query: Query) => callPage<LibraryFile>('/files', query);

const path = (id: string) => `/files/${encodeURIComponent(id)}`;

/** The records that use a file (GET /api/files/{id}/usage). */
export const fileUsage = (id: string) => call<FileUse[]>(`${path(id)}/usage`);

/** What an admin can change of a file: its alt texts and focal point; one left out stays. */
export type FileDetails = Partial<Pick<LibraryFile, 'alt' | 'alt_mm' | 'focal_x' | 'focal_y'>>;

export const saveFileDetails = (id: string, details: FileDetails) =>
  call<LibraryFile>(path(id), { method: 'PUT', json: details });

/** Deletes a file nothing uses; a used one is refused with its uses named. */
export const deleteFile = (id: string) => call<void>(path(id), { method: 'DELETE' });
