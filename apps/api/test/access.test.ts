import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, databases, useTestServer } from './harness.ts';
import { count, expectProblem, expireToken, insertRow, issueToken, rows } from './helpers.ts';
import {
  type Refs,
  caseFor,
  crudCases,
  makeRefs,
  statNumbers,
  testimonialBody,
} from './payloads.ts';
import { addOneOfEach } from './site-fixture.ts';

/**
 * Who may call what: every admin call needs a valid token (none, made-up, expired and
 * revoked tokens change nothing), and visitors see published content only.
 */

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
    path: '/api/appointments/{id}/note',
    key: 'appointment',
    body: () => ({ note: 'hijacked' }),
    table: 'appointment',
  },
  { method: 'DELETE', path: '/api/appointments/{id}', key: 'appointment', table: 'appointment' },
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
    let refs: Refs;
    const ids: Ids = {};
    const server = useTestServer(kind);
    beforeAll(async () => {
      refs = await makeRefs(server);
      const make = async (key: string, as: 'admin' | 'call', path: string, body: Body) => {
        const res = await server[as]('POST', path, body);
        expect(res.statusCode, res.body).toBe(201);
        ids[key] = res.json().id;
      };
      // One published record of each resource (full payloads publish), plus drafts.
      Object.assign(ids, await addOneOfEach(server, refs));
      for (const slug of ['articles', 'blog_videos', 'press'] as const) {
        await make(`${slug}_draft`, 'admin', `/api/${slug}`, {
          ...caseFor(slug).full(refs),
          is_published: false,
        });
      }
      await make('testimonials_draft', 'call', '/api/testimonials', testimonialBody(refs.image));
      const created = new Date().toISOString();
      ids.constant = await insertRow(server, 'site_constant', {
        name: 'mainEmail',
        value: 'a@b.co',
        created,
      });
      ids.color = await insertRow(server, 'color', { name: '#123456', type: 'primary', created });
    });

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
          // The fixture article quotes point at is published too (newest first: it is older).
          const published = slug === 'articles' ? [ids[slug], refs.articleId] : [ids[slug]];
          const expected = query.endsWith('false') ? [] : published;
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
});
