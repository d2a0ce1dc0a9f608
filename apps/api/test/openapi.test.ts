import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { apiPlugin } from '../src/app.ts';
import { type TestServer, databases, startTestServer } from './harness.ts';

/**
 * The OpenAPI document describes every route the API registers: each route's own schema
 * says what it takes and does (http/route-docs.ts), and a route without one is found here.
 */

/** Routes under /api the document leaves out, each with why. */
const UNDESCRIBED: [prefix: string, why: string][] = [
  ['GET /api/openapi.json', 'the document itself'],
  // @fastify/swagger-ui's HTML page, its assets and its copies of the document.
  ['GET /api/docs', 'the page that shows the document'],
];
const undescribed = (route: string) =>
  UNDESCRIBED.some(([prefix]) => route === prefix || route.startsWith(`${prefix}/`));

const split = (call: string) => call.split(' ') as [string, string];
/** `{id}` and `{ref}` name the same slot. */
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe.each(databases)('OpenAPI on %s', (kind) => {
  let server: TestServer;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  beforeAll(async () => {
    server = await startTestServer(kind);
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(() => server.close());

  /** The document's operation for a call written as the tests write it: "GET /events". */
  const operation = (call: string) => {
    const [method, path] = split(call);
    const found = Object.entries(document.paths).find(([p]) => shape(p) === shape(path));
    return found?.[1][method.toLowerCase()];
  };

  it('is OpenAPI 3', () => {
    expect(document.openapi).toMatch(/^3\./);
  });

  it('describes every route the API registers, with a summary and tags', async () => {
    // Every route of the API, from a server made only to list them. A GET's HEAD twin,
    // which Fastify adds by itself, is described by its GET.
    const registered: string[] = [];
    const lister = Fastify();
    lister.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      }
    });
    await lister.register(apiPlugin, { prefix: '/api', services: server.services, maxUploadMb: 1 });
    await lister.ready();
    await lister.close();

    const described = registered.filter((route) => !undescribed(route));
    expect(described.length).toBeGreaterThan(100);
    const missing = described.filter((route) => {
      const [method, url] = split(route);
      const path = url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      const found = document.paths[path]?.[method.toLowerCase()] as
        { summary?: string; tags?: string[] } | undefined;
      return !found?.summary || !found.tags?.length;
    });
    expect(missing).toEqual([]);
    // What is left out is what the list above says, and nothing under /api/docs is described.
    expect(registered.filter(undescribed)).toEqual(
      expect.arrayContaining(['GET /api/openapi.json', 'GET /api/docs']),
    );
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });

  it.each([
    'DELETE /colors/{id}',
    'POST /constants',
    'PUT /testimonials/{id}',
    'POST /appointments',
  ])('neither lists nor serves %s', (call) => {
    const [method, path] = split(call);
    expect(operation(call)).toBeUndefined();
    const url = `/api${path.replace(/\{\w+\}/g, ':id')}`;
    expect(server.app.hasRoute({ method: method as 'GET', url })).toBe(false);
  });

  it.each([
    ['PUT /events/{id}', true],
    ['POST /products', true],
    ['DELETE /testimonials/{id}', true],
    ['PUT /appointments/{id}/resolve', true],
    ['GET /appointments', true],
    ['PUT /stats', true],
    ['GET /storage', true],
    ['GET /audit', true],
    ['GET /events', false],
    ['POST /appointment', false],
    ['POST /files', false],
    ['GET /stats', false],
    ['PUT /payment_methods', true],
    ['GET /payment_methods', false],
  ])('%s needs a bearer token: %s', (call, admin) => {
    expect(Boolean(operation(call)?.security), call).toBe(admin);
  });

  it.each([
    'GET /events',
    'GET /appointments',
    'GET /testimonials',
    'GET /constants',
    'GET /audit',
  ])('%s documents limit, offset and X-Total-Count', (call) => {
    const list = operation(call) as {
      parameters: { name: string; schema: { maximum?: number } }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const limit = list.parameters.find((p) => p.name === 'limit');
    expect(limit?.schema.maximum).toBe(100);
    expect(list.parameters.map((p) => p.name)).toContain('offset');
    expect(list.responses['200']?.headers).toHaveProperty('X-Total-Count');
  });

  it('documents the widths ?w= takes, and the receipts that are private', () => {
    const get = operation('GET /files/{ref}') as {
      parameters: { name: string; schema: { enum?: number[] } }[];
      responses: Record<string, unknown>;
    };
    expect(get.parameters.find((p) => p.name === 'w')?.schema.enum).toEqual([
      160, 320, 480, 640, 960, 1280, 1920,
    ]);
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['400', '401']));
    const post = operation('POST /files') as { responses: Record<string, unknown> };
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['400', '413', '415']));
  });

  it.each([
    ['PUT /appointments/{id}/not-spam', 'staff'],
    ['PUT /appointments/{id}/note', 'staff'],
    ['PUT /appointments/{id}/resolve', 'staff'],
    ['DELETE /appointments/{id}', 'staff'],
    ['PUT /payments/{id}/not-spam', 'staff'],
    ['PUT /payments/{id}/status', 'staff'],
    ['PUT /availability', 'staff'],
    ['GET /agenda', 'staff'],
    ['PUT /payment_methods', 'owner'],
    ['POST /users', 'owner'],
    ['PUT /testimonials/{id}/not-spam', 'admin'],
    ['GET /form-stamp', 'anyone'],
  ])('%s is for %s, as resolve and publish are', (call, caller) => {
    const found = operation(call) as {
      security?: unknown[];
      'x-owner-only'?: boolean;
      'x-roles'?: string[];
    };
    expect(Boolean(found.security)).toBe(caller !== 'anyone');
    expect(Boolean(found['x-owner-only'])).toBe(caller === 'owner');
    const roles = { owner: ['owner'], staff: ['owner', 'staff'] }[caller];
    expect(found['x-roles']).toEqual(roles);
  });

  it("documents the spam filter of the lists and the trap fields of the visitors' writes", () => {
    for (const slug of ['appointments', 'payments', 'testimonials']) {
      const list = operation(`GET /${slug}`) as {
        parameters: { name: string; schema: { enum?: string[] } }[];
      };
      expect(list.parameters.find((p) => p.name === 'spam')?.schema.enum).toEqual(
        expect.arrayContaining(['true', 'all']),
      );
    }
    for (const path of ['/appointment', '/payments', '/testimonials']) {
      const create = operation(`POST ${path}`) as {
        requestBody: { content: { 'application/json': { schema: { properties: object } } } };
      };
      expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
        expect.arrayContaining(['website', 'form_started']),
      );
    }
  });

  it('marks the payment methods’ save for owners only', () => {
    expect(operation('PUT /payment_methods')).toMatchObject({ 'x-owner-only': true });
    expect(operation('GET /payment_methods')).not.toHaveProperty('x-owner-only');
  });

  it('serves the documentation page as HTML', async () => {
    const res = await server.call('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });

  it('serves every file the documentation page links to, and the document it shows', async () => {
    const page = await server.call('GET', '/api/docs/');
    const links = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(
      expect.arrayContaining(['static/swagger-ui.css', 'static/swagger-initializer.js']),
    );
    for (const link of links) {
      const file = await server.call('GET', `/api/docs/${link}`);
      expect(file.statusCode, link).toBe(200);
      expect(file.body.length, link).toBeGreaterThan(0);
    }
    const shown = await server.call('GET', '/api/docs/json');
    expect(shown.json()).toMatchObject({ openapi: expect.any(String), paths: expect.any(Object) });
    const head = await server.call('HEAD', '/api/docs/static/swagger-initializer.js');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const unknown = await server.call('GET', '/api/docs/static/no-such-file.js');
    expect(unknown.statusCode).toBe(404);
  });
});
