import { LANGUAGES, oneOf, schemas } from '@coach/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allow } from '../auth/access.ts';
import { z } from 'zod';
import { parseOrThrow } from '../http/problem.ts';
import { type IdParams, idParams, ok, problem } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

const tags = ['newsletters'];

/** The site's own address, for the letters' links when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const FIELDS =
  "subject, subject_mm, body, body_mm (the article editor's HTML, cleaned as articles are; one language is enough, subscribers of the other get it)";
const ANSWER =
  'Answers the newsletter: {id, subject, subject_mm, body, body_mm, article_id, status (draft, scheduled, sending, sent), send_at, total, sent, failed, skipped, finished_at, created, changed_at}';

/** A preview's language: any other than en or mm reads as English, as a subscriber's would. */
export const previewQuery = z.object({ language: oneOf(LANGUAGES).optional().catch(undefined) });

/**
 * Newsletters (issue 44, items 2 and 6): written, tested and sent by owners only. Every
 * answer is the owner's and changes while a letter goes, so none is kept.
 */
export function newsletterRoutes(app: FastifyInstance, services: Services) {
  const { newsletters } = services;
  const id = (request: { params: IdParams }) => Number(request.params.id);
  // The owner's, and it changes while a letter goes: no answer is kept.
  const owner = (doc: Parameters<typeof allow>[1]) => {
    const route = allow('owner', doc);
    return {
      ...route,
      onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
        reply.header('Cache-Control', 'no-store');
      },
    };
  };

  app.get(
    '/newsletters',
    owner({
      tags,
      summary: 'The newsletters, newest first: {newsletters: [each as GET /newsletters/{id}]}',
      response: { 200: ok(), 401: problem },
    }),
    () => newsletters.list(),
  );

  app.post(
    '/newsletters',
    owner({
      tags,
      summary: `Write a newsletter (a draft): {${FIELDS}, article_id (optional: the letter is made from the article's title, summary, picture and link in both languages; fields sent as well replace those)}. 201; ${ANSWER}`,
      body: schemas.newsletters.create,
      response: { 201: ok('Written'), 401: problem, 422: problem },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await newsletters.create(request.body, request.viewer, originOf(request))),
  );

  app.get<{ Params: IdParams }>(
    '/newsletters/:id',
    owner({
      tags,
      summary: `A newsletter with its progress while it goes (sent, total, failed, skipped). ${ANSWER}`,
      params: idParams('id'),
      response: { 200: ok(), 401: problem, 404: problem },
    }),
    (request) => newsletters.read(id(request)),
  );

  app.get<{ Params: IdParams }>(
    '/newsletters/:id/preview',
    owner({
      tags,
      summary:
        "The newsletter as a subscriber reading `language` (en or mm; en) gets it: {subject, html, text, language (the body's: the other one's when that language's is empty)}",
      params: idParams('id'),
      querystring: previewQuery,
      response: { 200: ok(), 401: problem, 404: problem },
    }),
    (request) => {
      const { language = 'en' } = parseOrThrow(previewQuery, request.query);
      return newsletters.preview(id(request), language);
    },
  );

  app.put<{ Params: IdParams }>(
    '/newsletters/:id',
    owner({
      tags,
      summary: `Change a draft or scheduled newsletter: {${FIELDS}}, those sent replace the stored ones. 409 once it is sending or sent. ${ANSWER}`,
      params: idParams('id'),
      body: schemas.newsletters.update,
      response: { 200: ok(), 401: problem, 404: problem, 409: problem, 422: problem },
    }),
    (request) => newsletters.update(id(request), request.body, request.viewer),
  );

  app.post<{ Params: IdParams }>(
    '/newsletters/:id/test',
    owner({
      tags,
      summary:
        "Send the newsletter to the signed-in owner's own address: {language (en or mm; en)}. Answers 202 {status: queued, to, language}. 409 when email is off",
      params: idParams('id'),
      response: { 202: ok('Queued'), 401: problem, 404: problem, 409: problem },
    }),
    async (request, reply) =>
      reply.code(202).send(await newsletters.test(id(request), request.body, request.viewer)),
  );

  app.post<{ Params: IdParams }>(
    '/newsletters/:id/send',
    owner({
      tags,
      summary: `Send the newsletter to every subscribed address: {at (optional, ISO 8601 with its offset: a later time schedules it)}. Each subscriber gets it once, in their language, at NEWSLETTER_PER_HOUR. 409 when it is sending or sent already, or email is off. ${ANSWER}`,
      params: idParams('id'),
      body: schemas.newsletters.send,
      response: { 200: ok(), 401: problem, 404: problem, 409: problem, 422: problem },
    }),
    (request) => newsletters.send(id(request), request.body, request.viewer),
  );
}
