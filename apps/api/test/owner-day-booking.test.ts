import type { Availability, Slot } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { databases } from './harness.ts';
import { expectInvalid, expectProblem, row, signedInEditor } from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { OPEN_WEEK, yangonDate } from './open-hours.ts';
import { appointmentBody } from './payloads.ts';

/**
 * The agenda and hours chores of issue 37: a holiday blocked in one step
 * (`POST /api/availability/blocked_dates`), and a booking the visitor cancelled no longer
 * waiting for the owner (resolved, out of the dashboard's count).
 */
describe.each(databases)('the owner’s booking chores on %s', (kind) => {
  const { server } = useMailingServer(kind);

  const availability = async () =>
    (await server.admin('GET', '/api/availability')).json() as Availability;
  const block = (body: unknown) => server.admin('POST', '/api/availability/blocked_dates', body);
  /** A visitor's booking of the first free time `days` ahead, reached at `contact`. */
  const bookFirstTime = async (days: number, contact: string) => {
    const slots = (
      await server.call('GET', `/api/slots?from=${yangonDate(days)}&to=${yangonDate(days)}`)
    ).json() as Slot[];
    return server.call(
      'POST',
      '/api/appointment',
      appointmentBody({ starts_at: slots[0]!.starts_at, contact_information: contact }),
    );
  };

  it('blocks every date of a holiday in one call, keeping the dates blocked before', async () => {
    const saved = await server.admin('PUT', '/api/availability', {
      ...OPEN_WEEK,
      blocked_dates: ['2031-01-01'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const holiday = await block({ from: '2030-12-30', to: '2031-01-03' });
    expect(holiday.statusCode, holiday.body).toBe(200);
    const expected = ['2030-12-30', '2030-12-31', '2031-01-01', '2031-01-02', '2031-01-03'];
    expect(holiday.json().blocked_dates).toEqual(expected);
    // The hours and rules saved before are as they were.
    expect(holiday.json()).toMatchObject({ slot_minutes: 60, days_ahead: 30 });
    expect((await availability()).blocked_dates).toEqual(expected);
    // One day alone is a range too.
    const one = await block({ from: '2031-02-14', to: '2031-02-14' });
    expect(one.json().blocked_dates).toEqual([...expected, '2031-02-14']);
  });

  it('takes a blocked range out of the free times visitors are offered', async () => {
    await server.admin('PUT', '/api/availability', OPEN_WEEK);
    // Six dates taken at once, one set even if Yangon's midnight comes while the test runs.
    const [first, from, , to, fifth, sixth] = [1, 2, 3, 4, 5, 6].map((days) => yangonDate(days));
    expect((await block({ from, to })).statusCode).toBe(200);
    const res = await server.call('GET', `/api/slots?from=${first}&to=${sixth}`);
    const dates = new Set((res.json() as Slot[]).map((s) => s.starts_at.slice(0, 10)));
    expect([...dates]).toEqual([first, fifth, sixth]);
  });

  it('refuses a range backwards, too long or not of dates, changing nothing', async () => {
    await server.admin('PUT', '/api/availability', { ...OPEN_WEEK, blocked_dates: [] });
    expectInvalid(await block({ from: '2031-03-10', to: '2031-03-01' }), {
      to: 'Must not be before from',
    });
    expectInvalid(await block({ from: '2031-01-01', to: '2031-06-30' }), {
      to: 'At most 92 days at a time',
    });
    expectInvalid(await block({ from: '2031-02-30', to: '2031-03-02' }), {
      from: 'Must be a date as YYYY-MM-DD',
    });
    expect((await block({})).statusCode).toBe(422);
    expect((await availability()).blocked_dates).toEqual([]);
  });

  it('lets only owners block dates', async () => {
    const range = { from: '2031-04-01', to: '2031-04-02' };
    expectProblem(await server.call('POST', '/api/availability/blocked_dates', range), 401);
    const editor = await signedInEditor(server, 'holiday-editor');
    expectProblem(await editor('POST', '/api/availability/blocked_dates', range), 403);
    expect((await availability()).blocked_dates).not.toContain('2031-04-01');
  });

  it('resolves a booking the visitor cancels: it no longer waits on the dashboard', async () => {
    await server.admin('PUT', '/api/availability', { ...OPEN_WEEK, blocked_dates: [] });
    const waiting = async () =>
      (await server.admin('GET', '/api/dashboard')).json().waiting.appointments as number;
    const before = await waiting();
    const booked = await bookFirstTime(8, 'gone@example.com');
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, token } = booked.json() as { id: number; token: string };
    expect(await waiting()).toBe(before + 1);

    const cancelled = await server.call('POST', `/api/appointments/${token}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await waiting()).toBe(before);
    expect((await server.admin('GET', `/api/appointments/${id}`)).json()).toMatchObject({
      booking: 'cancelled',
      resolved: true,
    });
    const unresolved = await server.admin('GET', '/api/appointments?resolved=false');
    expect((unresolved.json() as { id: number }[]).map((a) => a.id)).not.toContain(id);
  });

  it('leaves a booking the owner cancels unresolved: the owner may still owe the visitor a word', async () => {
    const booked = await bookFirstTime(9, 'kept@example.com');
    const { id } = booked.json() as { id: number };
    const cancelled = await server.admin('PUT', `/api/appointments/${id}/booking`, {
      booking: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(Boolean((await row(server, 'appointment', id))!.resolved)).toBe(false);
  });
});
