import { createHash } from 'node:crypto';
import { apiMessage } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import { HttpError } from '../http/problem.ts';
import { fileReferences } from './file-references.ts';
import { deleteFiles, UNUSED_FILE_AGE_HOURS } from './file-sweep.ts';

/**
 * What visitors may store. Anyone may upload (the checkout and the testimonial form do),
 * so without a cap one address could fill the disk between two hourly sweeps:
 * - one client address stores at most `perClientHourMb` an hour (UPLOAD_MB_PER_HOUR);
 * - all anonymous uploads nothing uses hold at most `unusedTotalMb` (UNUSED_UPLOADS_MB):
 *   past that, the oldest unused ones are deleted at once rather than at the next sweep.
 * Uploads by signed-in accounts are not counted. Counted in the database, so every
 * instance sees the same figures.
 */
export interface UploadQuotaSettings {
  perClientHourMb: number;
  unusedTotalMb: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuotaSettings = {
  perClientHourMb: 50,
  unusedTotalMb: 500,
};

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

/** The uploader as stored: a hash of the client address, not the address itself. */
export const uploaderKey = (address: string) =>
  createHash('sha256').update(`upload:${address}`).digest('base64url').slice(0, 22);

const tooMany = (detail: string) => new HttpError(429, 'Too Many Requests', detail);

export function uploadQuota(database: Database, settings: UploadQuotaSettings) {
  const { db } = database;
  const perClient = settings.perClientHourMb * MB;
  const unusedTotal = settings.unusedTotalMb * MB;

  const bytesOf = async (query: ReturnType<typeof anonymous>) =>
    Number(
      (await query.select((eb) => eb.fn.sum('size').as('bytes')).executeTakeFirstOrThrow()).bytes ??
        0,
    );
  const anonymous = () => db.selectFrom('file').where('uploader', 'is not', null);

  /** Refuses (429, storing nothing) when `uploader` would store more than its hour allows. */
  async function checkClient(uploader: string, adding: number, now: number) {
    const since = new Date(now - HOUR).toISOString();
    const used = await bytesOf(
      db.selectFrom('file').where('uploader', '=', uploader).where('created', '>=', since),
    );
    if (used + adding > perClient) {
      throw tooMany(apiMessage('uploadHourFull', { mb: settings.perClientHourMb }));
    }
  }

  /**
   * Makes room for `adding` more anonymous bytes: when the recent anonymous uploads
   * (older unused ones are the hourly sweep's) would pass the cap, deletes the oldest
   * anonymous uploads nothing uses until the unused ones fit. A picture larger than the
   * whole cap is refused.
   */
  async function makeRoom(adding: number, now: number) {
    if (adding > unusedTotal) throw tooMany(apiMessage('uploadSpaceFull'));
    const since = new Date(now - UNUSED_FILE_AGE_HOURS * HOUR).toISOString();
    if ((await bytesOf(anonymous().where('created', '>=', since))) + adding <= unusedTotal) return;
    const used = await fileReferences(database).allReferenced();
    const unused = (
      await anonymous().select(['id', 'name', 'size']).orderBy('created').orderBy('id').execute()
    ).filter((f) => !used.has(f.id) && !(f.name && used.has(f.name)));
    let total = unused.reduce((n, f) => n + Number(f.size), 0);
    const doomed: string[] = [];
    for (const file of unused) {
      if (total + adding <= unusedTotal) break;
      doomed.push(file.id);
      total -= Number(file.size);
    }
    await deleteFiles(db, doomed);
  }

  return { checkClient, makeRoom };
}

export type UploadQuota = ReturnType<typeof uploadQuota>;
