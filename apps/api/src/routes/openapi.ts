import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeOnly } from '../http/route-docs.ts';
import { apiDocsPage } from './api-docs-page.ts';

/**
 * The OpenAPI document: this header, and what each route says of itself in its `schema`
 * (http/route-docs.ts), gathered by @fastify/swagger as the routes are registered.
 */
const HEADER = {
  openapi: '3.1.0',
  info: {
    title: 'Coach site API',
    version: '1.0.0',
    description:
      "The visitors' writes (appointment, order, testimonial, receipts, registration, waiting list, sign-up, upload) take an `Idempotency-Key` header: a new random UUID for each submission, sent again unchanged with each retry of it. For a day, a retry of a request already handled is answered as the first was (`Idempotent-Replayed: true`) and nothing is stored or sent twice; the key with a different request is a 422, a key that is not a UUID a 400, and a retry while the first is still under way a 409 with Retry-After. Without the header a request is handled as it comes.",
  },
  servers: [{ url: '/api' }],
  components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } } },
};

/**
 * The parts of a route's schema that may be zod schemas, and the side of each that zod
 * describes. A body as it is once checked (`output`): the input side of a field the contract
 * preprocesses (a number sent as text, an id sent as a name) has no type. A query as it is
 * sent (`input`): a value with a default may be left out.
 */
const ZOD_PARTS = {
  body: 'output',
  querystring: 'input',
  params: 'input',
  headers: 'input',
} as const;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;

/** Turns a route's zod schemas into JSON Schema. A route without a schema is not in the document (openapi.test.ts finds any). */
const transform: SwaggerTransform = ({ schema, url }) => {
  if (!schema) return { schema, url };
  const converted = Object.fromEntries(
    Object.entries(ZOD_PARTS).flatMap(([part, io]) => {
      const value: unknown = schema[part as keyof typeof ZOD_PARTS];
      return value instanceof z.ZodType ? [[part, jsonSchema(value, io)]] : [];
    }),
  );
  return { schema: { ...schema, ...converted }, url };
};

/**
 * Registers the document's builder: before any route, which it must see registered, and
 * with the compilers that let the routes' schemas describe without checking.
 */
export async function registerOpenApi(app: FastifyInstance) {
  describeOnly(app);
  await app.register(swagger, {
    mode: 'dynamic',
    openapi: HEADER,
    transform,
  });
}

/** /api/openapi.json and its page, /api/docs: the document's own routes, not in it. */
export function serveOpenApi(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  apiDocsPage(app, () => app.swagger() as unknown as Record<string, unknown>);
}
