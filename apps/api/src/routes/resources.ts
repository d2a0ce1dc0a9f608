import { type ResourceDef, resourceList, resources } from '@coach/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin, visitor } from '../auth/accounts.ts';
import { authorize, requireAdmin } from '../auth/access.ts';
import { SHARED_BRIEFLY, answerCache, keptAnswer, sendAnswer } from '../http/answer-cache.ts';
import type { Services } from '../services.ts';
import type { AfterInsert } from '../resources/crud-service.ts';
import type { NoticeKind } from '../mail/notifications.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import { type RateLimits, publicWriteLimit } from './limits.ts';

type IdParams = { id: string };

/** Memory for kept public lists: a few hundred pages of the lists visitors read. */
const VISITOR_LISTS_BYTES = 32 * 1024 * 1024;

type Query = Record<string, unknown>;

/**
 * The CRUD calls of every registry resource, at /api/<slug>. Public creates
 * (appointment, order, testimonial) are rate-limited per visitor.
 */
export function resourceRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { prefix } = app;
  const { crud } = services;
  const { versions } = services;
  const visitorLists = answerCache({ maxBytes: VISITOR_LISTS_BYTES });
  const publicListPaths = new Set(
    resourceList
      .filter((def) => def.access.list === 'public')
      .map((def) => `${prefix}/${def.slug}`),
  );
  // A visitor's request for a public list (an admin sends a token and is never served
  // what visitors are kept).
  services.kept.add((request) => {
    if (request.headers.authorization) return null;
    const path = request.url.split('?', 1)[0]!;
    if (!publicListPaths.has(path)) return null;
    return (version) => visitorLists.isShared(request.url, version);
  });

  /**
   * A public list as every visitor sees it, serialised and compressed once per content
   * version rather than on every request. `X-Total-Count` is the count of every row the
   * filters select, so a client can draw its pager.
   */
  const visitorList = async (def: ResourceDef, request: FastifyRequest) =>
    visitorLists.get(request.url, await versions.site(), async () => {
      const { rows, total } = await crud.listWithTotal(def, request.query as Query, visitor);
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'x-total-count': String(total),
      };
      return { answer: keptAnswer(200, headers, Buffer.from(JSON.stringify(rows))), keep: true };
    });

  /** The owner's email about a new record, queued with it (none when mail is off). */
  const notify = (kind: NoticeKind): AfterInsert | undefined =>
    services.mail.queuesAny() ? (trx, row) => services.mail.queueFor(trx, kind, row) : undefined;

  /** Creates whose rules go beyond the generic ones. */
  const createHandlers: Partial<
    Record<string, (body: unknown, request: FastifyRequest) => Promise<unknown>>
  > = {
    payments: (body, request) => services.orders.place(body, customerLanguage(body, request)),
    appointments: (body, request) =>
      crud.create(resources.appointments, body, {}, request.viewer, notify('appointment')),
    testimonials: (body, request) =>
      crud.create(resources.testimonials, body, {}, request.viewer, notify('testimonial')),
  };

  for (const def of resourceList) {
    const base = `/${def.slug}`;
    const guard = (op: Parameters<typeof authorize>[1]) => async (request: FastifyRequest) =>
      authorize(def, op, request);

    if (def.access.list) {
      app.get(base, { preHandler: guard('list') }, async (request, reply) => {
        if (def.access.list === 'public' && !isAdmin(request.viewer)) {
          return sendAnswer(request, reply, await visitorList(def, request), {
            cacheControl: SHARED_BRIEFLY,
            vary: ['Authorization'],
          });
        }
        const { rows, total } = await crud.listWithTotal(
          def,
          request.query as Query,
          request.viewer,
        );
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
