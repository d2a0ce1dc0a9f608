import { type ResourceDef, resourceList, resources } from '@coach/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize, requireAdmin } from '../auth/access.ts';
import type { Services } from '../services.ts';
import { type RateLimits, publicWriteLimit } from './limits.ts';

type IdParams = { id: string };
type Query = Record<string, unknown>;

/**
 * The CRUD calls of every registry resource, at /api/<slug>. Public creates
 * (appointment, order, testimonial) are rate-limited per visitor.
 */
export function resourceRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { crud } = services;

  /** Creates whose rules go beyond the generic ones. */
  const createHandlers: Partial<
    Record<string, (body: unknown, request: FastifyRequest) => Promise<unknown>>
  > = {
    payments: (body) => services.orders.place(body),
  };

  for (const def of resourceList) {
    const base = `/${def.slug}`;
    const guard = (op: Parameters<typeof authorize>[1]) => async (request: FastifyRequest) =>
      authorize(def, op, request);

    if (def.access.list) {
      app.get(base, { preHandler: guard('list') }, async (request, reply) => {
        const { rows, total } = await crud.listWithTotal(
          def,
          request.query as Query,
          request.viewer,
        );
        // The count of every row the filters select, so a client can draw its pager.
        reply.header('X-Total-Count', String(total));
        return rows;
      });
    }
    if (def.access.read) {
      app.get<{ Params: IdParams }>(`${base}/:id`, { preHandler: guard('read') }, (request) =>
        crud.get(def, request.params.id, request.viewer),
      );
    }
    if (def.access.create) {
      const create =
        createHandlers[def.slug] ??
        ((body: unknown, request: FastifyRequest) => crud.create(def, body, {}, request.viewer));
      app.post(
        `/${def.createPath ?? def.slug}`,
        { preHandler: guard('create'), config: publicWriteLimit(def, limits) },
        async (request, reply) => reply.code(201).send(await create(request.body, request)),
      );
    }
    if (def.access.update) {
      app.put<{ Params: IdParams }>(`${base}/:id`, { preHandler: guard('update') }, (request) =>
        crud.update(def, request.params.id, request.body),
      );
    }
    if (def.access.delete) {
      app.delete<{ Params: IdParams }>(
        `${base}/:id`,
        { preHandler: guard('delete') },
        async (request, reply) => {
          await crud.remove(def, request.params.id);
          return reply.code(204).send();
        },
      );
    }
  }

  // The back office's state changes: resolve an appointment or order, publish or unpublish a
  // testimonial.
  const flagRoute = (def: ResourceDef, action: string, column: string, value: boolean) =>
    app.put<{ Params: IdParams }>(
      `/${def.slug}/:id/${action}`,
      { preHandler: async (request) => requireAdmin(request) },
      (request) => crud.setFlag(def, request.params.id, column, value),
    );
  flagRoute(resources.appointments, 'resolve', 'resolved', true);
  flagRoute(resources.payments, 'resolve', 'resolved', true);
  flagRoute(resources.testimonials, 'publish', 'is_published', true);
  flagRoute(resources.testimonials, 'unpublish', 'is_published', false);
}
