import { type Access, rolesFor } from '@coach/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * Each route describes itself in its `schema`: the contract's zod schemas for what it takes,
 * and a summary, tags and answers for the OpenAPI document (@fastify/swagger reads them in
 * dynamic mode, routes/openapi.ts).
 *
 * The schemas describe; they do not check. The services (a query string's handler, where no
 * service reads it) check every body and query string with the very same zod schemas
 * (`parseOrThrow`), after the preHandler hooks have turned Burmese typed in
 * Zawgyi into Unicode, and answer a refusal as problem+json with each field's message in the
 * visitor's language. Checking at the route would run before that conversion, run the
 * schemas' transforms (sanitising) twice and answer Fastify's own 400, so the route's
 * compilers let every request and answer through as they are. They are also why Fastify
 * never loads Ajv or fast-json-stringify for a route (http/schema-compilers.ts).
 */
export function describeOnly(app: FastifyInstance) {
  // `true`: valid, and the request left as it came (a missing body stays undefined).
  app.setValidatorCompiler(() => () => true);
  // What Fastify does with an answer whose route has no response schema.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

type Json = Record<string, unknown>;
type Responses = Record<number, Json>;

export const problem = {
  description: 'Problem (RFC 9457)',
  content: { 'application/problem+json': { schema: {} } },
};
export const ok = (description = 'OK') => ({
  description,
  content: { 'application/json': { schema: {} } },
});
/** An answer without a body (204). */
export const empty = (description: string) => ({ description, type: 'null' });
/** `problem` with its own description. */
export const problemWhen = (description: string) => ({ ...problem, description });

/** An owner's change that a record's state can refuse (409) as well as its checks (422). */
export const guardedChange: Responses = {
  200: ok(),
  401: problem,
  403: problem,
  404: problem,
  409: problem,
  422: problem,
};

/** A path's numeric id. */
export const idParams = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'integer' }])),
  required: names,
});
/** A path's id as a handler receives it (numeric, yet text until the service parses it). */
export type IdParams = { id: string };
/** A path's text parameters (a token, a file's id). */
export const textParams = (names: Record<string, string | undefined>) => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(names).map(([name, description]) => [
      name,
      { type: 'string', ...(description && { description }) },
    ]),
  ),
  required: Object.keys(names),
});

/** A list's `format`: `csv` answers the CSV file; any other value, or none, JSON. */
export const formatParam = () =>
  z.enum(['json', 'csv']).optional().catch(undefined).meta({ description: 'csv: the CSV file' });

/** The header of a list's answer that a pager reads. */
export const TOTAL_HEADER = {
  'X-Total-Count': {
    type: 'integer',
    description: 'How many rows the filters select in all, whatever the page',
  },
};

export interface RouteDoc {
  tags: string[];
  summary: string;
  /** The contract's schema of a JSON body; JSON Schema for another kind (a form's file). */
  body?: z.ZodType | Json;
  /** The body's media types, when not JSON. */
  consumes?: string[];
  /** The zod schema the route (or its service) checks the query string with. */
  querystring?: z.ZodType;
  params?: Json;
  headers?: Json;
  /** The answers, when they are not the usual ones (200, 401, 404, 422; 403 for roles). */
  response?: Responses;
}

/**
 * A route's schema. Who may call it — the same `Access` its check is given — says whether it
 * needs a token (`security`), and a call closed to some roles names those it is open to in
 * `x-roles` (with `x-owner-only` for owners'), so that clients and the security suite can
 * tell them from the document.
 */
export function routeSchema(access: Access | undefined, doc: RouteDoc): FastifySchema {
  const restricted = access === 'owner' || access === 'staff';
  const signedIn = access !== undefined && access !== 'public';
  const response: Responses = doc.response ?? {
    200: ok(),
    401: problem,
    404: problem,
    422: problem,
  };
  return {
    ...doc,
    ...(signedIn && { security: [{ bearer: [] }] }),
    ...(access === 'owner' && { 'x-owner-only': true }),
    ...(restricted && { 'x-roles': rolesFor(access) }),
    response: restricted ? { ...response, 403: problem } : response,
  } as FastifySchema;
}
