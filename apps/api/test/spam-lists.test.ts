import { resources } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../src/auth/viewer.ts';
import { type TestServer, databases, startTestServer } from './harness.ts';
import { addBookProduct, expectInvalid, expectProblem, signedInEditor } from './helpers.ts';
import { appointmentBody, paymentBody, testimonialBody } from './payloads.ts';

/**
 * What the owner does with spam: the back office's lists leave it out unless asked for
 * `spam=true`, "not spam" puts a record back (owners' for appointments and orders, any
 * account's for testimonials, as resolve and publish are), visitors never see it and the
 * dashboard never counts it.
 */
describe.each(databases)('spam in the lists on %s', (kind) => {
  let server: TestServer;
  let editor: TestServer['call'];
  /** Per resource: the id of a request a person sent, and of one a robot sent. */
  const ids: Record<string, { person: number; robot: number }> = {};

  const kinds = [
    { slug: 'appointments', path: '/api/appointment', owners: true },
    { slug: 'payments', path: '/api/payments', owners: true },
    { slug: 'testimonials', path: '/api/testimonials', owners: false },
  ] as const;

  const bodyOf = async (slug: (typeof kinds)[number]['slug'], name: string) =>
    slug === 'appointments'
      ? appointmentBody({ name })
      : slug === 'payments'
        ? paymentBody(await server.upload(), { name })
        : testimonialBody(await server.upload(), { name });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await addBookProduct(server);
    for (const { slug, path } of kinds) {
      const sent = async (name: string, website?: string) => {
        const res = await server.call('POST', path, { ...(await bodyOf(slug, name)), website });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as number;
      };
      ids[slug] = { person: await sent('Daw Khin'), robot: await sent('Bot', 'https://x.example') };
    }
    // An editor's sign-in, as an invitation would leave it.
    editor = await signedInEditor(server, 'editor-spam');
  });
  afterAll(() => server?.close());

  const listed = async (url: string) => {
    const res = await server.admin('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return {
      ids: (res.json() as { id: number; spam: boolean }[]).map((r) => r.id),
      rows: res.json() as { id: number; spam: boolean }[],
      total: res.headers['x-total-count'],
    };
  };

  it.each(kinds)(
    '$slug: the default list leaves spam out; spam=true shows only spam',
    async ({ slug }) => {
      const { person, robot } = ids[slug]!;
      const plain = await listed(`/api/${slug}?limit=50`);
      expect(plain.ids).toContain(person);
      expect(plain.ids).not.toContain(robot);
      expect(plain.total).toBe(String(plain.ids.length));
      expect(plain.rows.every((r) => r.spam === false)).toBe(true);

      const spam = await listed(`/api/${slug}?spam=true&limit=50`);
      expect(spam.ids).toEqual([robot]);
      expect(spam.rows[0]!.spam).toBe(true);
      expect(spam.total).toBe('1');
      // The whole list (no limit, as older clients ask) leaves it out too; `all` shows both.
      expect((await listed(`/api/${slug}`)).ids).not.toContain(robot);
      expect((await listed(`/api/${slug}?spam=all`)).ids).toEqual(
        expect.arrayContaining([person, robot]),
      );
      // Other filters still apply within the spam.
      expect((await listed(`/api/${slug}?spam=true&customer_name=daw`)).ids).toEqual([]);
      expectInvalid(await server.admin('GET', `/api/${slug}?spam=maybe`), {
        spam: 'Must be true or false',
      });
      // The admin reads a spam record by its id.
      const one = await server.admin('GET', `/api/${slug}/${robot}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({ id: robot, spam: true });
    },
  );

  it('never shows a visitor a spam testimonial, even published', async () => {
    const { robot } = ids.testimonials!;
    const published = await server.admin('PUT', `/api/testimonials/${robot}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    for (const url of [
      '/api/testimonials',
      '/api/testimonials?spam=true',
      '/api/testimonials?spam=all',
    ]) {
      const res = await server.call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (res.json() as { id: number }[]).map((r) => r.id),
        url,
      ).not.toContain(robot);
    }
    expectProblem(await server.call('GET', `/api/testimonials/${robot}`), 404);
    // What the pages read goes the same way.
    const page = await server.services.crud.list(resources.testimonials, {}, visitor);
    expect(page.map((r) => r.id)).not.toContain(robot);
  });

  it('leaves spam out of the dashboard: no work waiting, no takings', async () => {
    const before = (await server.admin('GET', '/api/dashboard')).json();
    const names = (list: { name: string }[]) => list.map((r) => r.name);
    expect(names(before.newest.appointments)).not.toContain('Bot');
    expect(names(before.newest.orders)).not.toContain('Bot');
    expect(names(before.newest.testimonials)).not.toContain('Bot');
    const weekTotal = (d: { weeks: { appointments: number; orders: number }[] }) =>
      d.weeks.reduce((sum, w) => sum + w.appointments + w.orders, 0);
    // Resolved spam brings no money either.
    await server.admin('PUT', `/api/payments/${ids.payments!.robot}/resolve`, {});
    const after = (await server.admin('GET', '/api/dashboard')).json();
    expect(after.revenue_this_month).toEqual(before.revenue_this_month);
    expect(after.waiting).toEqual(before.waiting);
    expect(weekTotal(after)).toBe(weekTotal(before));
  });

  it.each(kinds)(
    '$slug: not-spam is refused to visitors (401) and, for owners\u2019 records, to editors (403)',
    async ({ slug, owners }) => {
      const url = `/api/${slug}/${ids[slug]!.robot}/not-spam`;
      expectProblem(await server.call('PUT', url, {}), 401);
      expectProblem(await server.withToken('made-up')('PUT', url, {}), 401);
      if (owners) expectProblem(await editor('PUT', url, {}), 403);
      // Nothing changed.
      expect((await listed(`/api/${slug}?spam=true`)).ids).toEqual([ids[slug]!.robot]);
    },
  );

  it.each(kinds)(
    '$slug: not-spam puts the record back in the default list, logged',
    async ({ slug, owners }) => {
      const { robot } = ids[slug]!;
      const by = owners ? server.admin : editor;
      const res = await by('PUT', `/api/${slug}/${robot}/not-spam`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: robot, spam: false });
      expect((await listed(`/api/${slug}`)).ids).toContain(robot);
      expect((await listed(`/api/${slug}?spam=true`)).ids).toEqual([]);
      const entry = await server.database.db
        .selectFrom('audit_entry')
        .selectAll()
        .where('action', '=', 'not_spam')
        .where('resource', '=', slug)
        .executeTakeFirst();
      expect(entry).toMatchObject({ record_id: String(robot) });
      expectProblem(await server.admin('PUT', `/api/${slug}/999999/not-spam`, {}), 404);
    },
  );

  it('shows a restored testimonial to visitors once it is published', async () => {
    const { robot } = ids.testimonials!;
    const res = await server.call('GET', `/api/testimonials/${robot}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: robot, spam: false, is_published: true });
  });
});
