import { apiMessage } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, distinctImage, uploadFile, useTestServer } from './harness.ts';
import { addBookProduct, count, expectPrivate, expectProblem, productPictured } from './helpers.ts';
import { paymentBody } from './payloads.ts';

/**
 * A receipt is private from the moment it is uploaded (`POST /api/files?purpose=receipt`,
 * and the page forms' orders): a visitor who has only its id never gets it, whether or not
 * an order ever names it, and the media library never lists it.
 */

describe.each(databases)('receipts uploaded as receipts on %s', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    await addBookProduct(server);
  });

  const uploadReceipt = async () => {
    const res = await uploadFile(server.app, await distinctImage(), 'receipt.png', {
      url: '/api/files?purpose=receipt',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const asVisitor = (url: string) => server.app.inject({ url });

  it('is never served to a visitor, even before (or without) an order', async () => {
    const receipt = await uploadReceipt();
    for (const query of ['', '?w=320', '?download']) {
      const res = await asVisitor(`/api/files/${receipt}${query}`);
      expectProblem(res, 401, apiMessage('receiptPrivate'));
      expect(res.headers['cache-control'] ?? '').not.toContain('public');
    }
    const owner = await server.admin('GET', `/api/files/${receipt}`);
    expectPrivate(owner, 200);
  });

  it('is never listed in the media library', async () => {
    const receipt = await uploadReceipt();
    const listed = await server.admin('GET', `/api/files?search=${receipt}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([]);
  });

  it('is taken by an order, and stays private if the order is refused', async () => {
    const refusedFor = await uploadReceipt();
    const refused = await server.call(
      'POST',
      '/api/payments',
      paymentBody(refusedFor, { product_name: 'A Book We Never Sold' }),
    );
    expect(refused.statusCode).toBe(422);
    expect((await asVisitor(`/api/files/${refusedFor}`)).statusCode).toBe(401);
    const placed = await server.call('POST', '/api/payments', paymentBody(refusedFor));
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await asVisitor(`/api/files/${refusedFor}`)).statusCode).toBe(401);
  });

  it('cannot become a picture of the site', async () => {
    const receipt = await uploadReceipt();
    const res = await productPictured(server, receipt);
    expect(res.statusCode).toBe(422);
  });

  it("a page form stores its order's receipt private, even when the order is refused", async () => {
    const before = await count(server, 'file');
    const outcome = await server.services.submissions.fromPage(
      'order',
      paymentBody('', { product_name: 'A Book We Never Sold' }),
      { field: 'receipt_photo', bytes: await distinctImage(), name: 'slip.png' },
      'en',
    );
    expect(outcome).toMatchObject({ ok: false, step: 'record' });
    expect(await count(server, 'file')).toBe(before + 1);
    const newest = await server.database.db
      .selectFrom('file')
      .select('id')
      .orderBy('created', 'desc')
      .executeTakeFirstOrThrow();
    expect((await asVisitor(`/api/files/${newest.id}`)).statusCode).toBe(401);
  });

  it('refuses an unknown purpose, storing nothing', async () => {
    const before = await count(server, 'file');
    const res = await uploadFile(server.app, await distinctImage(), 'x.png', {
      url: '/api/files?purpose=avatar',
    });
    expectProblem(res, 400, apiMessage('uploadPurpose'));
    expect(await count(server, 'file')).toBe(before);
  });
});
