import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { FILE_ALT_MAX, schemas } from '@coach/contract';
import { LIBRARY_DEFAULT_LIMIT, libraryQuery } from '../files/file-library.ts';
import { parseOrThrow } from '../http/problem.ts';
import { TOTAL_HEADER, empty, ok, problem, textParams } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

const tags = ['files'];
/** A file's id: random text, not a number. */
const params = textParams({ ref: undefined });

/**
 * The media library, for any signed-in admin (401 for visitors): `GET /api/files` lists
 * the public uploads a page at a time like every list (`limit`, `offset`, `search`,
 * `X-Total-Count`); `GET /api/files/{ref}/usage` says which records use one; `PUT` sets its
 * alt texts and focal point; `DELETE` removes one nothing uses (409 naming the uses).
 * `GET /api/files/{ref}` (files.ts) serves the image itself to everyone; all name a file `ref`,
 * as the OpenAPI document does.
 */
export function fileLibraryRoutes(app: FastifyInstance, { library }: Services) {
  const list = allow('admin', {
    tags,
    summary: `The media library: the uploaded images, newest first, each {id, name, width, height, bytes, alt, alt_mm, focal_x, focal_y, created}; order receipts and other private files are never listed. search matches the name and both alt texts. Without limit the newest ${LIBRARY_DEFAULT_LIMIT}`,
    querystring: libraryQuery,
    response: {
      200: { ...ok('A JSON array of files, newest first'), headers: TOTAL_HEADER },
      401: problem,
      422: problem,
    },
  });
  app.get('/files', list, async (request, reply) => {
    const { rows, total } = await library.list(parseOrThrow(libraryQuery, request.query));
    reply.header('X-Total-Count', String(total));
    return rows;
  });

  const usage = allow('admin', {
    tags,
    summary:
      'The records that use a public file, from the same reference map the sweep of unused uploads reads: a JSON array of {resource, id, field} (resource as the API names it: events, stats, pages, trash…). 404 for an unknown or private file',
    params,
  });
  app.get<{ Params: { ref: string } }>('/files/:ref/usage', usage, (request) =>
    library.usage(request.params.ref),
  );

  const update = allow('admin', {
    tags,
    summary: `Set a public file's alt texts (alt, alt_mm: up to ${FILE_ALT_MAX} characters; Burmese typed in Zawgyi is stored as Unicode) and focal point (focal_x, focal_y: 0 to 1 from the left and top edge). A field left out stays; one sent empty or null is cleared. A refused body (422, naming each bad field) changes nothing; an unknown or private file is a 404`,
    params,
    body: schemas.files.update,
  });
  app.put<{ Params: { ref: string } }>('/files/:ref', update, (request) =>
    library.update(request.params.ref, request.body, request.viewer),
  );

  const remove = allow('admin', {
    tags,
    summary:
      'Delete a public file nothing uses, with its resized copies. A file in use is a 409 whose detail names each use ("Used by events 3 (image), clients 7 (image)…")',
    params,
    response: { 204: empty('Deleted'), 401: problem, 404: problem, 409: problem },
  });
  app.delete<{ Params: { ref: string } }>('/files/:ref', remove, async (request, reply) => {
    await library.remove(request.params.ref, request.viewer);
    return reply.code(204).send();
  });
}
