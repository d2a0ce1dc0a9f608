import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeOnly } from '../http/route-docs.ts';
import { unmovedPaths } from './unmoved-paths.ts';

/**
 * The OpenAPI document: this header, and what each route says of itself in its `schema`
 * (http/route-docs.ts), gathered by @fastify/swagger as the routes are registered.
 */
const HEADER = {
  openapi: '3.1.0',
  info: { title: 'Coach site API', version: '1.0.0' },
  servers: [{ url: '/api' }],
  components: { securitySchemes: { bearer: { type: 'http' as const, scheme: 'bearer' } } },
};

/** The parts of a route's schema that are the contract's zod schemas. */
const ZOD_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * zod's own JSON Schema of what a body is once checked (`output`): the input side of a
 * field the contract preprocesses (a number sent as text, an id sent as a name) has no type.
 */
const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;

/** Turns a route's zod schemas into JSON Schema; a route with no schema is left to unmoved-paths.ts. */
const transform: SwaggerTransform = ({ schema, url }) => {
  if (!schema) return { schema: { hide: true }, url };
  const converted = Object.fromEntries(
    ZOD_PARTS.flatMap((part) => {
      const value = schema[part];
      return value instanceof z.ZodType ? [[part, jsonSchema(value)]] : [];
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
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths: Record<string, object | undefined> = { ...openapiObject.paths };
      for (const [path, methods] of Object.entries(unmovedPaths())) {
        paths[path] = { ...methods, ...paths[path] };
      }
      return { ...openapiObject, paths } as typeof openapiObject;
    },
  });
}

/** /api/openapi.json and its page, /api/docs: the document's own routes, not in it. */
export async function serveOpenApi(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
