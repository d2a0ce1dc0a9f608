import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../apps/api/src/app.ts';
import { ADMIN, type TestServer, databases, startTestServer } from '../apps/api/test/harness.ts';
import {
  ADMIN_READS,
  ADMIN_WRITES,
  ANY_ACCOUNT_ROUTES,
  DOCUMENT,
  OWNER_ROUTES,
  type RoleRoute,
  STAFF_ROUTES,
  WRITE_ROUTES,
  urlOf,
} from './openapi-routes.ts';

/**
 * Every write route that /api/openapi.json marks as the admin's answers 401 to a caller
 * without the admin's token, so a route added later cannot forget its rule: it is listed
 * here from the document, and a write route missing from the document fails too.
 */

/** The writes visitors may make: each is a form of the site or signing in. */
const PUBLIC_WRITES = [
  'POST /appointment',
  'POST /payments',
  'POST /testimonials',
  // A rejected order's new receipt, by the token of its customer's private page.
  'POST /orders/{token}/receipt',
  // A visitor's booked time, cancelled or moved by the token of their private page.
  'POST /appointments/{id}/cancel',
  'POST /appointments/{id}/move',
  // A registration for an event that sells seats, and its new receipt and cancel by the
  // token of its visitor's private page.
  'POST /events/{id}/registrations',
  'POST /registrations/{token}/receipt',
  'POST /registrations/{token}/cancel',
  // A place on a full event's waiting list, and an offer's seats taken up by its token.
  'POST /events/{id}/waitlist',
  'POST /waitlist/{token}/claim',
  // The email list: a sign-up, and its links' confirm, leave and come back, by their token.
  'POST /subscribers',
  'POST /subscribers/confirm',
  'POST /subscribers/unsubscribe',
  'POST /subscribers/resubscribe',
  'POST /files',
  'POST /token',
  'POST /register',
  'POST /password-reset',
  'POST /password-reset/confirm',
];

const TOKEN_CASES = ['no token', 'a made-up token', 'a signed-out token'] as const;
type TokenCase = (typeof TOKEN_CASES)[number];

describe.each(databases)('%s', (kind) => {
  let server: TestServer;
  let signedOut: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // A token that was real: signed in, then signed out.
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    signedOut = signIn.json().access_token as string;
    const signOut = await server.withToken(signedOut)('POST', '/api/logout');
    expect(signOut.statusCode).toBe(204);
  });
  afterAll(() => server?.close());

  it('describes the routes the server has (the document is what clients read)', async () => {
    const served = await server.call('GET', '/api/openapi.json');
    expect(served.json()).toEqual(JSON.parse(JSON.stringify(DOCUMENT)));

    // Every write route the API registers, from a server made only to list them.
    const registered: string[] = [];
    const lister = Fastify();
    lister.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
          registered.push(
            `${method} ${route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`,
          );
        }
      }
    });
    await lister.register(apiPlugin, { prefix: '/api', services: server.services, maxUploadMb: 1 });
    await lister.ready();
    await lister.close();
    expect(new Set(registered)).toEqual(new Set(WRITE_ROUTES.map((route) => route.name)));
  });

  it(`the writes without a token rule are exactly the ${PUBLIC_WRITES.length} public forms and sign-in`, () => {
    const open = WRITE_ROUTES.filter((route) => !route.admin).map((route) => route.name);
    expect(open.sort()).toEqual([...PUBLIC_WRITES].sort());
  });

  it('answers a made-up token of a visitor’s booking with 404, changing nothing', async () => {
    const token = 'made-up-token-of-no-appointment-00';
    const calls = [
      ['GET', `/api/appointments/${token}/booking`],
      ['GET', `/api/appointments/${token}/calendar`],
      ['POST', `/api/appointments/${token}/cancel`],
      ['POST', `/api/appointments/${token}/move`],
    ] as const;
    for (const [method, url] of calls) {
      const answer = await server.call(
        method,
        url,
        method === 'POST' ? { starts_at: '2030-01-01T10:00:00+06:30' } : undefined,
      );
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(404);
    }
  });

  it(`${ADMIN_WRITES.length} admin write routes × ${TOKEN_CASES.length} token cases = ${
    ADMIN_WRITES.length * TOKEN_CASES.length
  } calls, each answered 401`, async () => {
    const call = (token: TokenCase) =>
      token === 'no token'
        ? server.call
        : server.withToken(token === 'a made-up token' ? 'not-a-real-token-0123456789' : signedOut);
    const wrong: string[] = [];
    for (const route of ADMIN_WRITES) {
      for (const token of TOKEN_CASES) {
        const body = route.method === 'DELETE' || !route.body ? undefined : {};
        const answer = await call(token)(route.method, urlOf(route), body);
        const type = String(answer.headers['content-type']);
        if (answer.statusCode !== 401 || !/problem\+json/.test(type)) {
          wrong.push(`${route.name} with ${token}: ${answer.statusCode} ${answer.body}`);
        }
      }
    }
    console.log(
      `[security] ${kind}: ${ADMIN_WRITES.length} admin write routes × ${TOKEN_CASES.length} token cases checked`,
    );
    expect(wrong).toEqual([]);
  });

  it(`${ADMIN_READS.length} admin reads (the audit log among them) × ${TOKEN_CASES.length} token cases, each answered 401`, async () => {
    expect(ADMIN_READS).toContain('/audit');
    const call = (token: TokenCase) =>
      token === 'no token'
        ? server.call
        : server.withToken(token === 'a made-up token' ? 'not-a-real-token-0123456789' : signedOut);
    const wrong: string[] = [];
    for (const path of ADMIN_READS) {
      for (const token of TOKEN_CASES) {
        const answer = await call(token)('GET', `/api${path.replace(/\{[^}]+\}/g, '1')}`);
        if (
          answer.statusCode !== 401 ||
          !/problem\+json/.test(String(answer.headers['content-type']))
        ) {
          wrong.push(
            `GET ${path} with ${token}: ${answer.statusCode} ${answer.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  /**
   * An account in `role`, made the way an owner would: an account added, then its role
   * changed. Answers a call that sends its token.
   */
  async function signedIn(username: string, role: 'editor' | 'staff') {
    const made = await server.admin('POST', '/api/register', {
      username,
      email: `${username}@example.com`,
      password: 'tamarind veranda 42',
    });
    expect(made.statusCode, made.body).toBe(201);
    const changed = await server.admin('PUT', `/api/users/${made.json().id}`, { role });
    expect(changed.json()).toMatchObject({ role });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username, password: 'tamarind veranda 42' },
    });
    return server.withToken(signIn.json().access_token as string);
  }

  /** The calls of `routes` whose answer `ok` refuses, as `METHOD /path: status body`. */
  async function answersOf(
    caller: ReturnType<TestServer['withToken']>,
    routes: RoleRoute[],
    ok: (status: number, type: string) => boolean,
  ) {
    const wrong: string[] = [];
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const answer = await caller(route.method, urlOf(route), body);
      if (!ok(answer.statusCode, String(answer.headers['content-type']))) {
        wrong.push(`${route.name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    return wrong;
  }
  const refused = (status: number, type: string) => status === 403 && /problem\+json/.test(type);
  const allowed = (status: number) => status !== 401 && status !== 403;

  it(`${OWNER_ROUTES.length} owners' calls (accounts, payment methods, mail, activity) each answer an editor and staff 403`, async () => {
    const editor = await signedIn('assistant', 'editor');
    const staff = await signedIn('receptionist', 'staff');
    // Fewer than before staff took the appointments and orders: each owners' kind is in.
    for (const name of [
      'GET /users',
      'PUT /users/{id}',
      'PUT /payment_methods',
      'GET /mail/outbox',
      'GET /audit',
    ]) {
      expect(OWNER_ROUTES.map((route) => route.name)).toContain(name);
    }
    expect(await answersOf(editor, OWNER_ROUTES, refused)).toEqual([]);
    expect(await answersOf(staff, OWNER_ROUTES, refused)).toEqual([]);
  });

  it(`${STAFF_ROUTES.length} calls of staff and owners (appointments, agenda, hours, orders) each answer an editor 403, and staff as an owner`, async () => {
    const editor = await signedIn('writer', 'editor');
    const staff = await signedIn('front-desk', 'staff');
    for (const name of [
      'GET /appointments',
      'PUT /appointments/{id}/resolve',
      'GET /agenda',
      'PUT /availability',
      'GET /payments',
      'PUT /payments/{id}/status',
    ]) {
      expect(STAFF_ROUTES.map((route) => route.name)).toContain(name);
    }
    expect(await answersOf(editor, STAFF_ROUTES, refused)).toEqual([]);
    // Not refused: what is left is the call's own answer (404, 409, 422) for the made-up id or body.
    expect(await answersOf(staff, STAFF_ROUTES, allowed)).toEqual([]);
  });

  it(`${ANY_ACCOUNT_ROUTES.length} calls of any signed-in account (an editor's work) are open to staff`, async () => {
    const staff = await signedIn('assistant-two', 'staff');
    // Signing out last: it ends the session the other calls use.
    const routes = ANY_ACCOUNT_ROUTES.filter((route) => route.name !== 'POST /logout');
    expect(routes.map((route) => route.name)).toContain('PUT /stats');
    expect(await answersOf(staff, routes, allowed)).toEqual([]);
    expect((await staff('POST', '/api/logout')).statusCode).toBe(204);
  });
});
