import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { count, expectCleanRecord, expectInvalid, expectProblem, row } from './helpers.ts';
import { caseFor, crudCases, useRefs } from './payloads.ts';

/** Create, read, update and delete of every registry resource with full CRUD. */
describe.each(databases)('CRUD on %s', (kind) => {
  const server = useTestServer(kind);
  const refs = useRefs(server);

  describe.each(crudCases)('$slug', (c) => {
    const path = `/api/${c.slug}`;

    it('creates from the required fields only, with the defaults', async () => {
      const before = await count(server, c.table);
      const res = await server.admin('POST', path, c.minimal(refs));
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ ...c.minimal(refs), ...c.defaults });
      expectCleanRecord(c.slug, created);
      expect(await count(server, c.table)).toBe(before + 1);
      expect(await row(server, c.table, created.id)).toBeDefined();
    });

    it('creates with every field and reads it back, by id and in the list', async () => {
      const res = await server.admin('POST', path, c.full(refs));
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ ...c.full(refs), ...c.nested });
      expectCleanRecord(c.slug, created);

      // Everything created here is visible to visitors (publishable ones are published).
      const one = await server.call('GET', `${path}/${created.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(created);
      const list = await server.call('GET', path);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toContainEqual(created);
    });

    it('updates what the PUT sends and keeps what it leaves out', async () => {
      const created = (await server.admin('POST', path, c.full(refs))).json();
      const changes = c.update(refs);
      const res = await server.admin('PUT', `${path}/${created.id}`, {
        ...changes,
        // The admin client sends created (and ids) back; they are not writable.
        created: '2000-01-01T00:00:00.000Z',
        id: 999_999,
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json();
      expect(updated).toMatchObject(changes);
      for (const field of c.kept) expect(updated[field], field).toEqual(created[field]);
      expect(updated.id).toBe(created.id);
      expect(updated.created).toBe(created.created);
      expectCleanRecord(c.slug, updated);
      expect((await server.admin('GET', `${path}/${created.id}`)).json()).toEqual(updated);
    });

    it('deletes, and the record is gone', async () => {
      const created = (await server.admin('POST', path, c.minimal(refs))).json();
      const before = await count(server, c.table);
      const res = await server.admin('DELETE', `${path}/${created.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await count(server, c.table)).toBe(before - 1);
      expect(await row(server, c.table, created.id)).toBeUndefined();
      expectProblem(
        await server.admin('GET', `${path}/${created.id}`),
        404,
        `${c.entity} not found`,
      );
    });

    it('answers 404 for an unknown id on read, update and delete', async () => {
      const before = await count(server, c.table);
      for (const id of ['987654', 'abc', '-1', '0', '1.5']) {
        expectProblem(await server.admin('GET', `${path}/${id}`), 404, `${c.entity} not found`);
        expectProblem(
          await server.admin('PUT', `${path}/${id}`, c.update(refs)),
          404,
          `${c.entity} not found`,
        );
        expectProblem(await server.admin('DELETE', `${path}/${id}`), 404, `${c.entity} not found`);
      }
      expect(await count(server, c.table)).toBe(before);
    });
  });

  it('lists products with their sub category and sub categories with their main category', async () => {
    const products = (await server.call('GET', '/api/products')).json();
    const withSub = products.find(
      (p: { sub_category_id: number }) => p.sub_category_id === refs.subCategoryId,
    );
    expect(withSub.sub_category).toMatchObject({
      id: refs.subCategoryId,
      name: 'Fixture leadership',
    });
    const subs = (await server.call('GET', '/api/sub_categories')).json();
    expect(subs).toContainEqual(
      expect.objectContaining({
        id: refs.subCategoryId,
        main_category: expect.objectContaining({ id: refs.mainCategoryId, name: 'Fixture books' }),
      }),
    );
  });

  it('keeps a quote when its article is deleted, with no article', async () => {
    const article = (
      await server.admin('POST', '/api/articles', caseFor('articles').minimal(refs))
    ).json();
    const quote = (
      await server.admin('POST', '/api/quotes', { image: refs.image, article_id: article.id })
    ).json();
    expect(quote.article).toMatchObject({ id: article.id, name: article.name });
    expect((await server.admin('DELETE', `/api/articles/${article.id}`)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/quotes/${quote.id}`)).json()).toMatchObject({
      article_id: null,
      article: null,
    });
  });

  it('requires all six content home fields on update too, as on create', async () => {
    const created = (
      await server.admin('POST', '/api/content_home', caseFor('content_home').minimal(refs))
    ).json();
    const res = await server.admin('PUT', `/api/content_home/${created.id}`, {
      banner_text: { en: 'Only the text', mm: 'စာသား' },
    });
    expectInvalid(res, {
      banner_button: 'Required',
      banner_image: 'Please select an image',
      banner_button_link: 'Required',
    });
    expect((await server.admin('GET', `/api/content_home/${created.id}`)).json()).toEqual(created);
  });

  it('keeps an event image when the edit sends no new one, and clears optional fields sent blank', async () => {
    const created = (
      await server.admin('POST', '/api/events', { ...caseFor('events').full(refs) })
    ).json();
    const res = await server.admin('PUT', `/api/events/${created.id}`, {
      tag: 'New tag',
      trainer: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tag: 'New tag', trainer: null, image: refs.image });
  });

  it('sorts clients and awards by rank, events newest first', async () => {
    for (const slug of ['clients', 'awards'] as const) {
      const ranks = (await server.call('GET', `/api/${slug}`))
        .json()
        .map((r: { rank: number }) => r.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const created = (await server.call('GET', '/api/events'))
      .json()
      .map((e: { created: string }) => e.created);
    expect(created).toEqual([...created].sort().reverse());
  });
});
