import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';

/** Headers of the inner answer that the outer reply works out for itself. */
const HOP_HEADERS = new Set([
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'date',
]);

/**
 * The API's documentation page, /api/docs, with @fastify/swagger-ui's assets. Loading that
 * package (its own @fastify/static, a glob matcher, a YAML writer) took about 0.27 s of CPU,
 * a sixth of a server's start, paid by every instance and every test server for a page a
 * developer opens now and then. So the page is built at its first request, in a Fastify
 * instance of its own, and the requests under /api/docs are answered by it: the same
 * routes and files as the plugin serves, through the outer app's hooks (its headers, its
 * limits) like any other answer.
 */
export function apiDocsPage(app: FastifyInstance, document: () => Record<string, unknown>) {
  let docs: Promise<FastifyInstance> | undefined;
  const build = async () => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify();
    await inner.register(swagger, {
      mode: 'static',
      specification: { document: document() as never },
    });
    await inner.register(swaggerUi, { routePrefix: '/docs' });
    await inner.ready();
    return inner;
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= build().catch((error: unknown) => {
      docs = undefined; // a failed build is tried again at the next request
      throw error;
    });
    const inner = await docs;
    // The same path below /docs: the page's links are relative to it.
    const url = request.url.slice(request.url.indexOf('/docs'));
    // Asked as a GET even for a HEAD: the outer route drops the body and keeps its length.
    const answered = await inner.inject({
      method: 'GET',
      url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answered.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    }
    return reply.code(answered.statusCode).send(answered.rawPayload);
  };
  // Not in the document it shows (`hide`).
  app.get('/docs', { schema: { hide: true } }, answer);
  app.get('/docs/*', { schema: { hide: true } }, answer);
}
