import { API_MESSAGES, apiMessage } from '@coach/contract';
import { readCsv } from '@coach/contract/csv-reader';
import { describe, expect, it } from 'vitest';
import { databases } from './harness.ts';
import { expectInvalid, expectProblem, signedInEditor } from './helpers.ts';
import { NLP_EVENT, useEventSite, visitorBody } from './event-fixtures.ts';

type Body = Record<string, unknown>;

const DAY = 86_400_000;

/**
 * The owner's side of an event that sells seats (issue 40, item 6): the attendee list as
 * JSON and CSV (spam left out, formula-safe), who may read it, checking tickets in at the
 * door (once under a race, 409 saying when, cancelled refused, unpaid warned, wrong code
 * refused), and the dashboard's card of upcoming events.
 */
describe.each(databases)('attendees and check-in on %s', (kind) => {
  const nlpEvent = { ...NLP_EVENT, name_mm: 'NLP လေ့ကျင့်သင်တန်း', seats: 10, price: 100_000 };
  const { clock, server, addEvent: addNlpEvent } = useEventSite(kind, nlpEvent);
  const addEvent = async (over: Body = {}) => (await addNlpEvent(over)).id;

  /** A registration as a visitor makes it, then moved and given a code as the test says. */
  const addRegistration = async (eventId: number, over: Body = {}, set: Body = {}) => {
    const res = await server.call(
      'POST',
      `/api/events/${eventId}/registrations`,
      visitorBody({ seats: 2, receipt_photo: await server.upload(), ...over }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    // The ticket's code is set by the registration's insert; written here so the test knows it.
    const code = `${id}-K7Q9M${id % 10}`;
    await server.database.db
      .updateTable('registration')
      .set({ check_in_code: code, ...set })
      .where('id', '=', id)
      .execute();
    return { id, code };
  };
  const checkIn = (id: number | string, code: string) =>
    server.admin('PUT', `/api/registrations/${id}/check-in`, { code });

  it('lists an event’s registrations, waiting list and totals, spam left out', async () => {
    const eventId = await addEvent();
    const received = await addRegistration(eventId, { name: 'Aung Aung' });
    const paid = await addRegistration(eventId, { name: 'Hla Hla', seats: 1 }, { status: 'paid' });
    await addRegistration(eventId, { name: 'Robot' }, { spam: kind === 'sqlite' ? 1 : true });
    await server.database.db
      .insertInto('waitlist_entry')
      .values({
        event_id: eventId,
        name: 'Mya Mya',
        phone: '09 111',
        email: 'mya@example.com',
        seats: 1,
        status: 'waiting',
        created: clock.iso(),
      })
      .execute();

    const res = await server.admin('GET', `/api/events/${eventId}/registrations`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json();
    expect(list.event).toEqual({
      id: eventId,
      title: 'NLP Practitioner',
      title_mm: 'NLP လေ့ကျင့်သင်တန်း',
      starts_at: clock.iso(7 * DAY),
      seats: 10,
      // The event's own count (the robot here was flagged after its seats were taken).
      seats_taken: 5,
      price: 100_000,
      currency: 'MMK',
    });
    expect(list.registrations.map((r: Body) => r.name)).toEqual(['Aung Aung', 'Hla Hla']);
    expect(list.registrations[0]).toMatchObject({
      id: received.id,
      status: 'received',
      seats: 2,
      amount: 200_000,
      currency: 'MMK',
      receipt_photo: expect.any(String),
      check_in_code: received.code,
      checked_in_at: null,
      reference: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    expect(list.registrations[1]).toMatchObject({ id: paid.id, status: 'paid', amount: 100_000 });
    expect(list.waitlist).toEqual([
      expect.objectContaining({ name: 'Mya Mya', seats: 1, status: 'waiting' }),
    ]);
    expect(list.totals).toEqual({
      seats_taken: 5,
      capacity: 10,
      paid_amount: 100_000,
      to_check_amount: 200_000,
      currency: 'MMK',
    });
    expectProblem(await server.admin('GET', '/api/events/999999/registrations'), 404);
  });

  it('gives the list as a formula-safe CSV, receipts as links to their files', async () => {
    const eventId = await addEvent();
    await addRegistration(eventId, { name: '=HYPERLINK("http://evil.example")' });
    await addRegistration(eventId, { name: 'မောင်မောင်', phone: '+95 9 222' });
    const res = await server.admin('GET', `/api/events/${eventId}/registrations?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="event-${eventId}-registrations.csv"`,
    );
    expect(res.body.startsWith('\uFEFFReference,Registered,Name,')).toBe(true);
    expect(res.body).toContain('\r\n');
    const [header, ...cells] = readCsv(res.body.slice(1));
    const rows = cells.map((line) => Object.fromEntries(line.map((c, i) => [header![i], c])));
    expect(rows.map((r) => r.Name)).toEqual(['\'=HYPERLINK("http://evil.example")', 'မောင်မောင်']);
    // A phone starting with + would be a formula too.
    expect(rows[1]!.Phone).toBe("'+95 9 222");
    expect(rows[0]).toMatchObject({ Seats: '2', Status: 'received', Amount: '200000' });
    expect(rows[0]!['Registered']).toBe('1 December 2026, 9:30 AM');
    expect(rows[0]!['Receipt Photo']).toMatch(/^http:\/\/localhost(:\d+)?\/api\/files\/[\w-]+$/);
  });

  it('refuses the list to a visitor and to an editor, and lets staff read it', async () => {
    const eventId = await addEvent();
    const url = `/api/events/${eventId}/registrations`;
    expectProblem(await server.call('GET', url), 401);
    expectProblem(await server.call('GET', `${url}?format=csv`), 401);
    const editor = await signedInEditor(server, `writer${kind}`);
    expectProblem(await editor('GET', url), 403);
    expectProblem(await editor('GET', `${url}?format=csv`), 403);
    const staff = await signedInEditor(server, `assistant${kind}`, 'staff');
    expect((await staff('GET', url)).statusCode).toBe(200);
    const { id, code } = await addRegistration(eventId);
    expectProblem(await server.call('PUT', `/api/registrations/${id}/check-in`, { code }), 401);
    expectProblem(await editor('PUT', `/api/registrations/${id}/check-in`, { code }), 403);
    expect((await staff('PUT', `/api/registrations/${id}/check-in`, { code })).statusCode).toBe(
      200,
    );
  });

  it('checks a paid ticket in once, whoever races, and says when at the second scan', async () => {
    const eventId = await addEvent();
    const { id, code } = await addRegistration(eventId, { name: 'Ko Ko' }, { status: 'paid' });
    const answers = await Promise.all([checkIn(id, code), checkIn(id, code.toLowerCase())]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!.json();
    expect(won).toEqual({
      id,
      name: 'Ko Ko',
      seats: 2,
      status: 'paid',
      event: {
        id: eventId,
        title: 'NLP Practitioner',
        title_mm: 'NLP လေ့ကျင့်သင်တန်း',
        starts_at: clock.iso(7 * DAY),
      },
      checked_in_at: clock.iso(),
    });
    const lost = answers.find((a) => a.statusCode === 409)!.json();
    expect(lost).toMatchObject({
      detail: apiMessage('alreadyCheckedIn', { time: '9:30 AM' }),
      detail_mm: API_MESSAGES.alreadyCheckedIn.mm.replace('{time}', 'နံနက် ၉:၃၀'),
      checked_in_at: clock.iso(),
    });
    // A later scan, by the address a phone's camera app opens, still says the first time.
    clock.advance(60 * 60_000);
    const again = await checkIn(id, `https://coach.example/admin/check-in?code=${code}`);
    expectProblem(again, 409, apiMessage('alreadyCheckedIn', { time: '9:30 AM' }));
    clock.advance(-60 * 60_000);
    const stored = await server.admin('GET', `/api/events/${eventId}/registrations`);
    expect(stored.json().registrations[0].checked_in_at).toBe(clock.iso());
  });

  it('refuses a cancelled ticket and lets an unpaid one in with a warning', async () => {
    const eventId = await addEvent();
    const cancelled = await addRegistration(eventId, {}, { status: 'cancelled' });
    const refused = expectProblem(
      await checkIn(cancelled.id, cancelled.code),
      409,
      apiMessage('checkInCancelled'),
    );
    expect(refused).toMatchObject({ registration_status: 'cancelled' });
    const list = await server.admin('GET', `/api/events/${eventId}/registrations`);
    expect(list.json().registrations[0].checked_in_at).toBeNull();

    for (const status of ['received', 'rejected']) {
      const unpaid = await addRegistration(eventId, {}, { status });
      const res = await checkIn(unpaid.id, unpaid.code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status, warning: 'unpaid' });
    }
    const free = await addEvent({ price: 0 });
    const confirmed = await addRegistration(free, { receipt_photo: undefined });
    const res = await checkIn(confirmed.id, confirmed.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect(res.json()).not.toHaveProperty('warning');
  });

  it('answers 404 for an unknown registration and 422 for a code not its own', async () => {
    const eventId = await addEvent();
    const mine = await addRegistration(eventId);
    const other = await addRegistration(eventId);
    expectProblem(await checkIn(999_999, '999999-K7Q9M2'), 404, 'Registration not found');
    const wrong = apiMessage('wrongCheckInCode');
    expectInvalid(await checkIn(mine.id, other.code), { code: wrong });
    expectInvalid(await checkIn(mine.id, `${mine.id}-AAAAAA`), { code: wrong });
    expectInvalid(await checkIn(mine.id, 'not a code'), { code: wrong });
    expectInvalid(await checkIn(mine.id, ''), { code: apiMessage('required') });
    const list = await server.admin('GET', `/api/events/${eventId}/registrations`);
    expect(list.json().registrations.map((r: Body) => r.checked_in_at)).toEqual([null, null]);
  });

  it('shows upcoming events with seats on the dashboard: seats taken and money to check', async () => {
    // Sooner than every other event of this file, so it is first on the card.
    const eventId = await addEvent({ starts_at: clock.iso(DAY / 2), seats: 5 });
    await addRegistration(eventId, { seats: 2 });
    await addRegistration(eventId, { seats: 1 }, { status: 'paid' });
    await addEvent({ name: 'Over', starts_at: clock.iso(-DAY), seats: 5 });
    const dashboard = (await server.admin('GET', '/api/dashboard')).json();
    expect(dashboard.events_with_seats[0]).toEqual({
      id: eventId,
      title: 'NLP Practitioner',
      title_mm: 'NLP လေ့ကျင့်သင်တန်း',
      starts_at: clock.iso(DAY / 2),
      seats: 5,
      seats_taken: 3,
      to_check_amount: 200_000,
      to_check_count: 1,
      currency: 'MMK',
    });
    expect(dashboard.events_with_seats.map((e: Body) => e.title)).not.toContain('Over');
    const editor = await signedInEditor(server, `reader${kind}`);
    expect((await editor('GET', '/api/dashboard')).json().events_with_seats).toBeNull();
  });
});
