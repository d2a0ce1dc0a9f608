import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer, testClock } from './harness.ts';
import { eventually } from './smtp.ts';

type Body = Record<string, unknown> & { id: number };

const HOUR = 3_600_000;

/**
 * Scheduled publishing (decision 0031): an unpublished article, video or press item with
 * `publish_at` goes public on its own when its time comes, on every instance's next
 * request, and on a quiet site by the periodic check. The servers' clock is the test's:
 * it is moved past a record's time instead of waited for.
 */
describe.each(databases)('scheduled publishing, on %s', (kind) => {
  let server: TestServer;
  /** A second instance on the same database, with its own kept answers. */
  let other: TestServer;
  let image: string;
  const clock = testClock();
  beforeAll(async () => {
    // No periodic check here: only requests publish (the quiet-site case has its own server).
    server = await startTestServer(kind, { publishingCheck: false, clock: clock.now });
    other = await startTestServer(kind, {
      database: server.database,
      admin: false,
      publishingCheck: false,
      clock: clock.now,
    });
    image = await server.upload();
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const article = async (body: Record<string, unknown>) => {
    const res = await server.admin('POST', '/api/articles', {
      name: 'Monday launch',
      description: 'Out at nine',
      image,
      is_published: false,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body;
  };
  const publicIds = async (on: TestServer, path = '/api/articles') =>
    ((await on.call('GET', path)).json() as Body[]).map((row) => row.id);

  it('keeps a scheduled record private until its time, then every instance shows it on its next request', async () => {
    const publishAt = clock.iso(HOUR);
    const scheduled = await article({ publish_at: publishAt });
    expect(scheduled).toMatchObject({ is_published: false, publish_at: publishAt });
    // Both instances keep their public list while it waits.
    for (const on of [server, other]) {
      expect(await publicIds(on)).not.toContain(scheduled.id);
      expect((await on.call('GET', `/api/articles/${scheduled.id}`)).statusCode).toBe(404);
    }
    // A moment before its time it still waits, on both.
    clock.advance(HOUR - 1);
    for (const on of [server, other]) expect(await publicIds(on)).not.toContain(scheduled.id);
    clock.advance(1);
    // No admin request in between: the visitors' next reads publish it and show it.
    expect(await publicIds(other)).toContain(scheduled.id);
    expect(await publicIds(server)).toContain(scheduled.id);
    const read = (await server.call('GET', `/api/articles/${scheduled.id}`)).json() as Body;
    expect(read).toMatchObject({ is_published: true, publish_at: null, published_at: publishAt });
  });

  it('works for blog videos and press alike', async () => {
    const publishAt = clock.iso(HOUR);
    const video = await server.admin('POST', '/api/blog_videos', {
      name: 'Scheduled video',
      description: 'x',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      publish_at: publishAt,
    });
    const press = await server.admin('POST', '/api/press', {
      name: 'Scheduled press',
      description: 'x',
      publish_at: publishAt,
    });
    expect([video.statusCode, press.statusCode], video.body + press.body).toEqual([201, 201]);
    expect(await publicIds(server, '/api/blog_videos')).not.toContain(video.json().id);
    expect(await publicIds(server, '/api/press')).not.toContain(press.json().id);
    clock.advance(HOUR + 50);
    expect(await publicIds(server, '/api/blog_videos')).toContain(video.json().id);
    expect(await publicIds(server, '/api/press')).toContain(press.json().id);
  });

  it('is cleared by a publish by hand, and an unpublish afterwards stays unpublished', async () => {
    const scheduled = await article({ publish_at: clock.iso(HOUR) });
    const published = await server.admin('PUT', `/api/articles/${scheduled.id}`, {
      is_published: true,
    });
    expect(published.json()).toMatchObject({ is_published: true, publish_at: null });
    await server.admin('PUT', `/api/articles/${scheduled.id}`, { is_published: false });
    await publicIds(server);
    const read = (await server.admin('GET', `/api/articles/${scheduled.id}`)).json() as Body;
    expect(read).toMatchObject({ is_published: false, publish_at: null });
  });

  it('publishes at the next read a record saved unpublished with a time already past', async () => {
    const past = clock.iso(-60_000);
    const late = await article({ publish_at: past });
    expect(await publicIds(server)).toContain(late.id);
  });

  it('refuses a time that is not one, and keeps the record as it was', async () => {
    const scheduled = await article({ publish_at: clock.iso(HOUR) });
    for (const publish_at of ['next monday', '2026-13-01T09:00:00Z', 42]) {
      const res = await server.admin('PUT', `/api/articles/${scheduled.id}`, { publish_at });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].field).toBe('publish_at');
    }
    const read = (await server.admin('GET', `/api/articles/${scheduled.id}`)).json() as Body;
    expect(read.publish_at).toBe(scheduled.publish_at);
    // Cleared, it waits as a draft.
    await server.admin('PUT', `/api/articles/${scheduled.id}`, { publish_at: '' });
    expect((await server.admin('GET', `/api/articles/${scheduled.id}`)).json().publish_at).toBe(
      null,
    );
  });

  it('goes out on a quiet site with no request at all, by the periodic check', async () => {
    const quietClock = testClock();
    const quiet = await startTestServer(kind, {
      publishingCheck: { everyMs: 200, firstAfterMs: 0 },
      clock: quietClock.now,
    });
    try {
      const res = await quiet.admin('POST', '/api/articles', {
        name: 'Quiet launch',
        description: 'x',
        image: await quiet.upload(),
        publish_at: quietClock.iso(HOUR),
      });
      const { id } = res.json() as Body;
      const published = async () => {
        const row = await quiet.database.db
          .selectFrom('article')
          .select('is_published')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return Boolean(row.is_published);
      };
      // An hour before its time, it waits.
      expect(await published()).toBe(false);
      quietClock.advance(HOUR);
      await eventually(published);
    } finally {
      await quiet.close();
    }
  });
});
