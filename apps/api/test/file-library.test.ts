import { apiMessage } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { databases, distinctImage, pngImage, testClock, useTestServer } from './harness.ts';
import { addBookProduct, count, expectInvalid, expectProblem } from './helpers.ts';
import { orderWith } from './payloads.ts';
import { ZAWGYI, UNICODE } from './burmese-words.ts';

/**
 * The media library: public uploads newest first a page at a time, where each is used,
 * alt texts and focal point, and deletion of unused files only. Receipts never show.
 */

describe.each(databases)('the media library on %s', (kind) => {
  const clock = testClock();
  const server = useTestServer(kind, { clock: clock.now });

  /** Uploads with a name, each a second after the last, so "newest first" is decidable. */
  const uploadNamed = async (name: string) => {
    const id = await server.upload(await distinctImage(40, 30), name);
    clock.advance(1_000);
    return id;
  };
  const list = (query = '') => server.admin('GET', `/api/files${query}`);

  it('lists uploads newest first, a page at a time, with the total', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await uploadNamed(`paging-${n}.png`));
    const first = await list('?search=paging-&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((f: { id: string }) => f.id)).toEqual([ids[2], ids[1]]);
    const second = await list('?search=paging-&limit=2&offset=2');
    expect(second.json().map((f: { id: string }) => f.id)).toEqual([ids[0]]);
    expect(first.json()[0]).toEqual({
      id: ids[2],
      name: 'paging-3.png',
      width: 40,
      height: 30,
      bytes: expect.any(Number),
      alt: null,
      alt_mm: null,
      focal_x: null,
      focal_y: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('refuses a bad page', async () => {
    expectInvalid(await list('?limit=500'), { limit: apiMessage('pageLimit', { max: 100 }) });
  });

  it('searches the name and both alt texts, case-insensitively', async () => {
    const byName = await uploadNamed('Sunrise-Over-Inle.png');
    const byAlt = await uploadNamed('plain.png');
    const byAltMm = await uploadNamed('plain2.png');
    await server.admin('PUT', `/api/files/${byAlt}`, { alt: 'Sunrise at the lake' });
    await server.admin('PUT', `/api/files/${byAltMm}`, { alt_mm: `${UNICODE} sunrise` });
    const found = await list('?search=SUNRISE');
    expect(found.json().map((f: { id: string }) => f.id)).toEqual([byAltMm, byAlt, byName]);
    expect(found.headers['x-total-count']).toBe('3');
    const mm = await list(`?search=${encodeURIComponent(UNICODE)}`);
    expect(mm.json().map((f: { id: string }) => f.id)).toEqual([byAltMm]);
  });

  it('finds one file by its id, as a link to its panel asks', async () => {
    const older = await uploadNamed('older.png');
    await uploadNamed('newer.png');
    const found = await list(`?search=${older}&limit=1`);
    expect(found.json().map((f: { id: string }) => f.id)).toEqual([older]);
    expect(found.headers['x-total-count']).toBe('1');
  });

  it('never lists a receipt', async () => {
    await addBookProduct(server);
    const receipt = await server.upload(await pngImage(400, 300, '#22aa44'), 'receipt-x.png');
    const order = await orderWith(server, receipt);
    expect(order.statusCode, order.body).toBe(201);
    const found = await list('?search=receipt-x');
    expect(found.json()).toEqual([]);
    expect((await list(`?search=${receipt}`)).json()).toEqual([]);
    expect(found.headers['x-total-count']).toBe('0');
    expectProblem(await server.admin('GET', `/api/files/${receipt}/usage`), 404);
    expectProblem(await server.admin('PUT', `/api/files/${receipt}`, { alt: 'x' }), 404);
    expectProblem(await server.admin('DELETE', `/api/files/${receipt}`), 404);
  });

  it('says which records use a file, and refuses to delete it (409 naming them)', async () => {
    const id = await uploadNamed('used.png');
    const product = await server.admin('POST', '/api/products', {
      heading: 'Handbook',
      description: 'x',
      type: 'image',
      price: 1,
      image: id,
    });
    expect(product.statusCode, product.body).toBe(201);
    const client = await server.admin('POST', '/api/clients', { name: 'Acme', image: id });
    expect(client.statusCode, client.body).toBe(201);
    const article = await server.admin('POST', '/api/articles', {
      name: 'Pictures',
      description: 'x',
      image: await server.upload(),
      content: `<p><img src="/api/files/${id}?w=640" alt=""></p>`,
    });
    expect(article.statusCode, article.body).toBe(201);
    const usage = await server.admin('GET', `/api/files/${id}/usage`);
    expect(usage.statusCode, usage.body).toBe(200);
    const uses = [
      { resource: 'products', id: product.json().id, field: 'image' },
      { resource: 'clients', id: client.json().id, field: 'image' },
      { resource: 'articles', id: article.json().id, field: 'content' },
    ];
    expect(usage.json()).toHaveLength(3);
    expect(usage.json()).toEqual(expect.arrayContaining(uses));

    const refused = expectProblem(await server.admin('DELETE', `/api/files/${id}`), 409);
    for (const use of uses)
      expect(refused.detail).toContain(`${use.resource} ${use.id} (${use.field})`);
    expect((await server.call('GET', `/api/files/${id}`)).statusCode).toBe(200);
  });

  it('counts a deleted record in the trash as a use', async () => {
    const id = await uploadNamed('trashed.png');
    const client = await server.admin('POST', '/api/clients', { name: 'Gone', image: id });
    await server.admin('DELETE', `/api/clients/${client.json().id}`);
    const usage = (await server.admin('GET', `/api/files/${id}/usage`)).json();
    expect(usage).toEqual([{ resource: 'trash', id: expect.any(Number), field: 'data' }]);
  });

  it('deletes an unused file with its resized copies, and records it', async () => {
    const id = await uploadNamed('unused.png');
    expect((await server.call('GET', `/api/files/${id}?w=160`)).statusCode).toBe(200);
    const variants = await count(server, 'file_variant');
    const res = await server.admin('DELETE', `/api/files/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expectProblem(await server.call('GET', `/api/files/${id}`), 404);
    expect(await count(server, 'file_variant')).toBe(variants - 1);
    const audit = await server.admin('GET', '/api/audit?resource=files&action=delete&limit=5');
    expect(audit.json()[0]).toMatchObject({ action: 'delete', record_id: id });
    expectProblem(await server.admin('DELETE', `/api/files/${id}`), 404);
  });

  it('saves alt texts (Zawgyi stored as Unicode) and a focal point, and clears them', async () => {
    const id = await uploadNamed('described.png');
    const res = await server.admin('PUT', `/api/files/${id}`, {
      alt: '  The coach on stage  ',
      alt_mm: ZAWGYI,
      focal_x: 0.25,
      focal_y: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      alt: 'The coach on stage',
      alt_mm: UNICODE,
      focal_x: 0.25,
      focal_y: 1,
    });
    const audit = await server.admin('GET', '/api/audit?resource=files&action=update&limit=5');
    expect(audit.json()[0]).toMatchObject({
      record_id: id,
      detail: { fields: ['alt', 'alt_mm', 'focal_x', 'focal_y'] },
    });
    // A field left out stays; one sent null is cleared.
    const cleared = await server.admin('PUT', `/api/files/${id}`, { focal_x: null, focal_y: null });
    expect(cleared.json()).toMatchObject({
      alt: 'The coach on stage',
      focal_x: null,
      focal_y: null,
    });
    const listed = (await list('?search=described')).json()[0];
    expect(listed).toMatchObject({ alt: 'The coach on stage', alt_mm: UNICODE });
  });

  it('refuses bad details (422 naming each field) and changes nothing', async () => {
    const id = await uploadNamed('strict.png');
    await server.admin('PUT', `/api/files/${id}`, { alt: 'Kept', focal_x: 0.5 });
    expectInvalid(
      await server.admin('PUT', `/api/files/${id}`, {
        alt: 'x'.repeat(301),
        alt_mm: 5,
        focal_x: 1.5,
        focal_y: 'left',
      }),
      {
        alt: apiMessage('tooLong', { max: 300 }),
        alt_mm: apiMessage('mustBeText'),
        focal_x: apiMessage('fraction'),
        focal_y: apiMessage('mustBeNumber'),
      },
    );
    expectInvalid(await server.admin('PUT', `/api/files/${id}`, { focal_y: -0.1 }), {
      focal_y: apiMessage('fraction'),
    });
    expectInvalid(await server.admin('PUT', `/api/files/${id}`, [1]), {
      body: apiMessage('fileDetailsObject'),
    });
    const stored = (await list('?search=strict')).json()[0];
    expect(stored).toMatchObject({ alt: 'Kept', focal_x: 0.5, focal_y: null });
    expectProblem(await server.admin('PUT', '/api/files/no-such-file', { alt: 'x' }), 404);
  });

  it('is for admins only (401 for visitors)', async () => {
    const id = await uploadNamed('private-ops.png');
    expectProblem(await server.call('GET', '/api/files'), 401);
    expectProblem(await server.call('GET', `/api/files/${id}/usage`), 401);
    expectProblem(await server.call('PUT', `/api/files/${id}`, { alt: 'x' }), 401);
    expectProblem(await server.call('DELETE', `/api/files/${id}`), 401);
    expect((await server.call('GET', `/api/files/${id}`)).statusCode).toBe(200);
  });
});
