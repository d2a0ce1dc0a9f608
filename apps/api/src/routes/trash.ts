import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize, requireAdmin } from '../auth/access.ts';
import { trashedResource } from '../content/trash.ts';
import { parseId } from '../resources/crud-service.ts';
import type { Services } from '../services.ts';

type TrashParams = { resource: string; id: string };

/**
 * The trash (docs/decisions/0030): `GET /api/trash` lists what this account may bring
 * back; `POST /api/trash/{resource}/{id}/restore` brings a record back with its id;
 * `DELETE /api/trash/{resource}/{id}` purges it. The list says in `X-Trash-Days` how
 * many days an entry waits. Who may delete a resource's records may restore and purge
 * them.
 */
export function trashRoutes(app: FastifyInstance, { trash, crud }: Services) {
  const admin = { preHandler: async (request: FastifyRequest) => requireAdmin(request) };

  /** The resource and id a route names, once the caller may touch them. */
  const target = (request: FastifyRequest<{ Params: TrashParams }>) => {
    const def = trashedResource(request.params.resource);
    // The resource's own delete rule (401 signed out, 403 an editor for owners' records).
    authorize(def, 'delete', request);
    return { def, id: parseId(request.params.id, def.entity) };
  };

  app.get('/trash', admin, async (request, reply) => {
    // How long an entry waits, for the screen to say.
    reply.header('X-Trash-Days', String(trash.keepDays));
    return trash.list(request.viewer);
  });

  app.post<{ Params: TrashParams }>('/trash/:resource/:id/restore', admin, async (request) => {
    const { def, id } = target(request);
    await trash.restore(def, id, request.viewer);
    return crud.get(def, id, request.viewer);
  });

  app.delete<{ Params: TrashParams }>('/trash/:resource/:id', admin, async (request, reply) => {
    const { def, id } = target(request);
    await trash.purge(def, id, request.viewer);
    return reply.code(204).send();
  });
}
