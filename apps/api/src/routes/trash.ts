import { DEFAULT_TRASH_DAYS, resourceList } from '@coach/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow, authorize } from '../auth/access.ts';
import { trashedResource } from '../content/trash.ts';
import { parseId } from '../resources/crud-service.ts';
import { empty, idParams, ok, problem } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

type TrashParams = { resource: string; id: string };

const tags = ['trash'];
/** A trashed record: its resource (one whose records can be deleted) and id. */
const params = {
  type: 'object',
  properties: {
    resource: {
      type: 'string',
      enum: resourceList.filter((def) => def.access.delete).map((def) => def.slug),
    },
    ...idParams('id').properties,
  },
  required: ['resource', 'id'],
};

/**
 * The trash (docs/decisions/0030): `GET /api/trash` lists what this account may bring
 * back; `POST /api/trash/{resource}/{id}/restore` brings a record back with its id;
 * `DELETE /api/trash/{resource}/{id}` purges it. The list says in `X-Trash-Days` how
 * many days an entry waits. Who may delete a resource's records may restore and purge
 * them.
 */
export function trashRoutes(app: FastifyInstance, { trash, crud }: Services) {
  /** The resource and id a route names, once the caller may touch them. */
  const target = (request: FastifyRequest<{ Params: TrashParams }>) => {
    const def = trashedResource(request.params.resource);
    // The resource's own delete rule (401 signed out, 403 an editor for owners' records).
    authorize(def, 'delete', request);
    return { def, id: parseId(request.params.id, def.entity) };
  };

  const list = allow('admin', {
    tags,
    summary: `The deleted records this account may restore, newest first: resource, id, title, title_mm, deleted (when) and deleted_by. Each waits TRASH_DAYS days (${DEFAULT_TRASH_DAYS} by default), then is purged`,
  });
  app.get('/trash', list, async (request, reply) => {
    // How long an entry waits, for the screen to say.
    reply.header('X-Trash-Days', String(trash.keepDays));
    return trash.list(request.viewer);
  });

  const restore = allow('admin', {
    tags,
    summary:
      'Brings a deleted record back with the same id, its files and its links; answers the record. 409 when the category it belongs to was deleted since',
    params,
    response: { 200: ok(), 401: problem, 403: problem, 404: problem, 409: problem },
  });
  app.post<{ Params: TrashParams }>('/trash/:resource/:id/restore', restore, async (request) => {
    const { def, id } = target(request);
    await trash.restore(def, id, request.viewer);
    return crud.get(def, id, request.viewer);
  });

  const purge = allow('admin', {
    tags,
    summary: 'Purges a deleted record for good',
    params,
    response: { 204: empty('Purged'), 401: problem, 403: problem, 404: problem },
  });
  app.delete<{ Params: TrashParams }>('/trash/:resource/:id', purge, async (request, reply) => {
    const { def, id } = target(request);
    await trash.purge(def, id, request.viewer);
    return reply.code(204).send();
  });
}
