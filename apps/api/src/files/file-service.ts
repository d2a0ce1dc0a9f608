import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, isRecorded, recordBy } from '../audit/audit-log.ts';
import { type Viewer, visitor } from '../auth/accounts.ts';
import type { Database } from '../db/connect.ts';
import { notFound } from '../http/problem.ts';
import { type VariantFormat, cleanImage, isVariantWidth, resize } from './images.ts';

/**
 * The uploaded name is only a label (and an admin's lookup key). Control
 * characters have no place in it, and PostgreSQL refuses NUL outright.
 */
function cleanName(name: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return name?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || null;
}

export interface StoredFile {
  id: string;
  mime: string;
  size: number;
  sha256: string;
  bytes: Buffer;
  /** An order's receipt: served to admins only, never kept by a shared cache. */
  private: boolean;
}

/** How long an upload counts as fresh: a receipt must be one (and older unused ones are swept). */
export const FRESH_UPLOAD_HOURS = 24;

const VARIANT_MIME: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

export interface FileServiceOptions {
  /** How a copy is resized (tests count the calls). */
  resize?: typeof resize;
}

/**
 * Uploaded files live in the database, so every app instance serves every file and one
 * backup holds everything. Ids are random (not counters), so nobody can walk through
 * other people's receipts by guessing.
 */
export function fileService({ db }: Database, options: FileServiceOptions = {}) {
  const resizeTo = options.resize ?? resize;
  /** `by`: who uploads; a signed-in account's upload is recorded (a visitor's is not). */
  async function save(input: Buffer, originalName?: string, by: Viewer = visitor) {
    const image = await cleanImage(input);
    const id = randomBytes(16).toString('base64url');
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    const insert = (executor: typeof db) =>
      executor
        .insertInto('file')
        .values({
          id,
          name: cleanName(originalName),
          mime: image.mime,
          size: image.bytes.length,
          width: image.width,
          height: image.height,
          sha256,
          bytes: image.bytes,
          created: new Date().toISOString(),
        })
        .execute();
    if (!isRecorded(by)) await insert(db);
    else {
      await inTransaction(db, async (trx) => {
        await insert(trx);
        await recordBy(trx, by, { action: 'upload', resource: 'files', recordId: id });
      });
    }
    return {
      id,
      mime: image.mime,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    };
  }

  /**
   * Finds a file by its id. Older data may name a file instead; names are guessable
   * ("receipt.jpg") and would expose other people's receipts, so only an admin may look
   * a file up by the name it was uploaded with.
   */
  async function find(ref: string, { byName = false } = {}): Promise<StoredFile> {
    const columns = ['id', 'mime', 'size', 'sha256', 'bytes', 'visibility'] as const;
    const row =
      (await db.selectFrom('file').select(columns).where('id', '=', ref).executeTakeFirst()) ??
      (byName
        ? await db
            .selectFrom('file')
            .select(columns)
            .where('name', '=', ref)
            .orderBy('created', 'desc')
            .executeTakeFirst()
        : undefined);
    if (!row) throw notFound('File');
    const { visibility, ...file } = row;
    return {
      ...file,
      size: Number(row.size),
      bytes: Buffer.from(row.bytes),
      private: visibility === 'private',
    } as StoredFile;
  }

  /**
   * The references (file ids) that name no stored file. A private file (a receipt) counts
   * as missing unless `allowPrivate`: it must not reappear as a product's picture.
   */
  async function missing(refs: string[], { allowPrivate = false } = {}): Promise<string[]> {
    if (refs.length === 0) return [];
    let query = db.selectFrom('file').select('id').where('id', 'in', refs);
    if (!allowPrivate) query = query.where('visibility', '=', 'public');
    const known = new Set((await query.execute()).map((r) => r.id as string));
    return refs.filter((r) => !known.has(r));
  }

  /**
   * Takes a fresh, public upload for an order's receipt and makes it private, in one
   * conditional update: of two orders naming one upload at the same moment, one wins.
   * Answers false when the file is not a fresh public upload.
   */
  async function claimPrivate(id: string, now = Date.now()): Promise<boolean> {
    const freshSince = new Date(now - FRESH_UPLOAD_HOURS * 60 * 60 * 1000).toISOString();
    const result = await db
      .updateTable('file')
      .set({ visibility: 'private' })
      .where('id', '=', id)
      .where('visibility', '=', 'public')
      .where('created', '>=', freshSince)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives back a receipt claimed for an order that was then not placed. */
  async function releasePrivate(id: string) {
    await db.updateTable('file').set({ visibility: 'public' }).where('id', '=', id).execute();
  }

  /** How many files are stored and their bytes, with the resized copies made of them. */
  async function storage() {
    const [files, variants] = await Promise.all([
      db
        .selectFrom('file')
        .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('size').as('bytes')])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('file_variant')
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.sum(sql<number>`length(bytes)`).as('bytes'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      files: Number(files.count),
      bytes: Number(files.bytes ?? 0),
      variants: Number(variants.count),
      variant_bytes: Number(variants.bytes ?? 0),
    };
  }

  /**
   * Resizes under way, by file, width and format. A new image on a busy page is asked
   * for by many visitors at once; they all wait for one resize instead of making their own.
   */
  const resizing = new Map<string, Promise<Buffer>>();

  async function makeVariant(file: StoredFile, width: number, format: VariantFormat) {
    const bytes = await resizeTo(file.bytes, width, format);
    await db
      .insertInto('file_variant')
      .values({ file_id: file.id, width, format, mime: VARIANT_MIME[format], bytes })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return bytes;
  }

  /** A resized copy, made once and then kept in the database for every instance. */
  async function variant(file: StoredFile, width: number, format: VariantFormat) {
    // The route refuses other widths; checked here too, as each width is a stored copy.
    if (!isVariantWidth(width)) throw new Error(`No variant of width ${width}`);
    const found = (bytes: Buffer) => ({ bytes, mime: VARIANT_MIME[format], width });
    const key = `${file.id}/${width}/${format}`;
    if (!resizing.has(key)) {
      const cached = await db
        .selectFrom('file_variant')
        .select(['bytes'])
        .where('file_id', '=', file.id)
        .where('width', '=', width)
        .where('format', '=', format)
        .executeTakeFirst();
      if (cached) return found(Buffer.from(cached.bytes));
    }
    // Looked up again: another request may have started the resize while we read.
    let job = resizing.get(key);
    if (!job) {
      job = makeVariant(file, width, format).finally(() => resizing.delete(key));
      resizing.set(key, job);
    }
    return found(await job);
  }

  return { save, find, missing, claimPrivate, releasePrivate, storage, variant };
}

export type FileService = ReturnType<typeof fileService>;
