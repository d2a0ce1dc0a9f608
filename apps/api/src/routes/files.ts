import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../auth/viewer.ts';
import {
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantQuality,
  saverWidth,
} from '../files/images.ts';
import { HttpError, notFound, parseOrBadRequest, unauthorized } from '../http/problem.ts';
import { allow } from '../auth/access.ts';
import { UNUSED_FILE_AGE_HOURS } from '../files/file-sweep.ts';
import { oneOfNumbersParam } from '../resources/paging.ts';
import { ok, problem, problemWhen, routeSchema, textParams } from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { MAX_UPLOAD_FIELD_BYTES, checkFieldsWhole, uploadProblem } from '../files/upload-errors.ts';
import { type RateLimits, uploadLimit } from './limits.ts';
import { answeredBefore } from '../http/idempotent-routes.ts';
import { apiMessage, extensionOf, mayAccess } from '@coach/contract';
import { z } from 'zod';

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** A receipt: the admin's browser may show it, but nothing may keep a copy. */
const PRIVATE = 'private, no-store';

const tags = ['files'];

/** What an upload is for: a wrong one is a 400, said before any byte is read. */
const uploadQuery = z.object({
  purpose: z
    .enum(['picture', 'receipt'], { error: apiMessage('uploadPurpose') })
    .default('picture')
    .meta({
      description:
        "picture (the default) or receipt: an order's receipt is private from the upload on (served to staff and owners only, never listed)",
    }),
});

/** A picture's size and whether it is saved; a width the site does not use is a 400. */
const bytesQuery = z.object({
  w: oneOfNumbersParam(
    VARIANT_WIDTHS,
    apiMessage('imageWidth', { widths: VARIANT_WIDTHS.join(', ') }),
  )
    .optional()
    .meta({ description: 'One of the widths the site uses; any other is a 400' }),
  // Present or not: any value (or none, `?download`) asks for an attachment.
  download: z.preprocess((v) => (v === undefined ? v : String(v)), z.string().optional()),
});

const uploadSchema = routeSchema('public', {
  tags,
  summary:
    'Upload an image (multipart field "file"); answers its id. The same picture already stored is answered with its id; a visitor\'s address may store UPLOAD_MB_PER_HOUR an hour',
  querystring: uploadQuery,
  // The form, read by the handler as it streams (@fastify/multipart).
  consumes: ['multipart/form-data'],
  body: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
  response: {
    201: ok('The stored file: id, mime, size, width, height'),
    400: problemWhen('A cut-off or malformed form'),
    413: problemWhen('A file, field or number of parts over the limits'),
    415: problemWhen('Not an image of an accepted kind'),
    422: problem,
    429: problemWhen("Over the address's hour of uploads, or no room left"),
  },
});

const bytesSchema = routeSchema('public', {
  tags,
  summary:
    "Image bytes; ?w= for a resized WebP/AVIF copy (with Save-Data: on, one width smaller and compressed harder), ?download for an attachment. An order's receipt is served to an admin only (401 otherwise), with Cache-Control: private, no-store",
  params: textParams({ ref: undefined }),
  querystring: bytesQuery,
  response: {
    200: { description: 'The image bytes' },
    400: problemWhen('A width the site does not use'),
    401: problemWhen("An order's receipt, asked for without an admin's token"),
    404: problem,
  },
});

const storage = allow('admin', {
  tags,
  summary:
    "How many files are stored and their bytes (files, bytes, variants, variant_bytes); of the files, the media library's pictures (pictures: what GET /files counts) and orders' private receipts (receipts); and after how many hours unused uploads are deleted",
});

/** Picks the smallest format the browser accepts for a resized copy. */
function variantFormat(request: FastifyRequest): VariantFormat {
  return /image\/avif/.test(request.headers.accept ?? '') ? 'avif' : 'webp';
}

/**
 * A browser with its data saver on says `Save-Data: on` with every request: its pictures
 * come a width step smaller and compressed harder (images.ts), and the page is the same.
 */
function variantQuality(request: FastifyRequest): VariantQuality {
  const saveData = request.headers['save-data'];
  return typeof saveData === 'string' && saveData.trim().toLowerCase() === 'on'
    ? 'saver'
    : 'standard';
}

/** A download gets a file name made from the id, so a saved receipt is recognisable. */
function disposition(download: boolean, id: string, mime: string) {
  return download ? `attachment; filename="${id}.${extensionOf(mime)}"` : 'inline';
}

function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  file: {
    id: string;
    bytes: Buffer;
    mime: string;
    etag: string;
    download: boolean;
    private: boolean;
  },
) {
  reply
    .header('ETag', file.etag)
    .header('Cache-Control', file.private ? PRIVATE : ONE_YEAR)
    .header('Content-Disposition', disposition(file.download, file.id, file.mime));
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(file.mime).send(file.bytes);
}

export function fileRoutes(
  app: FastifyInstance,
  { files }: Services,
  limits: RateLimits,
  maxUploadMb: number,
) {
  app.post(
    '/files',
    { config: uploadLimit(limits), schema: uploadSchema },
    async (request, reply) => {
      // Said before the bytes are sent: a receipt is private from its first moment.
      const { purpose } = parseOrBadRequest(uploadQuery, request.query);
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'Unsupported Media Type',
          'Send the image as multipart/form-data in a field named "file".',
        );
      }
      let part;
      let bytes: Buffer;
      try {
        part = await request.file({ limits: { fieldSize: MAX_UPLOAD_FIELD_BYTES } });
        checkFieldsWhole(part?.fields);
        if (!part || part.fieldname !== 'file') {
          throw new HttpError(
            422,
            'Unprocessable Content',
            'Please choose a file (multipart field "file").',
            [{ field: 'file', message: apiMessage('required') }],
          );
        }
        bytes = await part.toBuffer();
        checkFieldsWhole(part.fields);
      } catch (error) {
        throw uploadProblem(error, maxUploadMb);
      }
      // The same upload sent again with its one-time key: answered as the first was.
      if (await answeredBefore(request, bytes)) return reply;
      const saved = await files.save(bytes, part.filename, request.viewer, {
        purpose,
        clientAddress: request.ip,
      });
      return reply.code(201).send(saved);
    },
  );

  app.get<{ Params: { ref: string } }>(
    '/files/:ref',
    // Pictures come a dozen per page and a stored one costs a read; a new size is resized
    // once (shared) on sharp's worker threads. Turned away, pages would lose their images.
    { config: { alwaysServe: true }, schema: bytesSchema },
    async (request, reply) => {
      const admin = isAdmin(request.viewer);
      const file = await files.find(request.params.ref, { byName: admin });
      // A picture only deleted records use is gone for visitors until a restore, or until
      // another record uses it.
      if (file.trashed && !admin && !(await files.shownAgain(file.id))) throw notFound('File');
      // A receipt belongs to an order, which only staff and owners read.
      if (file.private && !file.trashed && !mayAccess(request.viewer.role, 'staff')) {
        throw unauthorized(apiMessage('receiptPrivate'));
      }
      // Only the widths the site asks for: each width is a copy stored for every image.
      const asked = parseOrBadRequest(bytesQuery, request.query);
      const download = asked.download !== undefined;
      const width = asked.w;
      if (!width || file.mime === 'image/gif') {
        return sendBytes(request, reply, {
          id: file.id,
          bytes: file.bytes,
          mime: file.mime,
          etag: `"${file.sha256}"`,
          download,
          private: file.private,
        });
      }
      const format = variantFormat(request);
      const quality = variantQuality(request);
      const variant =
        quality === 'saver'
          ? await files.variant(file, saverWidth(width), format, quality)
          : await files.variant(file, width, format);
      // The copy depends on both: a shared cache must not hand a saver's copy to others.
      reply.header('Vary', 'Accept, Save-Data');
      return sendBytes(request, reply, {
        id: file.id,
        bytes: variant.bytes,
        mime: variant.mime,
        etag: `"${file.sha256}-${variant.width}.${format}${quality === 'saver' ? '.saver' : ''}"`,
        download,
        private: file.private,
      });
    },
  );

  // A figure for the back office: what the uploads and their resized copies take up.
  app.get('/storage', storage, async () => ({
    ...(await files.storage()),
    unused_deleted_after_hours: UNUSED_FILE_AGE_HOURS,
  }));
}
