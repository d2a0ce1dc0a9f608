import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { expectProblem } from './helpers.ts';
import { crudCases, makeRefs } from './payloads.ts';

/**
 * An update that names nothing it can change (`{}`, only unknown keys, or no body at all)
 * is a 422 saying what it may send, on every update call, and changes nothing: before, an
 * account's answered 500 (an UPDATE with no SET reached the database) and the others 200
 * with an audit entry of no change, or reset the booking hours to their defaults.
 */
const EMPTY_BODIES = [
  ['{}', {}],
  ['only unknown keys', { foo: 1 }],
  ['no body', undefined],
] as const;

describe.each(databases)('updates with nothing to set, on %s', (kind) => {
  /** Each update call, one of the fields its message must name, and where it is read. */
  const calls: [url: string, field: string, read?: string][] = [];
  const server = useTestServer(kind);
  beforeAll(async () => {
    const refs = await makeRefs(server);
    for (const c of crudCases) {
      const res = await server.admin('POST', `/api/${c.slug}`, c.minimal(refs));
      expect(res.statusCode, res.body).toBe(201);
      calls.push([`/api/${c.slug}/${res.json().id}`, Object.keys(c.minimal(refs))[0]!]);
    }
    const [owner] = (await server.admin('GET', '/api/users')).json() as { id: number }[];
    calls.push(
      [`/api/users/${owner!.id}`, 'email', '/api/users'],
      ['/api/stats', 'business_coaching_count'],
      ['/api/banners', 'home_banner_image'],
      ['/api/pages/home', 'title', '/api/pages'],
      ['/api/availability', 'weekly'],
      [`/api/files/${refs.image}`, 'alt', '/api/files'],
      ['/api/colors/1', 'name'],
    );
  });

  const auditCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('audit_entry')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(EMPTY_BODIES)(
    'answers 422 to %s on every update call, changing nothing',
    async (_, body) => {
      expect(calls.length).toBeGreaterThan(15);
      for (const [url, field, read = url] of calls) {
        const before = (await server.admin('GET', read)).body;
        const entries = await auditCount();
        const res = await server.admin('PUT', url, body as Record<string, unknown> | undefined);
        const problem = expectProblem(res, 422);
        expect(problem.errors, url).toEqual([
          { field: 'body', message: expect.stringMatching(/^Send at least one of: /) },
        ]);
        expect(problem.errors![0]!.message, url).toContain(field);
        expect((await server.admin('GET', read)).body, url).toBe(before);
        expect(await auditCount(), url).toBe(entries);
      }
    },
  );

  // Calls whose body is a list or a required value: refused already, and kept so.
  it.each(EMPTY_BODIES)(
    'answers 422 to %s on the calls that require their body',
    async (_, body) => {
      for (const url of [
        '/api/payment_methods',
        '/api/appointments/1/note',
        '/api/payments/1/note',
        '/api/payments/1/status',
        '/api/appointments/1/booking',
        '/api/account/password',
      ]) {
        const res = await server.admin('PUT', url, body as Record<string, unknown> | undefined);
        expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      }
    },
  );
});
