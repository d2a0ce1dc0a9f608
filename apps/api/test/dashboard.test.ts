import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer, testClock } from './harness.ts';
import { addBookProduct, setCreated } from './helpers.ts';
import { yangonDate } from './open-hours.ts';
import { appointmentBody, placeOrder, testimonialBody } from './payloads.ts';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

async function dashboard(server: TestServer, query = '') {
  const res = await server.admin('GET', `/api/dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe.each(databases)('the dashboard on %s', (kind) => {
  let server: TestServer;
  // The server's clock, held: the coach's today it shows is the one the test's dates are
  // taken from, even if Yangon's midnight comes between a booking and the reading.
  const clock = testClock();
  const yangonDay = (days: number) => yangonDate(days, { at: clock.now() });
  const ids = {
    appointments: [] as number[],
    orders: [] as number[],
    testimonials: [] as number[],
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: clock.now });
    await addBookProduct(server);
    for (const name of ['Ma Aye', 'Ko Zaw', 'U Ba']) {
      const res = await server.call('POST', '/api/appointment', appointmentBody({ name }));
      ids.appointments.push(res.json().id);
    }
    for (const name of ['Su Su', 'Nilar']) {
      const res = await placeOrder(server, { name, quantity: 2 });
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
      new Date(clock.now() - 3 * WEEK).toISOString(),
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
      // A Burmese dashboard names the product as the shop does in Burmese (issue 37).
      product_name_mm: 'နည်းပြ လက်စွဲ',
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

  it("lists the sessions booked for the coach's today and tomorrow, to owners only", async () => {
    const hours = await server.admin('PUT', '/api/availability', {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '17:00' })),
      min_notice_hours: 0,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const book = async (days: number, time: string, name: string) => {
      const res = await server.call(
        'POST',
        '/api/appointment',
        appointmentBody({ name, starts_at: `${yangonDay(days)}T${time}:00+06:30` }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const soon = await book(1, '10:00', 'Khin Khin');
    const cancelled = await book(1, '14:00', 'Zaw Min');
    await book(2, '09:00', 'Later Lin');
    const cancel = await server.admin('PUT', `/api/appointments/${cancelled}/booking`, {
      booking: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const d = await dashboard(server);
    expect(d.sessions_soon).toMatchObject({
      time_zone: 'Asia/Yangon',
      today: yangonDay(0),
      tomorrow: yangonDay(1),
    });
    // A cancelled session gives its time back, and the day after tomorrow is not soon.
    expect(d.sessions_soon.sessions).toEqual([
      {
        id: soon,
        name: 'Khin Khin',
        appointment_for: 'One on One Coaching',
        mode_of_contact: 'Email',
        contact_information: 'aung@example.com',
        starts_at: new Date(`${yangonDay(1)}T10:00:00+06:30`).toISOString(),
        ends_at: new Date(`${yangonDay(1)}T11:00:00+06:30`).toISOString(),
        booking: 'booked',
      },
    ]);

    // A day on, tomorrow's session is today's and the next one is tomorrow's.
    const dayOn = await server.services.dashboard.read(0, clock.now() + DAY);
    expect(dayOn.sessions_soon.today).toBe(yangonDay(1));
    expect(dayOn.sessions_soon.sessions.map((s) => s.name)).toEqual(['Khin Khin', 'Later Lin']);

    // An editor's dashboard leaves booked sessions out, as it does appointments.
    const { db } = server.database;
    await db.updateTable('account').set({ role: 'editor' }).execute();
    try {
      expect((await dashboard(server)).sessions_soon).toBeNull();
    } finally {
      await db.updateTable('account').set({ role: 'owner' }).execute();
    }
  });
});
