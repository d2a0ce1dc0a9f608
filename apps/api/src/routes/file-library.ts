import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import type { Services } from '../services.ts';

/**
 * The media library, for any signed-in admin (401 for visitors): `GET /api/files` lists
 * the public uploads a page at a time like every list (`limit`, `offset`, `search`,
 * `X-Total-Count`); `GET /api/files/{ref}/usage` says which records use one; `PUT` sets its
 * alt texts and focal point; `DELETE` removes one nothing uses (409 naming the uses).
 * `GET /api/files/{ref}` (files.ts) serves the image itself to everyone; all name a file `ref`,
 * as the OpenAPI document does.
 */
export function fileLibraryRoutes(app: FastifyInstance, { library }: Services) {
  const admin = { preHandler: async (request: FastifyRequest) => requireAdmin(request) };

  app.get('/files', admin, async (request, reply) => {
    const { rows, total } = await library.list(request.query as Record<string, unknown>);
    reply.header('X-Total-Count', String(total));
    return rows;
  });

  app.get<{ Params: { ref: string } }>('/files/:ref/usage', admin, (request) =>
    library.usage(request.params.ref),
  );

  app.put<{ Params: { ref: string } }>('/files/:ref', admin, (request) =>
    library.update(request.params.ref, request.body, request.viewer),
  );

  app.delete<{ Params: { ref: string } }>('/files/:ref', admin, async (request, reply) => {
    await library.remove(request.params.ref, request.viewer);
    return reply.code(204).send();
  });
}
