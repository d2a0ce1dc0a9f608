import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';
import { withoutTokens } from './token-addresses.ts';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * Fastify's own two info lines per request. buildServer does not pass on Fastify's
 * switch for them, so they are dropped here and `logRequest` writes one line instead,
 * at debug: at the default level the log shows starts, stops, warnings and errors.
 */
const FASTIFY_REQUEST_LINES = new Set(['incoming request', 'request completed']);

/** The fields of `logRequest` that its pretty message already spells out. */
const REQUEST_FIELDS = 'method,url,statusCode,responseTime';

/** The server's pino options: pretty single lines for a person, JSON for a machine. */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    // Whatever logs a request (Fastify's own lines, an error's), never with its token.
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutTokens(request.url),
      }),
    },
    hooks: {
      logMethod(args, method) {
        if (typeof args[1] === 'string' && FASTIFY_REQUEST_LINES.has(args[1])) return;
        method.apply(this, args);
      },
    },
    ...(env.LOG_FORMAT === 'pretty' && {
      transport: {
        // Resolved here, as pino's worker would look for it from fastify's own folder.
        target: createRequire(import.meta.url).resolve('pino-pretty'),
        options: {
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: `pid,hostname,reqId,${REQUEST_FIELDS}`,
        },
      },
    }),
  };
}

const DEBUG_OR_BELOW = new Set(['debug', 'trace']);

/** An onResponse hook: one debug line per answered request, its secrets left out. */
export async function logRequest(request: FastifyRequest, reply: FastifyReply) {
  // Most servers log at info or above: then no line is made, and nothing is spent making it.
  if (!DEBUG_OR_BELOW.has(request.log.level)) return;
  const { method } = request;
  const url = withoutTokens(request.url);
  const { statusCode } = reply;
  const responseTime = Math.round(reply.elapsedTime * 10) / 10;
  request.log.debug(
    { method, url, statusCode, responseTime },
    `${method} ${url} ${statusCode} ${responseTime} ms`,
  );
}
