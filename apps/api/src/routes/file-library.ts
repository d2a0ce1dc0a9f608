import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import type { Services } from '../services.ts';

/**
 * The media library, for any signed-in admin (401 for visitors): `GET /api/files` lists
 * the public uploads a page at a time like every list (`limit`, `offset`, `search`,
 * `X-Total-Count`); `GET /api/files/{id}/usage` says which records use one; `PUT` sets its
 * alt texts and focal point; `DELETE` removes one nothing uses (409 naming the uses).
 * `GET /api/files/{ref}` (files.ts) still serves the image itself to everyone.
 */
export function fileLibraryRoutes(app: FastifyInstance, { library }: Services) {
  const admin = { preHandler: async (request: FastifyRequest) => requireAdmin(request) };

  app.get('/files', admin, async (request, reply) => {
    const { rows, total } = await library.list(request.query as Record<string, unknown>);
    reply.header('X-Total-Count', String(total));
    return rows;
  });

  app.get<{ Params: { id: string } }>('/files/:id/usage', admin, (request) =>
    library.usage(request.params.id),
  );

  app.put<{ Params: { id: string } }>('/files/:id', admin, (request) =>
    library.update(request.params.id, request.body, request.viewer),
  );

  app.delete<{ Params: { id: string } }>('/files/:id', admin, async (request, reply) => {
    await library.remove(request.params.id, request.viewer);
    return reply.code(204).send();
  });
}
