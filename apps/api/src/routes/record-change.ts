import type { Access } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { type IdParams, type RouteDoc, idParams } from '../http/route-docs.ts';

/**
 * PUT `url`, whose `:id` is a record's: a signed-in change to that record, open to
 * `access`, described by `doc` (the id's parameter added) and made by `change` with the
 * id, the body and who asked.
 */
export function recordChange(
  app: FastifyInstance,
  url: string,
  access: Access,
  doc: Omit<RouteDoc, 'params'>,
  change: (id: string, body: unknown, viewer: Viewer) => unknown,
) {
  const { tags, summary, ...rest } = doc;
  const options = allow(access, { tags, summary, params: idParams('id'), ...rest });
  app.put<{ Params: IdParams }>(url, options, (request) =>
    change(request.params.id, request.body, request.viewer),
  );
}
