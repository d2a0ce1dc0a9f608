import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connect.ts';
import { notFound } from '../http/problem.ts';
import { type VariantFormat, cleanImage, resize, snapWidth } from './images.ts';

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
}

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
  async function save(input: Buffer, originalName?: string) {
    const image = await cleanImage(input);
    const id = randomBytes(16).toString('base64url');
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    await db
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
    const columns = ['id', 'mime', 'size', 'sha256', 'bytes'] as const;
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
    return { ...row, size: Number(row.size), bytes: Buffer.from(row.bytes) } as StoredFile;
  }

  /** The references (file ids) that name no stored file. */
  async function missing(refs: string[]): Promise<string[]> {
    if (refs.length === 0) return [];
    const rows = await db.selectFrom('file').select('id').where('id', 'in', refs).execute();
    const known = new Set(rows.map((r) => r.id as string));
    return refs.filter((r) => !known.has(r));
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
  async function variant(file: StoredFile, requestedWidth: number, format: VariantFormat) {
    const width = snapWidth(requestedWidth);
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

  return { save, find, missing, variant };
}

export type FileService = ReturnType<typeof fileService>;
