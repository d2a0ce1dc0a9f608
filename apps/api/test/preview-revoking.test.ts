import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';

type Link = { url: string; expires: string };

const tokenOf = (url: string) => new URL(url).searchParams.get('preview')!;

/**
 * A preview link ends when the owner revokes it (`DELETE /api/{resource}/{id}/preview`),
 * when its record goes to the trash, and when a published record is unpublished: a link
 * sent for a draft must not open the page again later. Making and revoking are audited.
 */
describe.each(databases)('ending preview links, on %s', (kind) => {
  const server = useTestServer(kind);

  const draft = async () => {
    const res = await server.admin('POST', '/api/press', { name: 'Draft press', description: 'x' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const preview = async (id: number) => {
    const res = await server.admin('POST', `/api/press/${id}/preview`);
    expect(res.statusCode, res.body).toBe(201);
    return tokenOf((res.json() as Link).url);
  };
  const opens = async (token: string) => (await server.services.previews.open(token)) !== null;
  const auditOf = (id: number) =>
    server.database.db
      .selectFrom('audit_entry')
      .select(['action', 'resource', 'detail'])
      .where('resource', '=', 'press')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('revokes every link of the record, and records making and revoking them', async () => {
    const id = await draft();
    const other = await draft();
    const [first, second, kept] = [await preview(id), await preview(id), await preview(other)];
    const res = await server.admin('DELETE', `/api/press/${id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect([await opens(first), await opens(second), await opens(kept)]).toEqual([
      false,
      false,
      true,
    ]);
    const again = await server.admin('DELETE', `/api/press/${id}/preview`);
    expect(again.json()).toEqual({ revoked: 0 });
    const actions = (await auditOf(id)).map((entry) => [entry.action, entry.resource]);
    expect(actions).toEqual([
      ['create', 'press'],
      ['preview_made', 'press'],
      ['preview_made', 'press'],
      ['previews_revoked', 'press'],
      ['previews_revoked', 'press'],
    ]);
    const revoked = (await auditOf(id)).find((entry) => entry.action === 'previews_revoked');
    expect(JSON.parse(String(revoked?.detail))).toEqual({ count: 2 });
  });

  it('is refused to visitors and for a record that does not exist', async () => {
    const id = await draft();
    const token = await preview(id);
    expect((await server.call('DELETE', `/api/press/${id}/preview`)).statusCode).toBe(401);
    expect(await opens(token)).toBe(true);
    for (const url of ['/api/press/999999/preview', '/api/press/abc/preview']) {
      expect((await server.admin('DELETE', url)).statusCode, url).toBe(404);
    }
    expect((await server.admin('DELETE', '/api/events/1/preview')).statusCode).toBe(404);
  });

  it('ends the links of a record moved to the trash, even once it is restored', async () => {
    const id = await draft();
    const token = await preview(id);
    expect((await server.admin('DELETE', `/api/press/${id}`)).statusCode).toBe(204);
    const restored = await server.admin('POST', `/api/trash/press/${id}/restore`);
    expect(restored.statusCode, restored.body).toBeLessThan(300);
    expect(await opens(token)).toBe(false);
  });

  it('ends the links of a record that is unpublished, but not of one saved unchanged', async () => {
    const id = await draft();
    const token = await preview(id);
    const save = (body: Record<string, unknown>) =>
      server.admin('PUT', `/api/press/${id}`, { name: 'Draft press', description: 'x', ...body });
    expect((await save({ description: 'edited' })).statusCode).toBe(200);
    expect(await opens(token)).toBe(true);
    expect((await save({ is_published: true })).statusCode).toBe(200);
    expect((await save({ is_published: false })).statusCode).toBe(200);
    expect(await opens(token)).toBe(false);
  });
});
