import { apiMessage } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, pngImage, useTestServer } from './harness.ts';
import {
  addBookProduct,
  ageUpload,
  count,
  expectInvalid,
  expectPrivate,
  expectProblem,
  productPictured,
} from './helpers.ts';
import { orderWith } from './payloads.ts';

/**
 * Receipts are private. The checkout uploads the receipt (as any visitor may) and then
 * posts the order naming it; from then on only an admin sees the file, and nothing keeps
 * a copy. An order may only take a fresh upload that nothing else uses.
 */

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NOT_FRESH = apiMessage('receiptNotFresh');

describe.each(databases)('receipts on %s', (kind) => {
  let productImage: string;
  const server = useTestServer(kind);
  beforeAll(async () => {
    productImage = await server.upload();
    await addBookProduct(server, { image: productImage });
  });

  /** The public checkout: upload the receipt as a visitor, then post the order. */
  const checkout = async () => {
    const receipt = await server.upload(await pngImage(400, 300, '#22aa44'), 'receipt.png');
    const res = await orderWith(server, receipt);
    expect(res.statusCode, res.body).toBe(201);
    return receipt;
  };
  const get = (url: string, admin = false) =>
    server.app.inject({
      url,
      headers: admin ? { authorization: `Bearer ${server.token}` } : {},
    });

  it('the checkout still works: upload, then order', async () => {
    const before = await count(server, 'payment');
    await checkout();
    expect(await count(server, 'payment')).toBe(before + 1);
  });

  it("an order's receipt, resized or as a download, is an admin's only", async () => {
    const receipt = await checkout();
    for (const query of ['', '?w=320', '?download']) {
      expectProblem(await get(`/api/files/${receipt}${query}`), 401, apiMessage('receiptPrivate'));
      const admin = await get(`/api/files/${receipt}${query}`, true);
      expectPrivate(admin, 200);
    }
  });

  it("before the order, the visitor's upload is an ordinary image", async () => {
    const receipt = await server.upload();
    const res = await get(`/api/files/${receipt}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(ONE_YEAR);
  });

  it('other images stay public, with their long caching', async () => {
    await checkout();
    const res = await get(`/api/files/${productImage}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(ONE_YEAR);
  });

  it("refuses a product's picture as a receipt, and the picture stays public", async () => {
    const res = await orderWith(server, productImage);
    expectInvalid(res, { receipt_photo: NOT_FRESH });
    expect((await get(`/api/files/${productImage}`)).statusCode).toBe(200);
  });

  it("refuses another order's receipt", async () => {
    const receipt = await checkout();
    const before = await count(server, 'payment');
    const res = await orderWith(server, receipt);
    expectInvalid(res, { receipt_photo: NOT_FRESH });
    expect(await count(server, 'payment')).toBe(before);
  });

  it('refuses an image an article shows in its text', async () => {
    const image = await server.upload();
    const article = await server.admin('POST', '/api/articles', {
      name: 'With a picture',
      description: 'x',
      image: productImage,
      content: `<p>Look:</p><img src="/api/files/${image}?w=640" alt="">`,
    });
    expect(article.statusCode, article.body).toBe(201);
    expectInvalid(await orderWith(server, image), {
      receipt_photo: NOT_FRESH,
    });
  });

  it('refuses an upload older than a day', async () => {
    const old = await server.upload();
    await ageUpload(server, old, 25);
    expectInvalid(await orderWith(server, old), {
      receipt_photo: NOT_FRESH,
    });
  });

  it('of two orders naming one upload at once, one is placed', async () => {
    const receipt = await server.upload();
    const answers = await Promise.all([1, 2, 3].map(() => orderWith(server, receipt)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
  });

  it('an order refused for another reason leaves the upload usable', async () => {
    const receipt = await server.upload();
    const refused = await orderWith(server, receipt, { product_name: 'A Book We Never Sold' });
    expect(refused.statusCode).toBe(422);
    const res = await orderWith(server, receipt);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a receipt cannot become a product picture', async () => {
    const receipt = await checkout();
    const res = await productPictured(server, receipt);
    expectInvalid(res, { image: apiMessage('noSuchFile') });
  });
});
