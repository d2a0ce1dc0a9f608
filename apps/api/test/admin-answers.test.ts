import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, databases, useTestServer } from './harness.ts';
import { addBookProduct } from './helpers.ts';
import { placeOrder } from './payloads.ts';

/**
 * What an admin reads (customers' orders, drafts, the outbox) and a new token are never
 * stored by a browser or a proxy: `Cache-Control: no-store`. Visitors' answers keep theirs.
 */
describe.each(databases)('admin answers on %s', (kind) => {
  const server = useTestServer(kind);
  beforeAll(async () => {
    await addBookProduct(server);
    const order = await placeOrder(server);
    expect(order.statusCode, order.body).toBe(201);
  });

  it.each([
    ['GET', '/api/payments?limit=25'],
    ['GET', '/api/payments/1'],
    ['GET', '/api/appointments'],
    ['GET', '/api/articles?limit=25'],
    ['GET', '/api/products'],
    ['GET', '/api/me'],
    ['GET', '/api/mail/outbox'],
    ['GET', '/api/storage'],
    ['GET', '/api/constants'],
    ['POST', '/api/main_categories'],
  ] as const)('%s %s says no-store', async (method, url) => {
    const body = method === 'POST' ? { name: 'Courses' } : undefined;
    const res = await server.admin(method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a new token says no-store', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("a visitor's public list keeps its shared caching", async () => {
    const res = await server.call('GET', '/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
  });
});
