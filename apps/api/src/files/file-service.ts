import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction, isRecorded, recordBy } from '../audit/audit-log.ts';
import { type Viewer, visitor } from '../auth/viewer.ts';
import type { Database } from '../db/connect.ts';
import { notFound } from '../http/problem.ts';
import {
  type CleanImage,
  type VariantFormat,
  type VariantQuality,
  assertScreened,
  cleanImage,
  isVariantWidth,
  resize,
} from './images.ts';
import {
  DEFAULT_UPLOAD_QUOTA,
  type UploadQuotaSettings,
  uploadQuota,
  uploaderKey,
} from './upload-quota.ts';
import { variantQueue } from './variant-queue.ts';
import { TRASHED, shownAgainIfUsed } from './trashed-files.ts';

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
  /** Only records in the trash use it: an admin's only until they are restored. */
  trashed: boolean;
}

/** How long an upload counts as fresh: a receipt must be one (and older unused ones are swept). */
export const FRESH_UPLOAD_HOURS = 24;

const VARIANT_MIME: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/**
 * A copy's `format` as stored: `webp` or `avif` for the standard copies, `webp-saver` or
 * `avif-saver` for those made for the data saver (the column is the copy's key, with the
 * file and width; its mime says the image type).
 */
const storedFormat = (format: VariantFormat, quality: VariantQuality) =>
  quality === 'saver' ? `${format}-saver` : format;

export interface FileServiceOptions {
  /** How a copy is resized (tests count the calls). */
  resize?: typeof resize;
  /** What anonymous uploads may store (upload-quota.ts). */
  quota?: UploadQuotaSettings;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

/** What an upload is for: a picture for the site, or an order's receipt (private at once). */
export type UploadPurpose = 'picture' | 'receipt';

/**
 * A receipt no order has taken yet: private like a claimed one (served to owners only,
 * never listed, never a picture), and claimable once by an order.
 */
const UNCLAIMED_RECEIPT = 'receipt';

export interface SaveOptions {
  purpose?: UploadPurpose;
  /** The client address a visitor uploads from: its uploads are capped (upload-quota.ts). */
  clientAddress?: string;
}

/**
 * Uploaded files live in the database, so every app instance serves every file and one
 * backup holds everything. Ids are random (not counters), so nobody can walk through
 * other people's receipts by guessing.
 */
export function fileService(database: Database, options: FileServiceOptions = {}) {
  const { db } = database;
  const resizeTo = options.resize ?? resize;
  const now = options.now ?? Date.now;
  const quota = uploadQuota(database, options.quota ?? DEFAULT_UPLOAD_QUOTA);
  const variants = variantQueue();
  /** The pictures being stored now, by their hash (save). */
  const storing = new Map<string, Promise<unknown>>();

  /**
   * The same picture already stored, answered instead of a second copy. Only among public
   * pictures: a receipt is never answered as someone's picture, nor a picture as a
   * receipt, and each receipt stays its own order's. Its age starts again, so the sweep
   * leaves it to the form it was sent from.
   */
  async function samePicture(sha256: string) {
    const found = await db
      .selectFrom('file')
      .select(['id', 'mime', 'size', 'width', 'height'])
      .where('sha256', '=', sha256)
      .where('visibility', '=', 'public')
      .orderBy('created', 'desc')
      .executeTakeFirst();
    if (!found) return undefined;
    await db
      .updateTable('file')
      .set({ created: new Date(now()).toISOString() })
      .where('id', '=', found.id)
      .execute();
    return {
      id: found.id,
      mime: found.mime,
      size: Number(found.size),
      width: Number(found.width),
      height: Number(found.height),
    };
  }

  /**
   * `by`: who uploads; a signed-in account's upload is recorded (a visitor's is not, and
   * is counted against the visitors' caps instead).
   */
  async function save(
    input: Buffer,
    originalName?: string,
    by: Viewer = visitor,
    options: SaveOptions = {},
  ) {
    return keep(() => cleanImage(input), originalName, by, options);
  }

  /**
   * Stores a picture that cleanImage has already screened and re-encoded, as save would
   * store it. For the server's own pictures only (the demo content's, screened once when
   * they were drawn, so a fresh site does not decode and encode them again at every
   * start): never for bytes a request sent. The header is still read, so a damaged copy
   * or one that is not what it is said to be is refused rather than served.
   */
  async function saveScreened(
    image: CleanImage,
    originalName?: string,
    by: Viewer = visitor,
    options: SaveOptions = {},
  ) {
    const screened = async () => {
      await assertScreened(image);
      return image;
    };
    return keep(screened, originalName, by, options);
  }

  /**
   * A visitor's uploads are counted by their address (upload-quota.ts); an account's are
   * not. Refused before the image is decoded when the address has used its hour already.
   */
  async function admittedUploader(by: Viewer, { clientAddress }: SaveOptions) {
    if (isRecorded(by)) return null;
    const uploader = uploaderKey(clientAddress ?? 'unknown');
    await quota.checkClient(uploader, 1, now());
    return uploader;
  }

  /**
   * Admits the uploader, then screens the picture (`screen`) and stores it: a picture
   * already stored is answered instead of a copy.
   */
  async function keep(
    screen: () => Promise<CleanImage>,
    originalName: string | undefined,
    by: Viewer,
    options: SaveOptions,
  ) {
    const uploader = await admittedUploader(by, options);
    const image = await screen();
    const { purpose = 'picture' } = options;
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    if (purpose !== 'picture') return store();
    // The same picture sent twice at once in this process (the demo content's pictures
    // are stored side by side) is stored once: the second waits for the first and is
    // answered with it, so what is stored does not depend on timing.
    while (storing.has(sha256)) await storing.get(sha256)!.catch(() => undefined);
    const job = (async () => (await samePicture(sha256)) ?? store())();
    storing.set(sha256, job);
    try {
      return await job;
    } finally {
      storing.delete(sha256);
    }

    /** Stores the cleaned picture as a new file, within the visitors' caps. */
    async function store() {
      if (uploader) {
        await quota.checkClient(uploader, image.bytes.length, now());
        await quota.makeRoom(image.bytes.length, now());
      }
      const id = randomBytes(16).toString('base64url');
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
            visibility: purpose === 'receipt' ? UNCLAIMED_RECEIPT : 'public',
            uploader,
            created: new Date(now()).toISOString(),
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
      private: visibility !== 'public',
      trashed: visibility === TRASHED,
    };
  }

  /**
   * The references (file ids) that name no stored file. A private file (a receipt) counts
   * as missing unless `allowPrivate`: it must not reappear as a product's picture.
   */
  /**
   * The refs that name no file a record may use. A picture hidden with a deleted record is
   * still there to pick for another one, by whoever may write a record that is not a
   * visitor's submission (`allowTrashed`); once used, it is shown again (shownAgain).
   */
  async function missing(
    refs: string[],
    { allowPrivate = false, allowTrashed = true } = {},
  ): Promise<string[]> {
    if (refs.length === 0) return [];
    let query = db.selectFrom('file').select('id').where('id', 'in', refs);
    if (!allowPrivate) {
      query = query.where('visibility', 'in', allowTrashed ? ['public', TRASHED] : ['public']);
    }
    const known = new Set((await query.execute()).map((r) => r.id));
    return refs.filter((r) => !known.has(r));
  }

  /**
   * Takes a fresh receipt upload (or, from an older page, a fresh public upload) for an
   * order and makes it private, in one conditional update: of two orders naming one upload
   * at the same moment, one wins. Answers false when the file is neither.
   */
  async function claimPrivate(id: string, at = now()): Promise<boolean> {
    const freshSince = new Date(at - FRESH_UPLOAD_HOURS * 60 * 60 * 1000).toISOString();
    const result = await db
      .updateTable('file')
      .set({ visibility: 'private' })
      .where('id', '=', id)
      .where('visibility', 'in', ['public', UNCLAIMED_RECEIPT])
      .where('created', '>=', freshSince)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Gives back a receipt claimed for an order that was then not placed: unclaimed again,
   * still private (it was sent as a receipt, whatever page sent it).
   */
  async function releasePrivate(id: string) {
    await db
      .updateTable('file')
      .set({ visibility: UNCLAIMED_RECEIPT })
      .where('id', '=', id)
      .execute();
  }

  /**
   * How many files are stored and their bytes, with the resized copies made of them; and
   * of those files, how many are the media library's pictures (public ones and those of
   * records in the trash, as the library lists them) and how many are orders' receipts
   * (private, never in the library), so the library's count and this figure agree.
   */
  async function storage() {
    const [groups, variants] = await Promise.all([
      db
        .selectFrom('file')
        .select((eb) => [
          sql<string>`case when visibility in ('public', ${TRASHED}) then 'pictures' else 'receipts' end`.as(
            'kind',
          ),
          eb.fn.countAll().as('count'),
          eb.fn.sum('size').as('bytes'),
        ])
        .groupBy('kind')
        .execute(),
      db
        .selectFrom('file_variant')
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.sum(sql<number>`length(bytes)`).as('bytes'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    const of = (kind: string) => groups.find((g) => g.kind === kind);
    const files = groups.reduce((n, g) => n + Number(g.count), 0);
    return {
      files,
      bytes: groups.reduce((n, g) => n + Number(g.bytes ?? 0), 0),
      pictures: Number(of('pictures')?.count ?? 0),
      receipts: Number(of('receipts')?.count ?? 0),
      variants: Number(variants.count),
      variant_bytes: Number(variants.bytes ?? 0),
    };
  }

  /**
   * Resizes under way, by file, width and format. A new image on a busy page is asked
   * for by many visitors at once; they all wait for one resize instead of making their own.
   */
  const resizing = new Map<string, Promise<Buffer>>();

  async function makeVariant(
    file: StoredFile,
    width: number,
    format: VariantFormat,
    quality: VariantQuality,
  ) {
    const bytes = await resizeTo(file.bytes, width, format, quality);
    await db
      .insertInto('file_variant')
      .values({
        file_id: file.id,
        width,
        format: storedFormat(format, quality),
        mime: VARIANT_MIME[format],
        bytes,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return bytes;
  }

  /**
   * A resized copy, made once and then kept in the database for every instance. A
   * `saver` copy is its own, beside the standard one of the same width.
   */
  async function variant(
    file: StoredFile,
    width: number,
    format: VariantFormat,
    quality: VariantQuality = 'standard',
  ) {
    // The route refuses other widths; checked here too, as each width is a stored copy.
    if (!isVariantWidth(width)) throw new Error(`No variant of width ${width}`);
    const found = (bytes: Buffer) => ({ bytes, mime: VARIANT_MIME[format], width });
    const stored = storedFormat(format, quality);
    const key = `${file.id}/${width}/${stored}`;
    if (!resizing.has(key)) {
      const cached = await db
        .selectFrom('file_variant')
        .select(['bytes'])
        .where('file_id', '=', file.id)
        .where('width', '=', width)
        .where('format', '=', stored)
        .executeTakeFirst();
      if (cached) return found(Buffer.from(cached.bytes));
    }
    // Looked up again: another request may have started the resize while we read.
    let job = resizing.get(key);
    if (!job) {
      job = variants
        .run(() => makeVariant(file, width, format, quality))
        .finally(() => resizing.delete(key));
      resizing.set(key, job);
    }
    return found(await job);
  }

  /** Whether a picture hidden with a deleted record is used again, and so shown again. */
  const shownAgain = (id: string) => shownAgainIfUsed(database, id);

  return {
    save,
    saveScreened,
    find,
    missing,
    shownAgain,
    claimPrivate,
    releasePrivate,
    storage,
    variant,
  };
}

export type FileService = ReturnType<typeof fileService>;
