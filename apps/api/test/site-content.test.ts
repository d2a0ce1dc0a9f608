import { beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../src/auth/viewer.ts';
import { siteContent } from '../src/content/site-content.ts';
import { databases, useTestServer } from './harness.ts';
import { expectInvalid } from './helpers.ts';

/**
 * What the server-rendered pages read: one page of a list with chosen columns, and the
 * shop menu of categories that hold products. Five articles (four published), two main
 * categories of which one has an empty sub category, five products on one shelf.
 */
describe.each(databases)('site content on %s', (kind) => {
  const ids = { main: 0, emptyMain: 0, sub: 0, emptySub: 0 };
  const server = useTestServer(kind);
  beforeAll(async () => {
    const image = await server.upload();
    for (const n of [1, 2, 3, 4, 5]) {
      await server.admin('POST', '/api/articles', {
        name: `Article ${n}`,
        description: 'x',
        content: `<p>Body ${n}</p>`,
        image,
        is_published: n !== 3,
      });
    }
    const post = async (path: string, body: unknown) =>
      (await server.admin('POST', path, body)).json().id as number;
    ids.main = await post('/api/main_categories', { name: 'Books' });
    ids.emptyMain = await post('/api/main_categories', { name: 'Nothing here' });
    ids.sub = await post('/api/sub_categories', { name: 'Leadership', main_category_id: ids.main });
    ids.emptySub = await post('/api/sub_categories', {
      name: 'Empty shelf',
      main_category_id: ids.main,
    });
    await post('/api/sub_categories', { name: 'Also empty', main_category_id: ids.emptyMain });
    for (const n of [1, 2, 3, 4, 5]) {
      await post('/api/products', {
        heading: `Book ${n}`,
        description: 'x',
        type: 'image',
        price: 1000,
        sub_category_id: ids.sub,
      });
    }
  });

  const content = () => siteContent(server.services, visitor);

  it('reads one page of a list and counts the whole list as the visitor sees it', async () => {
    const { rows, total } = await content().page('articles', { limit: 2, offset: 2 });
    expect(total).toBe(4);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.name)).not.toContain('Article 3');
  });

  it('reads only the chosen columns (and id): article cards leave the bodies out', async () => {
    const { rows } = await content().page('articles', {
      limit: 4,
      offset: 0,
      columns: ['name', 'image', 'created'],
    });
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['created', 'id', 'image', 'name']);
    }
  });

  it('answers no rows past the end, with the count to find the last page', async () => {
    expect(await content().page('articles', { limit: 4, offset: 8 })).toEqual({
      rows: [],
      total: 4,
    });
  });

  it('reads only or all but chosen rows', async () => {
    const all = await content().page('articles', { limit: 10, offset: 0, columns: ['name'] });
    const [first, second] = all.rows;
    const only = await content().page('articles', {
      limit: 10,
      offset: 0,
      onlyIds: [first!.id, second!.id],
      columns: ['name'],
    });
    expect(only).toEqual({ rows: [first, second], total: 2 });
    expect(await content().page('articles', { limit: 10, offset: 0, onlyIds: [] })).toEqual({
      rows: [],
      total: 0,
    });
    const except = await content().page('articles', {
      limit: 10,
      offset: 0,
      exceptIds: [first!.id],
      columns: ['name'],
    });
    expect(except).toEqual({ rows: all.rows.slice(1), total: 3 });
  });

  it('refuses a column the table does not store', async () => {
    await expect(
      content().page('articles', { limit: 4, offset: 0, columns: ['publish_status'] }),
    ).rejects.toThrow(/columns/);
  });

  it("pages one sub category's products", async () => {
    const { rows, total } = await content().page('products', {
      limit: 4,
      offset: 4,
      filters: { sub_category_id: String(ids.sub) },
      columns: ['heading'],
    });
    expect(total).toBe(5);
    expect(rows.map((r) => r.heading)).toEqual(['Book 5']);
    const empty = await server.call('GET', `/api/products?sub_category_id=${ids.emptySub}`);
    expect(empty.json()).toEqual([]);
    expectInvalid(await server.call('GET', '/api/products?sub_category_id=x'), {
      sub_category_id: 'Must be a whole number',
    });
  });

  it('lists in the shop menu only categories that hold a product', async () => {
    expect(await content().shopMenu()).toEqual([
      {
        id: ids.main,
        name: 'Books',
        name_mm: null,
        subs: [{ id: ids.sub, name: 'Leadership', name_mm: null }],
      },
    ]);
  });
});
