import type { Slot } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { databases, testClock } from './harness.ts';
import { expectProblem } from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { OPEN_WEEK } from './open-hours.ts';
import { appointmentBody } from './payloads.ts';

/** 16:30 in Yangon on a Monday: the day's last hour (16:00–17:00) has begun. */
const MONDAY_LATE = Date.parse('2031-03-10T16:30:00+06:30');
const HOUR = 3_600_000;

/**
 * Booking judges what is free, changeable and due by the server's clock, not the system's:
 * a test holds the coach's day still, across Yangon's midnight, and moves it.
 */
describe.each(databases)('booking by the server’s clock on %s', (kind) => {
  const clock = testClock(MONDAY_LATE);
  const { server } = useMailingServer(kind, { clock: clock.now });

  const slotsOf = async (from: string, to = from): Promise<string[]> => {
    const res = await server.call('GET', `/api/slots?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Slot[]).map((slot) => slot.starts_at);
  };

  it('offers the coach’s today by the clock, and the next day once its midnight has passed', async () => {
    expect((await server.admin('PUT', '/api/availability', OPEN_WEEK)).statusCode).toBe(200);
    // Late on Monday nothing is left of it; Tuesday offers its eight hours.
    expect(await slotsOf('2031-03-10')).toEqual([]);
    expect(await slotsOf('2031-03-11')).toHaveLength(8);
    const monday = (await server.services.bookings.offer())!;
    expect(monday.days[0]!.date).toBe('2031-03-11');
    // A page asking for Monday, now past, starts at the coach's today.
    expect((await server.services.bookings.offer('2031-03-09'))!.days[0]!.date).toBe('2031-03-11');

    // Tuesday 9:30 in Yangon: its 9:00 has begun, and Monday is before today.
    clock.advance(17 * HOUR);
    const tuesday = await slotsOf('2031-03-11');
    expect(tuesday).toHaveLength(7);
    expect(new Date(tuesday[0]!).getTime()).toBe(Date.parse('2031-03-11T10:00:00+06:30'));
    const offer = (await server.services.bookings.offer())!;
    expect(offer.days[0]!.date).toBe('2031-03-11');
    expect(offer.days[0]!.slots[0]!.starts_at).toBe(tuesday[0]);
  });

  it('refuses a time already begun, and a change to a session once it has begun', async () => {
    const late = await server.call(
      'POST',
      '/api/appointment',
      appointmentBody({ starts_at: '2031-03-11T09:00:00+06:30' }),
    );
    expect(late.statusCode).toBe(422);

    const [ten] = await slotsOf('2031-03-11');
    const booked = await server.call(
      'POST',
      '/api/appointment',
      appointmentBody({ starts_at: ten }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { token } = booked.json() as { token: string };
    const view = async () =>
      (await server.call('GET', `/api/appointments/${token}/booking`)).json() as {
        changeable: boolean;
      };
    expect((await view()).changeable).toBe(true);

    // 10:30: the session has begun, and the visitor can no longer cancel it.
    clock.advance(HOUR);
    expect((await view()).changeable).toBe(false);
    expectProblem(await server.call('POST', `/api/appointments/${token}/cancel`), 409);
  });
});
