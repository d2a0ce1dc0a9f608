import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify loads its JSON Schema compilers (Ajv with its formats, and fast-json-stringify)
 * as it is created: about a tenth of a server's start, paid by every instance and by each
 * of the ~100 servers the test suites start. No route here hands Fastify a schema to check:
 * the API's routes carry schemas that only describe them, with compilers of their own that
 * check nothing (http/route-docs.ts), and requests are checked against the contract's zod
 * schemas by the services. So the same compilers are given to Fastify as builders that load
 * them the first time a route with a schema to check asks for one: the same modules, as
 * Fastify would load them, only later.
 */

// Resolved from Fastify's own folder: the very versions it would load itself.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

type Builder = (...args: unknown[]) => unknown;

/** The builder `module` exports when called, loaded on first use. */
function loadedOnUse(module: string): Builder {
  let built: Builder | undefined;
  return (...args) => (built ??= (fromFastify(module) as () => Builder)())(...args);
}

// Typed as Fastify types its own defaults, which these are.
export const lazySchemaCompilers = {
  compilersFactory: {
    buildValidator: loadedOnUse('@fastify/ajv-compiler'),
    buildSerializer: loadedOnUse('@fastify/fast-json-stringify-compiler'),
  },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
