import { describe, expect, it } from 'vitest';
import { sweepUnusedFiles } from '../src/files/file-sweep.ts';
import { databases, useTestServer } from './harness.ts';
import { addBookProduct, ageUpload, count, expectProblem } from './helpers.ts';

type Body = Record<string, unknown>;

/**
 * A delete moves the record to the trash (docs/decisions/0030): gone from every read at
 * once, as before, and brought back whole with its id, its pictures and its links, or
 * purged, by hand or after TRASH_DAYS.
 */
describe.each(databases)('the trash on %s', (kind) => {
  const server = useTestServer(kind);

  const article = async (over: Body = {}) => {
    const res = await server.admin('POST', '/api/articles', {
      name: 'Five habits of calm leaders',
      name_mm: 'စိတ်အေးသော ခေါင်းဆောင်များ၏ အလေ့အကျင့် ငါးခု',
      description: 'Short read',
      content: '<p>Breathe first.</p>',
      image: await server.upload(),
      is_published: true,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Body & { id: number };
  };
  const trash = async () => (await server.admin('GET', '/api/trash')).json() as Body[];
  const agedUpload = (id: string, days: number) => ageUpload(server, id, days * 24);

  it('a deleted article is gone from every read, then comes back whole with its id and its quote', async () => {
    const stored = await article();
    const quote = await server.admin('POST', '/api/quotes', {
      image: await server.upload(),
      article_id: stored.id,
    });
    expect(quote.statusCode, quote.body).toBe(201);
    // A visitor's list is kept: the delete and the restore must each be seen at once.
    expect((await server.call('GET', '/api/articles')).body).toContain('Five habits');

    expect((await server.admin('DELETE', `/api/articles/${stored.id}`)).statusCode).toBe(204);
    expect((await server.call('GET', '/api/articles')).body).not.toContain('Five habits');
    expectProblem(await server.call('GET', `/api/articles/${stored.id}`), 404);
    expectProblem(await server.admin('GET', `/api/articles/${stored.id}`), 404);
    expect((await server.admin('GET', '/api/articles')).body).not.toContain('Five habits');
    // The quote lost its link as a delete always did.
    expect((await server.admin('GET', `/api/quotes/${quote.json().id}`)).json().article_id).toBe(
      null,
    );
    const [entry] = await trash();
    expect(entry).toEqual({
      resource: 'articles',
      id: stored.id,
      title: 'Five habits of calm leaders',
      title_mm: 'စိတ်အေးသော ခေါင်းဆောင်များ၏ အလေ့အကျင့် ငါးခု',
      deleted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      deleted_by: 'admin',
    });

    const restored = await server.admin('POST', `/api/trash/articles/${stored.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(stored);
    expect((await server.call('GET', `/api/articles/${stored.id}`)).json()).toMatchObject({
      id: stored.id,
      name_mm: stored.name_mm,
      content: '<p>Breathe first.</p>',
    });
    expect((await server.call('GET', '/api/articles')).body).toContain('Five habits');
    expect((await server.admin('GET', `/api/quotes/${quote.json().id}`)).json().article_id).toBe(
      stored.id,
    );
    expect(await trash()).toEqual([]);
    const audit = (await server.admin('GET', '/api/audit?resource=articles')).json() as Body[];
    expect(audit.slice(0, 2).map((e) => e.action)).toEqual(['restore', 'delete']);
  });

  it('a purge forgets the record for good, and a second purge or restore is a 404', async () => {
    const stored = await article({ name: 'Draft to throw away' });
    await server.admin('DELETE', `/api/articles/${stored.id}`);
    expect((await server.admin('DELETE', `/api/trash/articles/${stored.id}`)).statusCode).toBe(204);
    expect((await trash()).map((e) => e.id)).not.toContain(stored.id);
    expectProblem(await server.admin('DELETE', `/api/trash/articles/${stored.id}`), 404);
    expectProblem(await server.admin('POST', `/api/trash/articles/${stored.id}/restore`), 404);
    expectProblem(await server.admin('GET', `/api/articles/${stored.id}`), 404);
  });

  it('a product cannot come back before its deleted category, and a category in use cannot go', async () => {
    const product = await addBookProduct(server);
    const { sub_category_id: sub } = (await server.admin('GET', `/api/products/${product}`)).json();
    const before = await count(server, 'trash');
    expectProblem(await server.admin('DELETE', `/api/sub_categories/${sub}`), 409, /in use/);
    expect(await count(server, 'trash')).toBe(before);

    await server.admin('DELETE', `/api/products/${product}`);
    expect((await server.admin('DELETE', `/api/sub_categories/${sub}`)).statusCode).toBe(204);
    expectProblem(
      await server.admin('POST', `/api/trash/products/${product}/restore`),
      409,
      /Restore the category first/,
    );
    expectProblem(await server.admin('GET', `/api/products/${product}`), 404);
    expect(
      (await server.admin('POST', `/api/trash/sub_categories/${sub}/restore`)).statusCode,
    ).toBe(200);
    const back = await server.admin('POST', `/api/trash/products/${product}/restore`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: product, sub_category_id: sub });
  });

  it('keeps the pictures of trashed records from the upload sweep until the trash is emptied', async () => {
    const stored = await article({ name: 'With a picture' });
    const picture = stored.image as string;
    await agedUpload(picture, 3);
    await server.admin('DELETE', `/api/articles/${stored.id}`);
    await sweepUnusedFiles(server.database);
    // Kept (an admin sees it; visitors do not while its record is in the trash).
    expect((await server.admin('GET', `/api/files/${picture}`)).statusCode).toBe(200);
    expect(await server.services.fileRefs.isReferenced(picture)).toBe(true);

    // Deleted 31 days ago: the trash empties itself of it (TRASH_DAYS is 30 by default).
    await server.database.db
      .updateTable('trash')
      .set({ deleted: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('record_id', '=', stored.id)
      .where('resource', '=', 'articles')
      .execute();
    expect(await server.services.trash.emptyOlderThan(30)).toBe(1);
    expect(await server.services.fileRefs.isReferenced(picture)).toBe(false);
    await sweepUnusedFiles(server.database);
    expectProblem(await server.admin('GET', `/api/files/${picture}`), 404);
  });

  it('answers 401 signed out, and 404 for a resource or record it does not know', async () => {
    expectProblem(await server.call('GET', '/api/trash'), 401);
    expectProblem(await server.call('POST', '/api/trash/articles/1/restore'), 401);
    expectProblem(await server.call('DELETE', '/api/trash/articles/1'), 401);
    expectProblem(await server.admin('POST', '/api/trash/accounts/1/restore'), 404);
    expectProblem(await server.admin('POST', '/api/trash/payments/1/restore'), 404);
    expectProblem(await server.admin('POST', '/api/trash/articles/abc/restore'), 404);
    expectProblem(await server.admin('POST', '/api/trash/articles/99999999999/restore'), 404);
  });
});
