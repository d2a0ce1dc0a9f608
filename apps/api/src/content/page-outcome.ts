import type { FileService, UploadPurpose } from '../files/file-service.ts';
import type { RegistrationStatus } from '@coach/contract';
import { HttpError } from '../http/problem.ts';

/** The picture a page's form sends inside its one multipart POST. */
export interface PageUpload {
  /** The record's field that names the stored file (`photo`, `receipt_photo`). */
  field: string;
  bytes: Buffer;
  name?: string;
  /** The visitor's client address, for the uploads' caps (files/upload-quota.ts). */
  clientAddress?: string;
}

/**
 * What became of a page's submission, as plain data a page can word in its language:
 * `stored`, `repeat` (the same submission came again within the window: already stored,
 * nothing stored again), or the step that refused it with the API's status and the
 * fields it named.
 */
export type PageOutcome =
  | {
      ok: true;
      repeat: boolean;
      /** A new order's private page token (not known for a repeat). */
      orderToken?: string;
      /** A booked appointment's private page token (not known for a repeat, nor for a plain request). */
      appointmentToken?: string;
      /** A registration for an event: its reference and status (not known for a repeat). */
      registration?: { reference: string; status: RegistrationStatus; token: string };
      /** A place on an event's waiting list: where in line (not known for a repeat). */
      waitlist?: { position: number };
    }
  | {
      ok: false;
      step: 'file' | 'record';
      status: number;
      fields: string[];
      /** The API's words for a refusal of the record (in English, as every problem says it). */
      message?: string;
    };

type Record_ = Record<string, unknown>;
/** What a stored submission tells its page beyond success. */
type StoredFromPage = Omit<Extract<PageOutcome, { ok: true }>, 'ok' | 'repeat'>;

/**
 * A page form's submission stored as the API stores it: its picture first, as an upload
 * to /api/files is, then the record by `store`. A refusal by either (a 4xx) comes back as
 * the step that refused and the fields it named, for the page to word; anything else is
 * the server's error and is thrown.
 */
export async function storedFromPage(
  files: FileService,
  upload: PageUpload | null,
  body: Record_,
  store: (record: Record_) => Promise<StoredFromPage | void>,
  /** A receipt is stored private from the start, as `POST /api/files?purpose=receipt` stores it. */
  purpose: UploadPurpose = 'picture',
): Promise<PageOutcome> {
  const record = { ...body };
  if (upload) {
    try {
      const { bytes, name, clientAddress } = upload;
      record[upload.field] = (
        await files.save(bytes, name, undefined, { purpose, clientAddress })
      ).id;
    } catch (error) {
      if (error instanceof HttpError && error.status < 500)
        return { ok: false, step: 'file', status: error.status, fields: [upload.field] };
      throw error;
    }
  }
  try {
    return { ok: true, repeat: false, ...(await store(record)) };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      const fields = (error.errors ?? []).map((e) => e.field);
      return { ok: false, step: 'record', status: error.status, fields, message: error.detail };
    }
    throw error;
  }
}

/**
 * A receipt sent with a private page's form (the file itself without scripts, or the id of
 * the one a script uploaded first; null: none), stored private as
 * `POST /api/files?purpose=receipt` stores it, then handed to `send` in the record.
 */
export function receiptFromPage(
  files: FileService,
  receipt: PageUpload | { id: string } | null,
  send: (record: Record_) => Promise<StoredFromPage | void>,
): Promise<PageOutcome> {
  const given = receipt && 'id' in receipt ? { receipt_photo: receipt.id } : {};
  const upload = receipt && !('id' in receipt) ? receipt : null;
  return storedFromPage(files, upload, given, send, 'receipt');
}

/** What a private page shows, or null for a token of none (the page is then a 404). */
export async function pageOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
