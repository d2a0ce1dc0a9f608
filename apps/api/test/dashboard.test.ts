import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer } from './harness.ts';
import { addBookProduct, setCreated } from './helpers.ts';
import { appointmentBody, paymentBody, testimonialBody } from './payloads.ts';

const WEEK = 7 * 24 * 60 * 60 * 1000;

async function dashboard(server: TestServer, query = '') {
  const res = await server.admin('GET', `/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe.each(databases)('the dashboard on %s', (kind) => {
  let server: TestServer;
  const ids = {
    appointments: [] as number[],
    orders: [] as number[],
    testimonials: [] as number[],
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await addBookProduct(server);
    for (const name of ['Ma Aye', 'Ko Zaw', 'U Ba']) {
      const res = await server.call('POST', '/api/appointment', appointmentBody({ name }));
      ids.appointments.push(res.json().id);
    }
    for (const name of ['Su Su', 'Nilar']) {
      const res = await server.call(
        'POST',
        '/api/payments',
        paymentBody(await server.upload(), { name, quantity: 2 }),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids.orders.push(res.json().id);
    }
    const photo = await server.upload();
    const res = await server.call('POST', '/api/testimonials', testimonialBody(photo));
    ids.testimonials.push(res.json().id);
    // One appointment from three weeks ago: the chart puts it in its own week.
    await setCreated(
      server,
      'appointment',
      ids.appointments[0]!,
      new Date(Date.now() - 3 * WEEK).toISOString(),
    );
  });
  afterAll(() => server?.close());

  it('is for admins only', async () => {
    expect((await server.call('GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it('counts what waits and lists the newest of each', async () => {
    const d = await dashboard(server);
    expect(d.waiting).toEqual({ appointments: 3, orders: 2, testimonials: 1 });
    expect(d.newest.appointments.map((a: { name: string }) => a.name)).toEqual([
      'U Ba',
      'Ko Zaw',
      'Ma Aye',
    ]);
    expect(d.newest.orders[0]).toMatchObject({
      name: 'Nilar',
      product_name: 'The Coach Handbook',
      amount: 30000,
      currency: 'MMK',
    });
    expect(d.newest.testimonials[0]).toMatchObject({ name: 'Hla Hla' });
  });

  it('charts appointments and orders per week for the last 12 weeks', async () => {
    const d = await dashboard(server);
    expect(d.weeks).toHaveLength(12);
    expect(d.weeks.at(-1)).toMatchObject({ appointments: 2, orders: 2 });
    expect(d.weeks.at(-4)).toMatchObject({ appointments: 1, orders: 0 });
    expect(d.weeks.reduce((n: number, w: { appointments: number }) => n + w.appointments, 0)).toBe(
      3,
    );
    // Weeks start on Mondays.
    for (const week of d.weeks) expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('follows resolving and publishing, and sums the revenue of resolved orders this month', async () => {
    expect((await dashboard(server)).revenue_this_month.totals).toEqual([]);
    await server.admin('PUT', `/api/appointments/${ids.appointments[1]}/resolve`, {
      resolved: true,
    });
    await server.admin('PUT', `/api/payments/${ids.orders[0]}/resolve`, { resolved: true });
    await server.admin('PUT', `/api/testimonials/${ids.testimonials[0]}/publish`, {
      resolved: true,
    });
    const d = await dashboard(server);
    expect(d.waiting).toEqual({ appointments: 2, orders: 1, testimonials: 0 });
    expect(d.newest.appointments.map((a: { name: string }) => a.name)).toEqual(['U Ba', 'Ma Aye']);
    expect(d.revenue_this_month.totals).toEqual([{ currency: 'MMK', amount: 30000, orders: 1 }]);
  });

  it("takes the admin's time zone, and refuses one that is not", async () => {
    const d = await dashboard(server, '?tz_offset=-390');
    expect(d.weeks).toHaveLength(12);
    expect((await server.admin('GET', '/api/dashboard?tz_offset=abc')).statusCode).toBe(422);
  });
});
