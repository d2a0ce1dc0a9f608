import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';

type Link = { url: string; expires: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const tokenOf = (url: string) => new URL(url).searchParams.get('preview')!;

/**
 * Private previews (decision 0031): `POST /api/{resource}/{id}/preview` answers a link
 * that opens an unpublished article, video or press item on its page for seven days.
 * (The pages themselves: e2e/admin-publishing.test.ts.)
 */
describe.each(databases)('private preview links, on %s', (kind) => {
  let image: string;
  const server = useTestServer(kind);
  beforeAll(async () => {
    image = await server.upload();
  });

  const draft = async (slug = 'articles', body: Record<string, unknown> = {}) => {
    const bodies: Record<string, Record<string, unknown>> = {
      articles: { name: 'Draft for review', description: 'x', image },
      blog_videos: {
        name: 'Draft video',
        description: 'x',
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      press: { name: 'Draft press', description: 'x' },
    };
    const res = await server.admin('POST', `/api/${slug}`, { ...bodies[slug], ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const preview = async (slug: string, id: number | string) => {
    const res = await server.admin('POST', `/api/${slug}/${id}/preview`);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Link;
  };

  it('answers a link to the record’s page, with a token that opens it for seven days', async () => {
    const id = await draft();
    const before = Date.now();
    const link = await preview('articles', id);
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/articles/view/${id}`);
    expect(tokenOf(link.url)).toMatch(/^[\w-]{32}$/);
    expect(Date.parse(link.expires) - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(Date.parse(link.expires) - before).toBeLessThanOrEqual(7 * DAY_MS + 5000);
    const opened = await server.services.previews.open(tokenOf(link.url));
    expect(opened).toMatchObject({
      resource: 'articles',
      record: { id, name: 'Draft for review', is_published: false },
    });
    // Each call makes a new link; the database holds only the tokens' hashes.
    const again = await preview('articles', id);
    expect(tokenOf(again.url)).not.toBe(tokenOf(link.url));
    const stored = await server.database.db
      .selectFrom('preview_link')
      .select('token_hash')
      .execute();
    const hash = createHash('sha256').update(tokenOf(link.url)).digest('hex');
    expect(stored.map((row) => row.token_hash)).toContain(hash);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link.url));
  });

  it('points a video at /blogs and press at the coach’s profile, each at its notice', async () => {
    const video = await preview('blog_videos', await draft('blog_videos'));
    expect(video.url).toMatch(/\/blogs\?preview=[\w-]+#preview$/);
    await server.database.db
      .insertInto('site_constant')
      .values({ name: 'coachSlug', value: 'daw-su', created: new Date().toISOString() })
      .execute();
    const press = await preview('press', await draft('press'));
    expect(press.url).toMatch(/\/meet-daw-su\?preview=[\w-]+#preview$/);
  });

  it('opens nothing with a made-up token, an expired link, or a record gone to the trash', async () => {
    const { previews } = server.services;
    expect(await previews.open('made-up')).toBeNull();
    expect(await previews.open('')).toBeNull();
    const id = await draft();
    const link = await preview('articles', id);
    const token = tokenOf(link.url);
    const later = new Date(Date.parse(link.expires) + 1000);
    expect(await previews.open(token, later)).toBeNull();
    expect(await previews.pruneExpired(later)).toBeGreaterThan(0);
    const kept = await preview('articles', id);
    expect((await server.admin('DELETE', `/api/articles/${id}`)).statusCode).toBe(204);
    expect(await previews.open(tokenOf(kept.url))).toBeNull();
    // Restored, its link stays ended (test/preview-revoking.test.ts).
    await server.admin('POST', `/api/trash/articles/${id}/restore`);
    expect(await previews.open(tokenOf(kept.url))).toBeNull();
  });

  it('is refused to visitors, and for a record or a resource that has none', async () => {
    const id = await draft();
    expect((await server.call('POST', `/api/articles/${id}/preview`)).statusCode).toBe(401);
    for (const url of ['/api/articles/999999/preview', '/api/articles/abc/preview']) {
      const res = await server.admin('POST', url);
      expect(res.statusCode, url).toBe(404);
    }
    // Events and testimonials have no preview route.
    expect((await server.admin('POST', '/api/events/1/preview')).statusCode).toBe(404);
    expect((await server.admin('POST', '/api/testimonials/1/preview')).statusCode).toBe(404);
    expect(await server.database.db.selectFrom('preview_link').selectAll().execute()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ record_id: 999999 })]),
    );
  });
});
