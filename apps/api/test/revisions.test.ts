import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { count, expectProblem } from './helpers.ts';

type Body = Record<string, unknown>;

/**
 * Every update keeps the record as it was (content/revisions.ts): listed newest first,
 * restorable (the restore itself a new revision), at most REVISIONS_KEPT per record.
 */
describe.each(databases)('revisions on %s', (kind) => {
  let image: string;
  const server = useTestServer(kind, { revisionsKept: 3 });
  beforeAll(async () => {
    image = await server.upload();
  });

  const client = async (name: string) => {
    const res = await server.admin('POST', '/api/clients', {
      name,
      name_mm: 'မြန်မာ ကုမ္ပဏီ',
      rank: 1,
      image,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body & { id: number };
  };
  const save = async (id: number, body: Body) => {
    const res = await server.admin('PUT', `/api/clients/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };
  const history = async (id: number) => {
    const res = await server.admin('GET', `/api/clients/${id}/revisions`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as (Body & { id: number; record: Body })[];
  };

  it('keeps the record as it was before each update, newest first, and none for a save that changes nothing', async () => {
    const first = await client('Golden Rice');
    await save(first.id, { name: 'Golden Rice Trading' });
    await save(first.id, { name: 'Golden Rice Trading' });
    await save(first.id, { rank: 4 });
    const revisions = await history(first.id);
    expect(revisions.map((r) => [r.record.name, r.record.rank])).toEqual([
      ['Golden Rice Trading', 1],
      ['Golden Rice', 1],
    ]);
    expect(revisions[0]).toMatchObject({
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      account_id: expect.any(Number),
      username: 'admin',
    });
    // The record as the API answered it then: its id, Burmese name and picture included.
    expect(revisions[1]!.record).toEqual({ ...first });
  });

  it('restores a revision as a new update, which can itself be undone', async () => {
    const record = await client('Mandalay Mills');
    await save(record.id, { name: 'Mandalay Mills Ltd', rank: 2 });
    const [before] = await history(record.id);
    const restored = await server.admin(
      'POST',
      `/api/clients/${record.id}/revisions/${before!.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: record.id, name: 'Mandalay Mills', rank: 1 });
    expect((await server.call('GET', `/api/clients/${record.id}`)).json().name).toBe(
      'Mandalay Mills',
    );
    const after = await history(record.id);
    expect(after.map((r) => r.record.name)).toEqual(['Mandalay Mills Ltd', 'Mandalay Mills']);
    const audit = (await server.admin('GET', '/api/audit?resource=clients&limit=1')).json();
    expect(audit[0]).toMatchObject({ action: 'update', detail: { fields: ['name', 'rank'] } });
  });

  it('keeps at most REVISIONS_KEPT per record, the newest', async () => {
    const record = await client('Version 0');
    for (let n = 1; n <= 5; n++) await save(record.id, { name: `Version ${n}` });
    expect((await history(record.id)).map((r) => r.record.name)).toEqual([
      'Version 4',
      'Version 3',
      'Version 2',
    ]);
  });

  it('keeps the history through the trash, and forgets it when the record is purged', async () => {
    const record = await client('Yangon Foods');
    await save(record.id, { name: 'Yangon Foods Co' });
    await server.admin('DELETE', `/api/clients/${record.id}`);
    expectProblem(await server.admin('GET', `/api/clients/${record.id}/revisions`), 404);
    await server.admin('POST', `/api/trash/clients/${record.id}/restore`);
    expect(await history(record.id)).toHaveLength(1);

    await server.admin('DELETE', `/api/clients/${record.id}`);
    await server.admin('DELETE', `/api/trash/clients/${record.id}`);
    const left = await server.database.db
      .selectFrom('revision')
      .select('id')
      .where('resource', '=', 'clients')
      .where('record_id', '=', record.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a save over a version newer than the one the form was opened at (412), and takes one at the current version', async () => {
    const record = await client('Shwe Taung');
    const opened = await server.admin('GET', `/api/clients/${record.id}`);
    const tag = opened.headers.etag as string;
    expect(tag).toMatch(/^"rev-\d+"$/);
    // Someone else saves meanwhile.
    await save(record.id, { name: 'Shwe Taung Group' });
    const late = await server.app.inject({
      method: 'PUT',
      url: `/api/clients/${record.id}`,
      headers: { authorization: `Bearer ${server.token}`, 'if-match': tag },
      payload: { name: 'Shwe Taung Ltd' },
    });
    expectProblem(late, 412, /Someone saved this record after you opened it/);
    expect((await server.call('GET', `/api/clients/${record.id}`)).json().name).toBe(
      'Shwe Taung Group',
    );
    const current = (await server.admin('GET', `/api/clients/${record.id}`)).headers.etag;
    expect(current).not.toBe(tag);
    const fresh = await server.app.inject({
      method: 'PUT',
      url: `/api/clients/${record.id}`,
      headers: { authorization: `Bearer ${server.token}`, 'if-match': String(current) },
      payload: { name: 'Shwe Taung Ltd' },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    // A visitor's read carries no version.
    expect((await server.call('GET', `/api/clients/${record.id}`)).headers.etag).toBeUndefined();
  });

  it("answers 401 signed out, and 404 for another record's revision or one that does not exist", async () => {
    const a = await client('Record A');
    const b = await client('Record B');
    await save(a.id, { rank: 9 });
    const [revision] = await history(a.id);
    const before = await count(server, 'revision');
    expectProblem(await server.call('GET', `/api/clients/${a.id}/revisions`), 401);
    expectProblem(
      await server.call('POST', `/api/clients/${a.id}/revisions/${revision!.id}/restore`),
      401,
    );
    expectProblem(
      await server.admin('POST', `/api/clients/${b.id}/revisions/${revision!.id}/restore`),
      404,
    );
    expectProblem(await server.admin('POST', `/api/clients/${a.id}/revisions/999999/restore`), 404);
    expectProblem(await server.admin('POST', `/api/clients/${a.id}/revisions/abc/restore`), 404);
    expectProblem(await server.admin('GET', '/api/clients/999999/revisions'), 404);
    expect(await count(server, 'revision')).toBe(before);
    expect((await server.admin('GET', `/api/clients/${b.id}`)).json().name).toBe('Record B');
  });
});
