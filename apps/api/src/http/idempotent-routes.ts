import { createHash } from 'node:crypto';
import { apiMessage } from '@coach/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Claim, IdempotencyKeys, KeptAnswer } from './idempotency-keys.ts';
import { problemWhen } from './route-docs.ts';

/** The header a public form's request carries its one-time key in (a UUID). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Said on an answer given again from a key's first request. */
export const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers a request sent again with the same Idempotency-Key as the first was answered
     * (http/idempotent-routes.ts). `true`: the request is known by its parsed body;
     * `'handler'`: the handler reads the body itself (an upload's stream) and then calls
     * `answeredBefore` with it.
     */
    idempotent?: true | 'handler';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MALFORMED = Symbol('malformed');

/** An answer's headers not worth keeping: the connection's own, and no cookie is replayed. */
const NOT_KEPT = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

const holding = new WeakMap<FastifyRequest, { store: IdempotencyKeys; claim: Claim }>();
const waitingForBody = new WeakMap<FastifyRequest, (body: Buffer) => Promise<boolean>>();

function keyOf(request: FastifyRequest): string | null | typeof MALFORMED {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  if (sent === undefined) return null;
  // Two of the header arrive joined by a comma, which is no UUID.
  if (typeof sent !== 'string' || !UUID.test(sent.trim())) return MALFORMED;
  return sent.trim().toLowerCase();
}

/**
 * The request as one hash: method, address and body. A form's multipart body is read
 * without its boundary, which a browser makes anew each time it sends the same form.
 */
export function requestFingerprint(request: FastifyRequest, body: unknown): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  if (Buffer.isBuffer(body)) {
    const type = request.headers['content-type'] ?? '';
    const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    const boundary = found?.[1] ?? found?.[2];
    hash.update(boundary ? body.toString('latin1').replaceAll(boundary, '') : body);
  } else {
    hash.update(JSON.stringify(body ?? null));
  }
  return hash.digest('base64url');
}

const refuse = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, status, detail });

function replay(reply: FastifyReply, answer: KeptAnswer) {
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .header(REPLAYED_HEADER, 'true')
    .send(answer.body);
}

/** Claims the key for this request, or answers it (the first answer, or why not). */
async function answerOnce(
  store: IdempotencyKeys,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  // Scoped to the method and path: the same key sent elsewhere is another request.
  const scope = `${request.method} ${request.url.split('?')[0]}`;
  const outcome = await store.claim(scope, key, fingerprint);
  if (outcome.kind === 'claimed') {
    holding.set(request, { store, claim: outcome.claim });
    return false;
  }
  if (outcome.kind === 'answered') replay(reply, outcome.answer);
  else if (outcome.kind === 'different')
    refuse(reply, 422, 'Unprocessable Content', apiMessage('idempotencyKeyReused'));
  else refuse(reply.header('retry-after', '2'), 409, 'Conflict', apiMessage('idempotencyKeyBusy'));
  return true;
}

/**
 * For an `idempotent: 'handler'` route, once its handler has read the body: whether the
 * request was answered here (a retry of a stored one, or a refusal), so the handler stops.
 */
export async function answeredBefore(request: FastifyRequest, body: Buffer): Promise<boolean> {
  const answer = waitingForBody.get(request);
  waitingForBody.delete(request);
  return answer ? answer(body) : false;
}

/** Keeps a claimed request's answer, or gives the key back when it is not worth keeping. */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const held = holding.get(request);
  if (!held) return payload;
  holding.delete(request);
  const { store, claim } = held;
  const status = reply.statusCode;
  const body =
    typeof payload === 'string'
      ? Buffer.from(payload)
      : Buffer.isBuffer(payload)
        ? payload
        : payload == null
          ? Buffer.alloc(0)
          : null;
  try {
    // A server error, a limit or a stream: the next try with the key does the work.
    if (body === null || status >= 500 || status === 429 || status === 408) {
      await store.release(claim);
    } else {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !NOT_KEPT.has(name.toLowerCase()))
          headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      await store.finish(claim, { status, headers, body });
    }
  } catch (error) {
    // The answer goes out all the same: the work is done, only its retry is not covered.
    request.log.warn({ err: error }, 'could not keep the answer of a one-time key');
  }
  return payload;
}

/** The header and answers an idempotent route adds to its description in the API document. */
function documented(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
  };
  return {
    ...schema,
    headers: {
      ...headers,
      properties: {
        ...headers.properties,
        [IDEMPOTENCY_HEADER]: {
          type: 'string',
          format: 'uuid',
          description:
            'A new random UUID for each submission, sent again unchanged when the same submission is retried. For a day, a retry is answered as the first request was (with Idempotent-Replayed: true) and nothing is stored or sent twice',
        },
      },
    },
    response: {
      400: problemWhen('A malformed Idempotency-Key (not a UUID)'),
      409: problemWhen('A request with this Idempotency-Key is still under way (Retry-After)'),
      422: problemWhen('Invalid, or an Idempotency-Key already sent with a different request'),
      ...(schema.response as Record<number, unknown>),
    },
  };
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * One-time keys for the routes whose config says `idempotent` (issue 45, decision 0045):
 * a request without the header is served as before; with a malformed one it is a 400;
 * with a key it claims the key before its work and its answer is kept with the key
 * (idempotency-keys.ts), so the same key again answers the same without doing the work
 * twice, and with a different request a 422. Call before the routes are registered.
 */
export function idempotentRoutes(app: FastifyInstance, store: IdempotencyKeys) {
  app.addHook('onRoute', (route) => {
    const mode = route.config?.idempotent;
    if (!mode) return;
    route.schema = documented(route.schema);
    const before = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = keyOf(request);
      if (key === null) return;
      if (key === MALFORMED)
        return refuse(reply, 400, 'Bad Request', apiMessage('idempotencyKeyMalformed'));
      if (mode === 'handler') {
        waitingForBody.set(request, (body) =>
          answerOnce(store, request, reply, key, requestFingerprint(request, body)),
        );
        return;
      }
      const fingerprint = requestFingerprint(request, request.body);
      if (await answerOnce(store, request, reply, key, fingerprint)) return reply;
    };
    route.preHandler = [...asList(route.preHandler), before];
    // First among the route's own: the answer as sent, before compression.
    route.onSend = [keepAnswer, ...asList(route.onSend)];
  });
}
