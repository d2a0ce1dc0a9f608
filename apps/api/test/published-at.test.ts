import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { testimonialBody } from './payloads.ts';

type Body = Record<string, unknown>;

/**
 * A publishable record says since when it is public (`published_at`): set the first time
 * it goes public, by a create, an update or a publish call, and kept through an unpublish,
 * so an article's page shows the day it went out, not the day its draft was begun.
 */
describe.each(databases)('when a record was published, on %s', (kind) => {
  let image: string;
  const server = useTestServer(kind);
  beforeAll(async () => {
    image = await server.upload();
  });

  const article = async (is_published: boolean) => {
    const res = await server.admin('POST', '/api/articles', {
      name: 'Draft on pricing',
      description: 'x',
      image,
      is_published,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body & { id: number };
  };
  const read = async (path: string) => (await server.admin('GET', path)).json() as Body;

  it('is null for a draft, and the moment of the first publish after', async () => {
    const draft = await article(false);
    expect(draft.published_at).toBeNull();
    await server.database.db
      .updateTable('article')
      .set({ created: '2026-01-05T03:00:00.000Z' })
      .where('id', '=', draft.id)
      .execute();
    const before = Date.now();
    await server.admin('PUT', `/api/articles/${draft.id}`, { is_published: true });
    const published = (await read(`/api/articles/${draft.id}`)).published_at as string;
    expect(Date.parse(published)).toBeGreaterThanOrEqual(before - 1000);
    // Unpublished and published again: the first day stays.
    await server.admin('PUT', `/api/articles/${draft.id}`, { is_published: false });
    await server.admin('PUT', `/api/articles/${draft.id}`, { is_published: true });
    const visitorSees = (await server.call('GET', `/api/articles/${draft.id}`)).json() as Body;
    expect(visitorSees.published_at).toBe(published);
    expect(visitorSees.created).toBe('2026-01-05T03:00:00.000Z');
  });

  it('is set by a create that publishes, and by the testimonials’ publish call', async () => {
    expect((await article(true)).published_at).toEqual(expect.stringMatching(/^\d{4}-/));
    const testimonial = await server.call('POST', '/api/testimonials', testimonialBody(image));
    const id = testimonial.json().id as number;
    expect((await read(`/api/testimonials/${id}`)).published_at).toBeNull();
    await server.admin('PUT', `/api/testimonials/${id}/publish`);
    expect((await read(`/api/testimonials/${id}`)).published_at).toEqual(
      expect.stringMatching(/^\d{4}-/),
    );
  });
});
