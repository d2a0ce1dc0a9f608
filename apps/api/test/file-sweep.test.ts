import { BANNER_IMAGES, STAT_IMAGES, fileFields, inputKindOf, resourceList } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { referenceColumns } from '../src/files/file-references.ts';
import { sweepUnusedFiles } from '../src/files/file-sweep.ts';
import { buildServer } from '../src/server.ts';
import { databases, pngImage, testDatabase, uploadFile, useTestServer } from './harness.ts';
import { ageUpload, count, expectProblem, fileExists, row } from './helpers.ts';
import { orderWith, statNumbers } from './payloads.ts';

/**
 * Uploads nothing refers to are deleted after a day; anything the site shows or keeps
 * (a file field of any record, an image in article text, a constant, the stats and
 * banners, an order's receipt) is kept, however old.
 */

describe('where files are referred to', () => {
  const { refs, texts } = referenceColumns();
  const has = (list: typeof refs, table: string, column: string) =>
    list.some((c) => c.table === table && c.column === column);

  it('covers every file field of every resource', () => {
    for (const def of resourceList) {
      for (const [field, schema] of Object.entries(def.fields ?? {})) {
        if (inputKindOf(schema) === 'image') expect(has(refs, def.table, field), field).toBe(true);
      }
      for (const field of fileFields(def)) expect(has(refs, def.table, field), field).toBe(true);
    }
  });

  it('covers the stats and banner images', () => {
    for (const f of STAT_IMAGES) expect(has(refs, 'stats', f)).toBe(true);
    for (const f of BANNER_IMAGES) expect(has(refs, 'banners', f)).toBe(true);
  });

  it('reads article HTML (both languages) and the site constants', () => {
    expect(has(texts, 'article', 'content')).toBe(true);
    expect(has(texts, 'article', 'content_mm')).toBe(true);
    expect(has(texts, 'site_constant', 'value')).toBe(true);
  });
});

describe.each(databases)('the sweep of unused uploads on %s', (kind) => {
  const server = useTestServer(kind);

  const DAY = 24 * 3600_000;
  const age = (id: string, hours: number) => ageUpload(server, id, hours);
  const exists = (id: string) => fileExists(server, id);
  const sweep = (now = Date.now()) => sweepUnusedFiles(server.database, { now });
  const uploadOld = async (hours = 25) => {
    const id = await server.upload();
    await age(id, hours);
    return id;
  };

  it('deletes old uploads nothing uses, with their resized copies, and keeps young ones', async () => {
    const old = await uploadOld();
    const young = await uploadOld(23);
    expect((await server.call('GET', `/api/files/${old}?w=160`)).statusCode).toBe(200);
    const variantsBefore = await count(server, 'file_variant');
    const result = await sweep();
    expect(result.swept).toBe(true);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(old)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await count(server, 'file_variant')).toBeLessThan(variantsBefore);
    expectProblem(await server.call('GET', `/api/files/${old}`), 404);
  });

  it('keeps every old upload the site refers to', async () => {
    const kept: Record<string, string> = {};
    const make = async (name: string) => (kept[name] = await uploadOld(48));

    const product = await server.admin('POST', '/api/products', {
      heading: 'The Coach Handbook',
      description: 'x',
      type: 'image',
      price: 1,
      image: await make('product image'),
    });
    expect(product.statusCode, product.body).toBe(201);
    const inText = await make('article HTML');
    const inTextMm = await make('article HTML (Burmese)');
    const article = await server.admin('POST', '/api/articles', {
      name: 'Pictures',
      description: 'x',
      image: await make('article image'),
      content: `<p><img src="/api/files/${inText}?w=640" alt=""></p>`,
      content_mm: `<p><img src="/api/files/${encodeURIComponent(inTextMm)}" alt=""></p>`,
    });
    expect(article.statusCode, article.body).toBe(201);
    const stats = await server.admin('PUT', '/api/stats', {
      ...statNumbers(),
      [STAT_IMAGES[0]]: await make('stats image'),
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const banners = await server.admin('PUT', '/api/banners', {
      [BANNER_IMAGES[0]]: await make('banner'),
    });
    expect(banners.statusCode, banners.body).toBe(200);
    const created = new Date().toISOString();
    await server.database.db
      .insertInto('site_constant')
      .values([
        { name: 'logoUrl', value: `/api/files/${await make('constant link')}`, created },
        { name: 'logoId', value: await make('constant id'), created },
      ])
      .execute();
    // Older data names a file by the name it was uploaded with.
    const byName = await server.upload(undefined, 'legacy-logo.png');
    await age(byName, 48);
    kept['by name'] = byName;
    await server.database.db
      .insertInto('client')
      .values({ name: 'Old client', image: 'legacy-logo.png', rank: 1, created })
      .execute();
    // A receipt: fresh when the order is placed, then years old.
    const receipt = await server.upload();
    const order = await orderWith(server, receipt);
    expect(order.statusCode, order.body).toBe(201);
    await age(receipt, 24 * 400);
    kept.receipt = receipt;
    const unused = await uploadOld();

    await sweep();
    for (const [why, id] of Object.entries(kept)) expect(await exists(id), why).toBe(true);
    expect(await exists(unused)).toBe(false);
  });

  it('sweeps run at the same moment (several instances) delete each file once', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => uploadOld()));
    const results = await Promise.all([sweep(), sweep(), sweep()]);
    for (const id of ids) expect(await exists(id)).toBe(false);
    expect(results.filter((r) => r.swept).length).toBeGreaterThanOrEqual(1);
  });

  it('sweeps with a pool of one connection (the lock and the work share it)', async () => {
    const id = await uploadOld();
    const single = connect(server.databaseUrl, { poolSize: 1 });
    try {
      expect((await sweepUnusedFiles(single)).swept).toBe(true);
    } finally {
      await single.close();
    }
    expect(await exists(id)).toBe(false);
  });

  it('tells an admin how many files are stored and their bytes', async () => {
    expectProblem(await server.call('GET', '/api/storage'), 401);
    const before = (await server.admin('GET', '/api/storage')).json();
    const id = await server.upload();
    const after = await server.admin('GET', '/api/storage');
    expect(after.statusCode).toBe(200);
    const figure = after.json();
    expect(figure).toMatchObject({
      files: before.files + 1,
      variants: expect.any(Number),
      variant_bytes: expect.any(Number),
      unused_deleted_after_hours: 24,
    });
    const { size } = (await row(server, 'file', id))!;
    expect(figure.bytes).toBe(before.bytes + Number(size));
  });

  // Issue 37: the library's header said 107 files where this figure said 116 (receipts).
  it("counts the library's pictures as the library does, and orders' receipts apart", async () => {
    const figure = async () => (await server.admin('GET', '/api/storage')).json();
    const before = await figure();
    expect(before.pictures + before.receipts).toBe(before.files);
    await server.upload();
    const receipt = await uploadFile(server.app, await pngImage(9, 9, '#aa3344'), 'receipt.png', {
      url: '/api/files?purpose=receipt',
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const after = await figure();
    expect(after).toMatchObject({
      files: before.files + 2,
      pictures: before.pictures + 1,
      receipts: before.receipts + 1,
    });
    const library = await server.admin('GET', '/api/files?limit=1');
    expect(Number(library.headers['x-total-count'])).toBe(after.pictures);
  });

  it('a day-old sweep leaves the sweep of a day later to delete the rest', async () => {
    const id = await server.upload();
    expect((await sweep()).deleted).toBe(0);
    expect(await exists(id)).toBe(true);
    await sweep(Date.now() + 2 * DAY);
    // Everything unused is gone two days on; what is used is still there.
    expect(await exists(id)).toBe(false);
  });
});

describe.each(databases)('the server sweeping by itself on %s', (kind) => {
  it('sweeps soon after it is ready, and again on its schedule', async () => {
    const { database } = await testDatabase(kind);
    const { app } = await buildServer({
      database,
      overload: false,
      fileSweep: { firstAfterMs: 20, everyMs: 50 },
    });
    try {
      await app.ready();
      const upload = async () => {
        const res = await uploadFile(app, await pngImage(), 'a.png');
        const id = res.json().id as string;
        await database.db
          .updateTable('file')
          .set({ created: new Date(Date.now() - 48 * 3600_000).toISOString() })
          .where('id', '=', id)
          .execute();
        return id;
      };
      const gone = (id: string) => async () =>
        !(await database.db
          .selectFrom('file')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst());
      await expect.poll(gone(await upload()), { timeout: 5_000 }).toBe(true);
      // A later upload is caught by a later round.
      await expect.poll(gone(await upload()), { timeout: 5_000 }).toBe(true);
    } finally {
      await app.close();
    }
  });
});
