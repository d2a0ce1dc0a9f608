import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { addWithPicture, expectInvalid, setCreated } from './helpers.ts';
import { appointmentBody } from './payloads.ts';

/**
 * Paged lists: `limit` (1–100) and `offset` on every list call, the full count in
 * X-Total-Count, filters and order applied before the page is cut. Seven events and
 * seven appointments at known dates; a visitor sees five of seven articles.
 */
const DAYS = ['01', '02', '03', '04', '05', '06', '07'];
const newestFirst = [...DAYS].reverse().map((d) => `Event ${d}`);

describe.each(databases)('paged lists on %s', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    const image = await server.upload();
    for (const day of DAYS) {
      const event = await server.admin('POST', '/api/events', {
        name: `Event ${day}`,
        description: 'x',
        time: 'x',
        link: 'https://example.org',
        location: 'x',
        image,
      });
      await setCreated(server, 'event', event.json().id, `2024-05-${day}T10:00:00.000Z`);
      const request = await server.call(
        'POST',
        '/api/appointment',
        appointmentBody({ name: `Person ${day}` }),
      );
      await setCreated(server, 'appointment', request.json().id, `2024-05-${day}T10:00:00.000Z`);
      await server.admin('POST', '/api/articles', {
        name: `Article ${day}`,
        description: 'x',
        image,
        is_published: Number(day) <= 5,
      });
    }
  });

  const names = (res: { json: () => unknown }) =>
    (res.json() as { name: string }[]).map((row) => row.name);

  it.each([
    ['limit=3', newestFirst.slice(0, 3)],
    ['limit=3&offset=3', newestFirst.slice(3, 6)],
    ['limit=3&offset=6', newestFirst.slice(6)],
    ['limit=3&offset=7', []],
    ['limit=100', newestFirst],
    ['offset=2&limit=2', newestFirst.slice(2, 4)],
  ])('events?%s: the page in the list order, and the full count', async (query, expected) => {
    const res = await server.call('GET', `/api/events?${query}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe('7');
  });

  it('without a limit, a list answers whole (and still says how many)', async () => {
    const res = await server.call('GET', '/api/events');
    expect(names(res)).toEqual(newestFirst);
    expect(res.headers['x-total-count']).toBe('7');
  });

  it('counts and pages what a visitor may see: published articles only', async () => {
    const res = await server.call('GET', '/api/articles?limit=2&offset=4');
    expect(names(res)).toEqual(['Article 01']);
    expect(res.headers['x-total-count']).toBe('5');
    const admin = await server.admin('GET', '/api/articles?limit=2');
    expect(admin.headers['x-total-count']).toBe('7');
  });

  it('filters before it pages and counts', async () => {
    const query = 'start_date=2024-05-03&end_date=2024-05-06&limit=3';
    const first = await server.admin('GET', `/api/appointments?${query}`);
    expect(names(first)).toEqual(['Person 06', 'Person 05', 'Person 04']);
    expect(first.headers['x-total-count']).toBe('4');
    const second = await server.admin('GET', `/api/appointments?${query}&offset=3`);
    expect(names(second)).toEqual(['Person 03']);
  });

  it.each([
    ['limit=0', { limit: 'Must be a whole number from 1 to 100' }],
    ['limit=101', { limit: 'Must be a whole number from 1 to 100' }],
    ['limit=abc', { limit: 'Must be a whole number from 1 to 100' }],
    ['limit=2.5', { limit: 'Must be a whole number from 1 to 100' }],
    ['limit=-1', { limit: 'Must be a whole number from 1 to 100' }],
    ['offset=3', { limit: 'Must be a whole number from 1 to 100' }],
    ['limit=5&offset=-1', { offset: 'Must be a whole number, 0 or more' }],
    ['limit=5&offset=x', { offset: 'Must be a whole number, 0 or more' }],
  ])('events?%s is refused with 422', async (query, fields) => {
    expectInvalid(await server.call('GET', `/api/events?${query}`), fields);
  });

  it('reads a page of a list through its index, not by sorting the table', async () => {
    if (server.database.dialect !== 'sqlite') {
      // PostgreSQL plans by table size (seven rows are read whole): check the index is there.
      const found = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'event'`.execute(server.database.db);
      expect(found.rows.map((r) => r.indexname)).toContain('event_created_id_idx');
      return;
    }
    const plan = await sql<{ detail: string }>`
      explain query plan select * from event order by created desc, id desc limit 4`.execute(
      server.database.db,
    );
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/USING INDEX event_created_id_idx/);
  });

  it('searches the short text fields, case-insensitive, before paging and counting', async () => {
    const res = await server.admin('GET', '/api/appointments?search=PERSON%200&limit=2');
    expect(names(res)).toEqual(['Person 07', 'Person 06']);
    expect(res.headers['x-total-count']).toBe('7');
    const one = await server.admin('GET', '/api/appointments?search=son 03');
    expect(names(one)).toEqual(['Person 03']);
    const none = await server.admin('GET', '/api/appointments?search=%25');
    expect(none.json()).toEqual([]);
  });

  it('finds an article by a word in its summary or body, in either language, not only its title', async () => {
    await addWithPicture(server, '/api/articles', {
      name: 'Monday notes',
      description: 'On delegation and trust',
      content: '<p>The <strong>bottleneck</strong> is often the owner.</p>',
      content_mm: '<p>ပိတ်ဆို့မှုသည် ပိုင်ရှင်ကိုယ်တိုင် ဖြစ်တတ်သည်။</p>',
    });
    for (const words of ['delegation', 'BOTTLENECK', 'ပိတ်ဆို့မှု']) {
      const res = await server.admin('GET', `/api/articles?search=${encodeURIComponent(words)}`);
      expect(names(res), words).toEqual(['Monday notes']);
    }
  });

  it.each([
    ['sort=name&limit=3', ['Event 01', 'Event 02', 'Event 03']],
    ['sort=-name&limit=2&offset=1', ['Event 06', 'Event 05']],
    ['sort=created&limit=2', ['Event 01', 'Event 02']],
  ])('events?%s sorts by a column before the page is cut', async (query, expected) => {
    expect(names(await server.call('GET', `/api/events?${query}`))).toEqual(expected);
  });

  it('refuses a sort by a column the list does not offer', async () => {
    const res = await server.call('GET', '/api/events?sort=password');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('sort');
  });

  it('the admin-only lists still need a token, paged or not', async () => {
    expect((await server.call('GET', '/api/appointments?limit=5')).statusCode).toBe(401);
  });
});
