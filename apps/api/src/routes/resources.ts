import {
  DEFAULT_TRASH_DAYS,
  FORM_STAMP_FIELD,
  type ResourceDef,
  isPreviewResource,
  resourceList,
  resources,
  stateChangeAccess,
} from '@coach/contract';
import { senderOf } from '../analytics/sender.ts';
import type { CreditedSubmission } from '../analytics/visits.ts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { type IdParams, empty, idParams, problem, routeSchema } from '../http/route-docs.ts';
import { type Viewer, isAdmin, visitor } from '../auth/viewer.ts';
import { allow, authorize } from '../auth/access.ts';
import { SHARED_BRIEFLY, keptAnswer, sendAnswer } from '../http/answer-cache.ts';
import type { Services } from '../services.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import { type RateLimits, publicWriteLimit } from './limits.ts';
import { flagDoc, formStampDoc, resourceDocs } from './resource-docs.ts';

type Query = Record<string, unknown>;

/**
 * The CRUD calls of every registry resource, at /api/<slug>. Public creates
 * (appointment, order, testimonial) are rate-limited per visitor.
 */
export function resourceRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { prefix } = app;
  const { crud, answers } = services;
  const publicListPaths = new Set(
    resourceList
      .filter((def) => def.access.list === 'public')
      .map((def) => `${prefix}/${def.slug}`),
  );
  // A visitor's request for a public list (an admin sends a token and is never served
  // what visitors are kept).
  answers.keep('lists', (request) => {
    if (request.headers.authorization) return null;
    return publicListPaths.has(request.url.split('?', 1)[0]!) ? request.url : null;
  });

  /**
   * A public list as every visitor sees it, serialised and compressed once per content
   * version rather than on every request. `X-Total-Count` is the count of every row the
   * filters select, so a client can draw its pager.
   */
  const visitorList = async (def: ResourceDef, request: FastifyRequest) =>
    answers.get('lists', request.url, await answers.version(), async () => {
      const { rows, total } = await crud.listWithTotal(def, request.query as Query, visitor);
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'x-total-count': String(total),
      };
      return { answer: keptAnswer(200, headers, Buffer.from(JSON.stringify(rows))), keep: true };
    });

  /** Creates whose rules go beyond the generic ones (content/public-submissions.ts). */
  const { submissions } = services;
  const createHandlers: Partial<
    Record<string, (body: unknown, request: FastifyRequest) => Promise<unknown>>
  > = {
    payments: async (body, request) =>
      credited(
        'order',
        request,
        await submissions.order(body, customerLanguage(body, request), request.viewer),
      ),
    appointments: async (body, request) =>
      credited(
        'appointment',
        request,
        await submissions.appointment(body, customerLanguage(body, request), request.viewer),
      ),
    testimonials: async (body, request) =>
      credited('testimonial', request, await submissions.testimonial(body, request.viewer)),
  };
  /**
   * A visitor's submission credited to the source of their visit (analytics/visits.ts);
   * what the back office enters for someone is no visit's doing.
   */
  async function credited<T>(submission: CreditedSubmission, request: FastifyRequest, row: T) {
    if (!isAdmin(request.viewer))
      await services.visits.creditStored(submission, row, senderOf(request));
    return row;
  }
  /** Deletes with a rule of their own: a request holding a booked time stays. */
  const deleteHandlers: Partial<Record<string, (id: string, by: Viewer) => Promise<void>>> = {
    appointments: (id, by) => services.appointments.remove(id, by),
  };
  const deleteSchemas: Partial<Record<string, FastifySchema>> = {
    appointments: routeSchema(resources.appointments.access.delete, {
      tags: ['appointments'],
      summary: `Delete an appointment request: it moves to the trash, where it waits ${DEFAULT_TRASH_DAYS} days (TRASH_DAYS) to be restored. One holding a booked time is a 409 until its booking is cancelled`,
      params: idParams('id'),
      response: { 204: empty('Deleted'), 401: problem, 404: problem, 409: problem },
    }),
  };

  for (const def of resourceList) {
    const base = `/${def.slug}`;
    const guard = (op: Parameters<typeof authorize>[1]) => async (request: FastifyRequest) =>
      authorize(def, op, request);
    const schema = resourceDocs(def);

    if (def.access.list) {
      app.get(base, { schema: schema.list, preHandler: guard('list') }, async (request, reply) => {
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
      app.get<{ Params: IdParams }>(
        `${base}/:id`,
        { schema: schema.read, preHandler: guard('read') },
        async (request, reply) => {
          const record = await crud.get(def, request.params.id, request.viewer);
          // An editor's form sends it back as If-Match (a save over a newer version is a 412).
          if (def.access.update && isAdmin(request.viewer)) {
            const id = record.id as number;
            reply.header(
              'ETag',
              await services.revisions.versionTag(services.database.db, def, id),
            );
          }
          return record;
        },
      );
    }
    if (def.access.create) {
      const create =
        createHandlers[def.slug] ??
        ((body: unknown, request: FastifyRequest) => crud.create(def, body, {}, request.viewer));
      app.post(
        `/${def.createPath ?? def.slug}`,
        {
          schema: schema.create,
          preHandler: guard('create'),
          config: publicWriteLimit(def, limits),
        },
        async (request, reply) => reply.code(201).send(await create(request.body, request)),
      );
    }
    if (def.access.update) {
      app.put<{ Params: IdParams }>(
        `${base}/:id`,
        { schema: schema.update, preHandler: guard('update') },
        (request) =>
          crud.update(def, request.params.id, request.body, request.viewer, {
            ifMatch: request.headers['if-match'],
          }),
      );
      // The record's history (content/revisions.ts), for whoever may update it.
      app.get<{ Params: IdParams }>(
        `${base}/:id/revisions`,
        { schema: schema.revisions, preHandler: guard('update') },
        async (request) => {
          const { id } = await crud.get(def, request.params.id, request.viewer);
          return services.revisions.list(def, id as number);
        },
      );
      app.post<{ Params: IdParams & { rev: string } }>(
        `${base}/:id/revisions/:rev/restore`,
        { schema: schema.restoreRevision, preHandler: guard('update') },
        (request) =>
          crud.restoreRevision(def, request.params.id, request.params.rev, request.viewer),
      );
      // A private link to the record's page before it is published (content/previews.ts).
      if (isPreviewResource(def.slug)) {
        app.post<{ Params: IdParams }>(
          `${base}/:id/preview`,
          { schema: schema.preview, preHandler: guard('update') },
          async (request, reply) => {
            const origin =
              services.mail.settings.publicUrl ?? `${request.protocol}://${request.host}`;
            const link = await services.previews.create(
              def,
              request.params.id,
              request.viewer,
              origin,
            );
            return reply.code(201).send(link);
          },
        );
        app.delete<{ Params: IdParams }>(
          `${base}/:id/preview`,
          { schema: schema.revokePreviews, preHandler: guard('update') },
          (request) => services.previews.revoke(def, request.params.id, request.viewer),
        );
      }
    }
    if (def.access.delete) {
      const remove =
        deleteHandlers[def.slug] ?? ((id: string, by: Viewer) => crud.remove(def, id, by));
      app.delete<{ Params: IdParams }>(
        `${base}/:id`,
        { schema: deleteSchemas[def.slug] ?? schema.delete, preHandler: guard('delete') },
        async (request, reply) => {
          await remove(request.params.id, request.viewer);
          return reply.code(204).send();
        },
      );
    }
  }

  // The back office's state changes: publish or unpublish a testimonial, take any of the
  // three visitors' records out of the spam. (An appointment's resolve reads its body:
  // routes/appointments.ts; an order's is one of its moves: routes/orders.ts.)
  // Appointments and orders are staff's and owners', as their reading is; testimonials any account's.
  const flagRoute = (def: ResourceDef, action: string, column: string, value: boolean) =>
    app.put<{ Params: IdParams }>(
      `/${def.slug}/:id/${action}`,
      allow(stateChangeAccess(def), flagDoc(def, action)),
      (request) => crud.setFlag(def, request.params.id, column, value, request.viewer),
    );
  flagRoute(resources.testimonials, 'publish', 'is_published', true);
  flagRoute(resources.testimonials, 'unpublish', 'is_published', false);
  for (const def of resourceList) if (def.spamTrap) flagRoute(def, 'not-spam', 'spam', false);

  // A fresh stamp for a public form, asked for by the page once a visitor starts filling
  // it: the stamp in a kept page is as old as the page (content/spam-trap.ts).
  app.get('/form-stamp', { schema: formStampDoc }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { [FORM_STAMP_FIELD]: await submissions.formStamp() };
  });
}
