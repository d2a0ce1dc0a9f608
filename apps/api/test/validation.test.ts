import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { count, expectInvalid, expectProblem, raw, row } from './helpers.ts';
import {
  type CrudCase,
  type Refs,
  appointmentBody,
  caseFor,
  statNumbers,
  useRefs,
} from './payloads.ts';

/** Bad input: the forms' own messages, 422 naming each field, nothing stored, never a 500. */

type Body = Record<string, unknown>;
const SELECT_IMAGE = 'Please select an image';

/** The resource's smallest valid body but for these fields: only they can be refused. */
interface MinimalBut {
  but: Body;
}

/**
 * [resource, payload (or the smallest valid one but for some fields), expected field errors]
 * for a create.
 */
const badCreates: [CrudCase['slug'], ((r: Refs) => Body) | MinimalBut, Record<string, string>][] = [
  [
    'events',
    () => ({}),
    {
      name: 'Required',
      description: 'Required',
      link: 'Required',
      location: 'Required',
      image: SELECT_IMAGE,
    },
  ],
  ['events', { but: { image: '' } }, { image: SELECT_IMAGE }],
  ['events', { but: { image: 'gone' } }, { image: 'No such file. Please upload the image again.' }],
  ['events', { but: { name: 'x'.repeat(201) } }, { name: 'Must be at most 200 characters' }],
  ['events', { but: { name: 42 } }, { name: 'Must be text' }],
  ['clients', () => ({ name: 'No logo' }), { image: SELECT_IMAGE }],
  ['clients', { but: { rank: 'top' } }, { rank: 'Rank must be a whole number' }],
  ['awards', () => ({ name: 'No picture' }), { image: SELECT_IMAGE }],
  ['awards', { but: { rank: 'first' } }, { rank: 'Rank must be a whole number' }],
  ['awards', (r) => ({ image: r.image }), { name: 'Required' }],
  ['articles', () => ({ name: 'x', description: 'y' }), { image: SELECT_IMAGE }],
  ['articles', { but: { is_published: 'yes' } }, { is_published: 'Must be true or false' }],
  ['quotes', () => ({ is_featured: true }), { image: SELECT_IMAGE }],
  ['quotes', { but: { article_id: 98765 } }, { article_id: 'No such article' }],
  ['quotes', { but: { article_id: 'abc' } }, { article_id: 'Please choose an article' }],
  ['quotes', { but: { is_featured: 1 } }, { is_featured: 'Must be true or false' }],
  ['products', () => ({}), { heading: 'Required', description: 'Required', type: 'Required' }],
  ['products', { but: { price: 'abc' } }, { price: 'Price must be a number' }],
  ['products', { but: { price: '' } }, { price: 'Price must be a number' }],
  ['products', { but: { price: -5 } }, { price: 'Price cannot be negative' }],
  ['products', { but: { stock: 'lots' } }, { stock: 'Stock must be a whole number' }],
  ['products', { but: { stock: 2.5 } }, { stock: 'Stock must be a whole number' }],
  ['products', { but: { type: 'audio' } }, { type: 'Must be one of: image, video' }],
  [
    'products',
    { but: { shipping_type: 'COD' } },
    { shipping_type: 'Must be one of: FREE SHIPPING, PAID BY CLIENT' },
  ],
  ['products', { but: { currency: '' } }, { currency: 'Required' }],
  ['products', { but: { sub_category_id: 98765 } }, { sub_category_id: 'No such sub category' }],
  [
    'products',
    { but: { sub_category_id: 'abc' } },
    { sub_category_id: 'Please choose a sub category' },
  ],
  ['press', () => ({}), { name: 'Required', description: 'Required' }],
  ['press', { but: { type: 'audio' } }, { type: 'Must be one of: image, video' }],
  ['blog_videos', () => ({}), { name: 'Required', description: 'Required', video_url: 'Required' }],
  ['learning_milestones', () => ({ name: 'x' }), { year: 'Year must be a number' }],
  ['learning_milestones', { but: { year: 'nineteen' } }, { year: 'Year must be a number' }],
  ['learning_milestones', { but: { year: 3_000_000_000 } }, { year: 'Must be at most 2147483647' }],
  ['main_categories', () => ({ name: '  ' }), { name: 'Required' }],
  ['sub_categories', () => ({ name: 'x' }), { main_category_id: 'Please choose a main category' }],
  [
    'sub_categories',
    { but: { main_category_id: 'abc' } },
    { main_category_id: 'Please choose a main category' },
  ],
  [
    'sub_categories',
    { but: { main_category_id: 98765 } },
    { main_category_id: 'No such main category' },
  ],
  [
    'sub_categories',
    { but: { main_category_id: 3_000_000_000 } },
    { main_category_id: 'Must be at most 2147483647' },
  ],
  [
    'content_home',
    () => ({}),
    {
      banner_text: 'Required',
      banner_button: 'Required',
      banner_image: SELECT_IMAGE,
      banner_button_link: 'Required',
    },
  ],
  [
    'content_home',
    { but: { banner_text: { en: 'Only English' } } },
    { 'banner_text.mm': 'Required' },
  ],
];

describe.each(databases)('validation on %s', (kind) => {
  const server = useTestServer(kind);
  const refs = useRefs(server);

  it.each(
    badCreates.map(([slug, sent, errors]) => [slug, JSON.stringify(errors), sent, errors] as const),
  )('POST /api/%s answers 422 with %s and stores nothing', async (slug, _label, sent, errors) => {
    const { table, minimal } = caseFor(slug);
    const body = typeof sent === 'function' ? sent(refs) : { ...minimal(refs), ...sent.but };
    const before = await count(server, table);
    expectInvalid(await server.admin('POST', `/api/${slug}`, body), errors);
    expect(await count(server, table)).toBe(before);
  });

  it.each([
    ['events', { name: 'No tag sent' }, { tag: 'Required' }],
    // Either language is enough (either-language.test.ts): blanking both is refused.
    ['events', { tag: 'x', name: '', name_mm: '' }, { name: 'Required' }],
    ['events', { tag: 'x', image: '' }, { image: SELECT_IMAGE }],
    ['products', { price: 'free' }, { price: 'Price must be a number' }],
    ['products', { price: 1e308 }, { price: 'Price is too large' }],
    ['products', { heading: '', heading_mm: '' }, { heading: 'Required' }],
    ['main_categories', { name_mm: '' }, { name: 'Required' }],
    ['sub_categories', { name: 'x' }, { main_category_id: 'Please choose a main category' }],
    ['learning_milestones', { year: 'soon' }, { year: 'Year must be a number' }],
    ['awards', { rank: '' }, { rank: 'Required' }],
  ] as const)('PUT /api/%s answers 422 for %j and keeps the record', async (slug, body, errors) => {
    const c = caseFor(slug);
    const created = (await server.admin('POST', `/api/${slug}`, c.full(refs))).json();
    expectInvalid(await server.admin('PUT', `/api/${slug}/${created.id}`, body), errors);
    expect((await server.admin('GET', `/api/${slug}/${created.id}`)).json()).toEqual(created);
  });

  describe('deleting categories in use', () => {
    it('answers 409 while a main category has sub categories or a sub category has products', async () => {
      const main = (await server.admin('POST', '/api/main_categories', { name: 'In use' })).json();
      const sub = (
        await server.admin('POST', '/api/sub_categories', {
          name: 'Also in use',
          main_category_id: main.id,
        })
      ).json();
      const product = (
        await server.admin('POST', '/api/products', {
          ...caseFor('products').minimal(refs),
          sub_category_id: sub.id,
        })
      ).json();

      expectProblem(
        await server.admin('DELETE', `/api/main_categories/${main.id}`),
        409,
        'Main Category is in use. Cannot delete.',
      );
      expectProblem(
        await server.admin('DELETE', `/api/sub_categories/${sub.id}`),
        409,
        'Sub Category is in use. Cannot delete.',
      );
      expect(await row(server, 'main_category', main.id)).toBeDefined();
      expect(await row(server, 'sub_category', sub.id)).toBeDefined();

      expect((await server.admin('DELETE', `/api/products/${product.id}`)).statusCode).toBe(204);
      expect((await server.admin('DELETE', `/api/sub_categories/${sub.id}`)).statusCode).toBe(204);
      expect((await server.admin('DELETE', `/api/main_categories/${main.id}`)).statusCode).toBe(
        204,
      );
    });
  });

  describe('requests that are not valid JSON', () => {
    it.each([
      ['POST', '/api/events', '{"name": "Leadership'],
      ['POST', '/api/appointment', '{bad json}'],
      ['PUT', '/api/stats', 'not json at all'],
    ] as const)(
      '%s %s answers 400 problem+json and stores nothing',
      async (method, url, payload) => {
        const before = await count(server, 'appointment');
        const res = await raw(server, method, url, payload);
        expectProblem(res, 400);
        expect(res.json().title).toBe('Bad Request');
        expect(await count(server, 'appointment')).toBe(before);
      },
    );

    it('reads an empty JSON body as no body (the back office sends the header on deletes)', async () => {
      const created = await server.admin('POST', '/api/learning_milestones', {
        name: 'NLP',
        year: 2019,
      });
      const res = await server.app.inject({
        method: 'DELETE',
        url: `/api/learning_milestones/${created.json().id}`,
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
        payload: '',
      });
      expect(res.statusCode).toBe(204);
    });

    it('answers 415 for a body type the API does not read', async () => {
      const res = await raw(
        server,
        'POST',
        '/api/appointment',
        '<name>x</name>',
        'application/xml',
      );
      expectProblem(res, 415);
      expect(res.json().title).toBe('Unsupported Media Type');
    });

    it('answers 422 for a JSON body that is not an object', async () => {
      for (const payload of ['[1,2]', '"text"', 'null', '42']) {
        const res = await raw(server, 'POST', '/api/appointment', payload);
        expect(res.statusCode, payload).toBe(422);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });

    it('answers 413 for a JSON body over the limit', async () => {
      const res = await server.call(
        'POST',
        '/api/appointment',
        appointmentBody({ message: 'x'.repeat(3 * 1024 * 1024) }),
      );
      expectProblem(res, 413);
    });
  });

  describe('values the databases cannot hold', () => {
    it('refuses a NUL character in text, in a query and in a path', async () => {
      const before = await count(server, 'appointment');
      const res = await server.call(
        'POST',
        '/api/appointment',
        appointmentBody({ name: 'Aung\u0000Aung' }),
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(await count(server, 'appointment')).toBe(before);
      for (const url of [
        '/api/appointments?customer_name=%00',
        '/api/files/%00',
        '/api/events/%00',
      ]) {
        const answer = await server.admin('GET', url);
        expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, url).toBeLessThan(500);
      }
    });

    it('refuses numbers beyond a 32-bit integer column', async () => {
      expectInvalid(
        await server.admin('PUT', '/api/stats', { ...statNumbers(), team_coaching_count: 2 ** 31 }),
        {
          team_coaching_count: 'Must be at most 2147483647',
        },
      );
      expect((await server.call('GET', '/api/stats')).json().team_coaching_count).toBeNull();
    });

    it.each(['GET', 'PUT', 'DELETE'] as const)(
      '%s of an id beyond any record answers 404',
      async (method) => {
        const res = await server.admin(
          method,
          '/api/events/99999999999',
          method === 'PUT' ? { tag: 'x' } : undefined,
        );
        expectProblem(res, 404, 'Event not found');
      },
    );
  });
});
