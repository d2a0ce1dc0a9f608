import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type TestServer,
  databases,
  pngImage,
  startTestServer,
  uploadFile,
} from './harness.ts';
import { count, expectInvalid, expectProblem, expireToken, issueToken, rows } from './helpers.ts';
import {
  type Refs,
  appointmentBody,
  caseFor,
  crudCases,
  makeRefs,
  paymentBody,
  statNumbers,
  testimonialBody,
} from './payloads.ts';

/** Who may call what: admin calls need a valid token; visitors see published content only. */

type Body = Record<string, unknown>;
type Ids = Record<string, number>;
interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with {id} where a record id goes; `key` says which record. */
  path: string;
  key?: string;
  body?: (refs: Refs) => Body;
  /** The table the call would change; it must stay exactly as it was. */
  table?: string;
}

const adminCalls: AdminCall[] = [
  ...crudCases.flatMap((c): AdminCall[] => [
    { method: 'POST', path: `/api/${c.slug}`, body: c.full, table: c.table },
    { method: 'PUT', path: `/api/${c.slug}/{id}`, key: c.slug, body: c.update, table: c.table },
    { method: 'DELETE', path: `/api/${c.slug}/{id}`, key: c.slug, table: c.table },
  ]),
  {
    method: 'PUT',
    path: '/api/appointments/{id}/resolve',
    key: 'appointment',
    body: () => ({ resolved: true }),
    table: 'appointment',
  },
  {
    method: 'PUT',
    path: '/api/payments/{id}/resolve',
    key: 'payment',
    body: () => ({ resolved: true }),
    table: 'payment',
  },
  {
    method: 'PUT',
    path: '/api/testimonials/{id}/publish',
    key: 'testimonials_draft',
    body: () => ({ resolved: true }),
    table: 'testimonial',
  },
  {
    method: 'PUT',
    path: '/api/testimonials/{id}/unpublish',
    key: 'testimonials',
    body: () => ({ resolved: false }),
    table: 'testimonial',
  },
  { method: 'DELETE', path: '/api/testimonials/{id}', key: 'testimonials', table: 'testimonial' },
  { method: 'PUT', path: '/api/stats', body: () => statNumbers(999), table: 'stats' },
  {
    method: 'PUT',
    path: '/api/banners',
    body: (r) => ({ home_banner_image: r.image2 }),
    table: 'banners',
  },
  {
    method: 'PUT',
    path: '/api/constants/{id}',
    key: 'constant',
    body: () => ({ value: 'hijacked' }),
    table: 'site_constant',
  },
  {
    method: 'PUT',
    path: '/api/colors/{id}',
    key: 'color',
    body: () => ({ name: '#000000' }),
    table: 'color',
  },
  { method: 'GET', path: '/api/appointments' },
  { method: 'GET', path: '/api/appointments/{id}', key: 'appointment' },
  { method: 'GET', path: '/api/payments' },
  { method: 'GET', path: '/api/payments/{id}', key: 'payment' },
  { method: 'POST', path: '/api/logout', table: 'session' },
  { method: 'GET', path: '/api/me' },
];

describe.each(databases)('access on %s', (kind) => {
  describe('with content of every kind', () => {
    let server: TestServer;
    let refs: Refs;
    const ids: Ids = {};
    beforeAll(async () => {
      server = await startTestServer(kind);
      refs = await makeRefs(server);
      const make = async (key: string, as: 'admin' | 'call', path: string, body: Body) => {
        const res = await server[as]('POST', path, body);
        expect(res.statusCode, res.body).toBe(201);
        ids[key] = res.json().id;
      };
      // One published record of each resource (full payloads publish), plus drafts.
      for (const c of crudCases) await make(c.slug, 'admin', `/api/${c.slug}`, c.full(refs));
      for (const slug of ['articles', 'blog_videos', 'press'] as const) {
        await make(`${slug}_draft`, 'admin', `/api/${slug}`, {
          ...caseFor(slug).full(refs),
          is_published: false,
        });
      }
      await make('appointment', 'call', '/api/appointment', appointmentBody());
      await server.admin('POST', '/api/products', {
        ...caseFor('products').full(refs),
        heading: 'The Coach Handbook',
      });
      await make('payment', 'call', '/api/payments', paymentBody(refs.image));
      await make('testimonials_draft', 'call', '/api/testimonials', testimonialBody(refs.image));
      await make('testimonials', 'call', '/api/testimonials', testimonialBody(refs.image));
      await server.admin('PUT', `/api/testimonials/${ids.testimonials}/publish`);
      await server.admin('PUT', '/api/stats', statNumbers());
      await server.admin('PUT', '/api/banners', { home_banner_image: refs.image });
      const created = new Date().toISOString();
      const db = server.database.db;
      ids.constant = Number(
        (
          await db
            .insertInto('site_constant')
            .values({ name: 'mainEmail', value: 'a@b.co', created })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      ids.color = Number(
        (
          await db
            .insertInto('color')
            .values({ name: '#123456', type: 'primary', created })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    });
    afterAll(() => server.close());

    const send = (token: string | undefined, call: AdminCall) => {
      if (call.key) expect(ids[call.key], call.key).toBeTypeOf('number');
      const url = call.path.replace('{id}', String(ids[call.key!]));
      const body = call.body?.(refs);
      return token === undefined
        ? server.call(call.method, url, body)
        : server.withToken(token)(call.method, url, body);
    };

    describe.each([
      ['no token', undefined],
      ['a made-up token', 'not-a-real-token'],
    ])('with %s', (_label, token) => {
      it.each(adminCalls.map((c) => [`${c.method} ${c.path}`, c] as const))(
        '%s answers 401 and changes nothing',
        async (_name, call) => {
          const before = call.table ? await rows(server, call.table) : [];
          const res = await send(token, call);
          expectProblem(res, 401, 'Please sign in to do this.');
          if (call.table) expect(await rows(server, call.table)).toEqual(before);
        },
      );
    });

    it('refuses a malformed Authorization header', async () => {
      for (const authorization of [`Basic ${server.token}`, server.token, 'Bearer']) {
        const res = await server.app.inject({
          method: 'GET',
          url: '/api/appointments',
          headers: { authorization },
        });
        expectProblem(res, 401);
      }
    });

    it('lets the signed-in admin make the same calls', async () => {
      expect((await server.admin('GET', '/api/appointments')).json()).toHaveLength(1);
      expect((await server.admin('GET', `/api/payments/${ids.payment}`)).statusCode).toBe(200);
      expect((await server.admin('GET', '/api/me')).json()).toMatchObject({
        username: ADMIN.username,
      });
    });

    it('answers 401 once a token has expired, for every kind of call', async () => {
      const token = await issueToken(server, new Date(Date.now() + 3_600_000));
      expect((await server.withToken(token)('GET', '/api/appointments')).statusCode).toBe(200);
      await expireToken(server, token);
      for (const call of adminCalls.filter((c) => c.path !== '/api/logout')) {
        const before = call.table ? await rows(server, call.table) : [];
        expectProblem(await send(token, call), 401);
        if (call.table) expect(await rows(server, call.table)).toEqual(before);
      }
    });

    it('logout revokes the token sent, and only that one', async () => {
      const other = await issueToken(server, new Date(Date.now() + 3_600_000));
      const sessions = await count(server, 'session');
      const out = await server.withToken(other)('POST', '/api/logout');
      expect(out.statusCode).toBe(204);
      expect(await count(server, 'session')).toBe(sessions - 1);
      expectProblem(await server.withToken(other)('GET', '/api/appointments'), 401);
      expectProblem(await server.withToken(other)('POST', '/api/logout'), 401);
      expectProblem(await server.withToken(other)('PUT', '/api/stats', statNumbers()), 401);
      // The test's own admin session is untouched.
      expect((await server.admin('GET', '/api/appointments')).statusCode).toBe(200);
    });

    const entity = {
      articles: 'Article',
      blog_videos: 'Blog video',
      press: 'Press',
      testimonials: 'Testimonial',
    };

    describe.each(['testimonials', 'articles', 'blog_videos', 'press'] as const)(
      'visitors and %s',
      (slug) => {
        it.each([
          '',
          '?publish_status=true',
          '?publish_status=false',
          '?is_published=false',
          '?publish_status=',
        ])('GET %s lists only the published ones', async (query) => {
          const res = await server.call('GET', `/api/${slug}${query}`);
          expect(res.statusCode).toBe(200);
          const list = res.json();
          const expected = query.endsWith('false') ? [] : [ids[slug]];
          expect(list.map((r: { id: number }) => r.id)).toEqual(expected);
          for (const record of list)
            expect(record).toMatchObject({ is_published: true, publish_status: true });
        });

        it('answer 404 for an unpublished one by id, 200 for a published one', async () => {
          expectProblem(
            await server.call('GET', `/api/${slug}/${ids[`${slug}_draft`]}`),
            404,
            `${entity[slug]} not found`,
          );
          expect((await server.call('GET', `/api/${slug}/${ids[slug]}`)).statusCode).toBe(200);
        });

        it('the admin sees both', async () => {
          const list = (await server.admin('GET', `/api/${slug}`)).json();
          expect(list.map((r: { id: number }) => r.id)).toEqual(
            expect.arrayContaining([ids[slug], ids[`${slug}_draft`]]),
          );
          const draft = await server.admin('GET', `/api/${slug}/${ids[`${slug}_draft`]}`);
          expect(draft.statusCode).toBe(200);
        });
      },
    );
  });

  describe('accounts', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer(kind, { admin: false });
    });
    afterAll(() => server.close());

    const form = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('opens /api/register while no account exists, then closes it', async () => {
      expect((await server.call('GET', '/api/register')).json()).toEqual({ open: true });
      expectInvalid(
        await server.call('POST', '/api/register', {
          username: 'first',
          email: 'nope',
          password: 'short',
        }),
        {
          email: 'Please enter a valid email address.',
          password: 'Must be at least 8 characters',
        },
      );
      expect(await count(server, 'account')).toBe(0);

      const first = await server.call('POST', '/api/register', ADMIN);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        username: ADMIN.username,
        email: ADMIN.email,
      });
      expect(first.body).not.toContain('password');
      expect((await server.call('GET', '/api/register')).json()).toEqual({ open: false });

      const second = await server.call('POST', '/api/register', { ...ADMIN, username: 'intruder' });
      expectProblem(second, 403, 'Registration is closed. Ask an administrator for an account.');
      expect(await count(server, 'account')).toBe(1);
    });

    it('signs in with form-encoded credentials and answers a bearer token', async () => {
      const res = await form({ username: ADMIN.username, password: ADMIN.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      // Only a hash of the token is stored.
      const stored = await rows(server, 'session');
      expect(stored.map((s) => s.token_hash)).not.toContain(res.json().access_token);
      token = res.json().access_token;
    });

    it('lets the admin create more accounts', async () => {
      const res = await server.withToken(token)('POST', '/api/register', {
        username: 'assistant',
        email: 'assistant@example.com',
        password: 'another long password',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await count(server, 'account')).toBe(2);
      expectProblem(
        await server.withToken(token)('POST', '/api/register', {
          ...ADMIN,
          password: 'whatever123',
        }),
        409,
        'That username is taken.',
      );
    });

    it.each([
      ['a wrong password', { username: ADMIN.username, password: 'wrong password' }],
      ['an unknown user', { username: 'nobody', password: ADMIN.password }],
    ])('answers 401 "Invalid credentials" for %s', async (_label, fields) => {
      const sessions = await count(server, 'session');
      expectProblem(await form(fields), 401, 'Invalid credentials');
      expect(await count(server, 'session')).toBe(sessions);
    });

    it('asks for username and password', async () => {
      expectInvalid(await form({ username: '', password: '' }), {
        username: 'Required',
        password: 'Required',
      });
    });
  });

  describe('rate limits', () => {
    let server: TestServer;
    beforeAll(async () => {
      // The harness signs in once, which counts as the first of three attempts.
      server = await startTestServer(kind, { rateLimits: { login: 3, publicWrites: 3 } });
    });
    afterAll(() => server.close());

    it('answers 429 after too many sign-in attempts, even with the right password', async () => {
      const attempt = (password: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/token',
          payload: new URLSearchParams({ username: ADMIN.username, password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      // Blank passwords are refused before any hashing, and still count as attempts.
      expect((await attempt('')).statusCode).toBe(422);
      expect((await attempt('')).statusCode).toBe(422);
      expectProblem(
        await attempt(ADMIN.password),
        429,
        'Too many attempts. Please wait a minute and try again.',
      );
    });

    it('answers 429 after too many public submissions, storing none of the extra ones', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await server.call('POST', '/api/appointment', appointmentBody())).statusCode).toBe(
          201,
        );
      }
      expectProblem(await server.call('POST', '/api/appointment', appointmentBody()), 429);
      expect(await count(server, 'appointment')).toBe(3);
    });

    it('limits visitor uploads but never the admin', async () => {
      for (let i = 0; i < 3; i++) await server.upload();
      const files = await count(server, 'file');
      expectProblem(await uploadFile(server.app, await pngImage(), 'x.png'), 429);
      expect(await count(server, 'file')).toBe(files);
      const asAdmin = await uploadFile(server.app, await pngImage(), 'x.png', {
        headers: { authorization: `Bearer ${server.token}` },
      });
      expect(asAdmin.statusCode).toBe(201);
    });
  });
});
