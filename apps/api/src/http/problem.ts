import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiMessage } from '@coach/contract';

/** One bad field of a request, as reported in a 422 problem. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error that becomes an RFC 9457 problem response. Services throw these; the one
 * error handler below turns them (and every other failure) into problem+json.
 */
export class HttpError extends Error {
  /** Seconds a client should wait before trying again (503s send it as Retry-After). */
  retryAfter?: number;
  /** Members the problem carries beside the standard ones, for clients to act on. */
  extensions?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }
}

export const notFound = (entity: string) => new HttpError(404, 'Not Found', `${entity} not found`);
export const unauthorized = (detail = 'Please sign in to do this.') =>
  new HttpError(401, 'Unauthorized', detail);
export const conflict = (detail: string) => new HttpError(409, 'Conflict', detail);
export const invalid = (errors: FieldError[]) =>
  new HttpError(
    422,
    'Unprocessable Content',
    errors.map((e) => `${e.field}: ${e.message}`).join('; '),
    errors,
  );

/** Parses with a zod schema or throws a 422 naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // No body at all reads as an empty one; a JSON `null` is a body, and not an object.
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    if (seen.has(field)) continue; // one message per field is clearer than several
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  throw invalid(errors);
}

/**
 * Parses what a request names (a query's parameters) where a wrong value is a bad request
 * (400) rather than bad content: the first issue's message is the problem's detail.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  throw new HttpError(400, 'Bad Request', result.error.issues[0]!.message);
}

/** The fields an object schema takes, looking through the pipes and wrappers around it. */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) {
    const out = fieldsOf(schema.def.out as z.ZodType);
    return out.length ? out : fieldsOf(schema.def.in as z.ZodType);
  }
  const inner = (schema.def as { innerType?: z.ZodType }).innerType;
  return inner ? fieldsOf(inner) : [];
}

/**
 * Parses an update's body and refuses, with a 422 listing what it may send, one that
 * names none of its fields (`{}`, only unknown keys, or no body): an update of nothing is
 * a client's mistake, and must not reach the database as an UPDATE with nothing to set.
 */
export function parseChangeOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // Judged on the body as sent: parsing fills in defaults (the booking hours' settings).
  const given = (input === undefined ? {} : input) as Record<string, unknown> | null;
  const fields = fieldsOf(schema);
  if (typeof given === 'object' && given !== null && !Array.isArray(given) && fields.length) {
    if (!fields.some((field) => given[field] !== undefined)) {
      throw invalid([
        { field: 'body', message: apiMessage('nothingToChange', { fields: fields.join(', ') }) },
      ]);
    }
  }
  return parseOrThrow(schema, input);
}

function send(reply: FastifyReply, status: number, title: string, detail: string, extra = {}) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, status, detail, ...extra });
}

/**
 * While the database is away or the server is overloaded every request fails the same
 * way: say so in the log once every few seconds, not once per request, and tell clients
 * when to come back.
 */
let lastUnavailableLog = 0;
function noteUnavailable(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  reply.header('Retry-After', String(error.retryAfter ?? 5));
  if (Date.now() - lastUnavailableLog < 5_000) return;
  lastUnavailableLog = Date.now();
  request.log.warn({ err: error.cause ?? error }, error.detail);
}

export function registerProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status === 503) noteUnavailable(request, reply, error);
      return send(reply, error.status, error.title, error.detail, {
        ...error.extensions,
        ...(error.errors && { errors: error.errors }),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, 'Too Many Requests', apiMessage('tooManyAttempts'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return send(reply, status, STATUS_CODES[status] ?? 'Bad Request', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      500,
      'Internal Server Error',
      'Something went wrong on our side. Please try again.',
    );
  });
  app.setNotFoundHandler(sendNoSuchCall);
}

/** The API's 404 for a path or method it does not serve. */
export function sendNoSuchCall(request: FastifyRequest, reply: FastifyReply) {
  return send(
    reply,
    404,
    'Not Found',
    `No such call: ${request.method} ${request.url.split('?')[0]}`,
  );
}
