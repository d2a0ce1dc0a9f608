import { apiMessage } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { databases, pngImage, useTestServer } from './harness.ts';
import { addBookProduct, expectInvalid, expectPrivate, expectProblem, row } from './helpers.ts';
import { placeOrder } from './payloads.ts';
import {
  LEADERSHIP_EVENT,
  createRacedEvent,
  sendsPastFormLimit,
  seatsTaken,
  storedSeatsTaken,
  useEventSite,
  visitorBody,
} from './event-fixtures.ts';
import { useTwoInstances } from './two-instances.ts';
import { ZAWGYI, UNICODE } from './burmese-words.ts';

type Body = Record<string, unknown>;

const DAY = 86_400_000;

/**
 * Registering for an event that sells seats (issue 40, items 1 and 3): free and paid
 * registrations, every refusal, an event's seats never below those taken, and the seats
 * counted once under a race.
 */
describe.each(databases)('registrations for events on %s', (kind) => {
  /** `addEvent`: an event starting in a week, with what the test gives (seats, price…). */
  const { clock, server, addEvent } = useEventSite(kind, LEADERSHIP_EVENT);
  const register = (eventId: number | string, over: Body = {}) =>
    server.call('POST', `/api/events/${eventId}/registrations`, visitorBody(over));
  const taken = (eventId: number) => seatsTaken(server, eventId);

  it('stores the new fields of an event: seats, price, currency, when registration closes', async () => {
    const event = await addEvent({
      seats: '25',
      price: '150,000',
      currency: 'MMK',
      registration_closes_at: '2026-12-06T18:00:00+06:30',
    });
    expect(event).toMatchObject({
      seats: 25,
      price: 150_000,
      currency: 'MMK',
      registration_closes_at: '2026-12-06T11:30:00.000Z',
      seats_taken: 0,
    });
    const plain = await addEvent();
    expect(plain).toMatchObject({ seats: null, price: null, registration_closes_at: null });
    expectInvalid(await server.admin('POST', '/api/events', { seats: 0 }), {
      seats: apiMessage('eventSeatsMin'),
    });
    expectInvalid(await server.admin('PUT', `/api/events/${event.id}`, { price: -1 }), {
      price: apiMessage('priceNegative'),
    });
  });

  it('confirms a free registration at once, and counts its seats', async () => {
    const event = await addEvent({ seats: 10 });
    const res = await register(event.id, { seats: 3 });
    expectPrivate(res, 201);
    expect(res.json()).toMatchObject({
      event_id: event.id,
      status: 'confirmed',
      seats: 3,
      amount: 0,
      currency: 'MMK',
      name: 'Su Su',
      language: 'en',
      reference: expect.stringMatching(/^[A-Z2-9]{6}$/),
      token: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(await taken(event.id)).toBe(3);
  });

  it('holds a paid registration as received with its receipt, at the price times the seats', async () => {
    const event = await addEvent({ seats: 10, price: 150_000, currency: 'MMK' });
    expectInvalid(await register(event.id, { seats: 2 }), {
      receipt_photo: apiMessage('uploadReceipt'),
    });
    expect(await taken(event.id)).toBe(0);
    const receipt = await server.upload();
    const res = await register(event.id, { seats: 2, receipt_photo: receipt, language: 'mm' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'received',
      seats: 2,
      amount: 300_000,
      currency: 'MMK',
      language: 'mm',
    });
    expect(await taken(event.id)).toBe(2);
    // The receipt is private now, and cannot serve a second registration.
    expect((await server.call('GET', `/api/files/${receipt}`)).statusCode).toBe(401);
    expectInvalid(await register(event.id, { receipt_photo: receipt }), {
      receipt_photo: apiMessage('receiptNotFresh'),
    });
    expect(await taken(event.id)).toBe(2);
  });

  it('answers 404 for an event that is not there', async () => {
    expectProblem(await register(999_999), 404, 'Event not found');
    expectProblem(await register('leadership'), 404, 'Event not found');
  });

  it('refuses bad fields with the checkout’s messages', async () => {
    const event = await addEvent({ seats: 50 });
    expectInvalid(await register(event.id, { name: '', phone: ' ', email: undefined }), {
      name: apiMessage('required'),
      phone: apiMessage('required'),
      email: apiMessage('required'),
    });
    expectInvalid(await register(event.id, { email: 'susu@' }), {
      email: apiMessage('validEmail'),
    });
    for (const seats of [0, 11, 2.5]) {
      expectInvalid(await register(event.id, { seats }), {
        seats: seats === 2.5 ? apiMessage('seatsWhole') : apiMessage('seatsRange', { max: 10 }),
      });
    }
    expectInvalid(await register(event.id, { language: 'fr' }), {
      language: apiMessage('oneOf', { values: 'en, mm' }),
    });
    expect(await taken(event.id)).toBe(0);
  });

  it('stores Burmese typed in Zawgyi as Unicode, and markup as the text it is, as an order does', async () => {
    const event = await addEvent({ seats: 50 });
    const res = await register(event.id, { name: ZAWGYI });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe(UNICODE);

    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>Su';
    const registered = await register(event.id, { name: markup });
    expect(registered.statusCode, registered.body).toBe(201);
    await addBookProduct(server);
    const order = await placeOrder(server, { name: markup });
    expect(order.statusCode, order.body).toBe(201);
    expect((await row(server, 'registration', registered.json().id))!.name).toBe(order.json().name);
  });

  it('answers 409 for an event without seats, and once registration has closed', async () => {
    const noSeats = await addEvent();
    expectProblem(await register(noSeats.id), 409, apiMessage('noRegistration'));

    const closing = await addEvent({ seats: 20, registration_closes_at: clock.iso(DAY) });
    const starting = await addEvent({ seats: 20, starts_at: clock.iso(2 * DAY) });
    expect((await register(closing.id)).statusCode).toBe(201);
    clock.advance(DAY);
    expectProblem(await register(closing.id), 409, apiMessage('eventRegistrationClosed'));
    expect((await register(starting.id)).statusCode).toBe(201);
    clock.advance(DAY);
    expectProblem(await register(starting.id), 409, apiMessage('eventRegistrationClosed'));
    clock.advance(-2 * DAY);
    expect(await taken(closing.id)).toBe(1);
  });

  it('answers 409 saying how many seats are left, and that the waiting list is open', async () => {
    const event = await addEvent({ seats: 3 });
    expect((await register(event.id, { seats: 2 })).statusCode).toBe(201);
    const few = expectProblem(
      await register(event.id, { seats: 2 }),
      409,
      apiMessage('fewSeatsLeft', { left: 1 }),
    );
    expect(few).toMatchObject({ seats_left: 1, waiting_list: true });
    expect((await register(event.id, { seats: 1 })).statusCode).toBe(201);
    const full = expectProblem(await register(event.id), 409, apiMessage('eventFull'));
    expect(full).toMatchObject({ seats_left: 0, waiting_list: true });
    expect(await taken(event.id)).toBe(3);
  });

  it('takes a registration from the event page’s form: its reference, or the API’s words for a 409', async () => {
    const event = await addEvent({ seats: 2, price: 20_000 });
    const fromPage = async (seats: number) =>
      server.services.submissions.fromPage(
        'registration',
        { event_id: event.id, ...visitorBody({ seats, email: `page${seats}@example.com` }) },
        { field: 'receipt_photo', bytes: await pngImage(64, 48 + seats), name: 'slip.png' },
        'mm',
      );
    const outcome = await fromPage(2);
    expect(outcome).toMatchObject({
      ok: true,
      registration: { reference: expect.any(String), status: 'received' },
    });
    expect(await taken(event.id)).toBe(2);
    expect(await fromPage(1)).toEqual({
      ok: false,
      step: 'record',
      status: 409,
      fields: [],
      message: apiMessage('eventFull'),
    });
  });

  it('stores what the spam trap catches marked, holding no seats, answered as any other', async () => {
    const event = await addEvent({ seats: 1 });
    const caught = await register(event.id, { website: 'https://spam.example', seats: 1 });
    expect(caught.statusCode, caught.body).toBe(201);
    expect(caught.json()).toMatchObject({ status: 'confirmed', seats: 1 });
    expect(caught.json()).not.toHaveProperty('spam');
    expect(await taken(event.id)).toBe(0);
    const row = await server.database.db
      .selectFrom('registration')
      .select(['spam', 'seats_held'])
      .where('id', '=', caught.json().id)
      .executeTakeFirstOrThrow();
    expect([Boolean(row.spam), Boolean(row.seats_held)]).toEqual([true, false]);
    expect((await register(event.id)).statusCode).toBe(201);
  });

  it('never lets an event have fewer seats than its registrations hold', async () => {
    const event = await addEvent({ seats: 5 });
    // (The edit form always sends the tag.)
    const save = (body: Body) =>
      server.admin('PUT', `/api/events/${event.id}`, { tag: 'Training', ...body });
    const history = async () =>
      (await server.admin('GET', `/api/events/${event.id}/revisions`)).json() as {
        id: number;
        record: Body;
      }[];
    const restore = (revision: number) =>
      server.admin('POST', `/api/events/${event.id}/revisions/${revision}/restore`);
    expect((await save({ name: 'Leadership Training, December' })).statusCode).toBe(200);
    expect((await register(event.id, { seats: 3 })).statusCode).toBe(201);
    const message = apiMessage('seatsBelowTaken', { taken: 3 });
    expectInvalid(await save({ seats: 2 }), { seats: message });
    expectInvalid(await save({ seats: '' }), { seats: message });
    const kept = await save({ seats: 3 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ seats: 3, seats_taken: 3 });
    expectProblem(await register(event.id), 409, apiMessage('eventFull'));

    // A revision from before the registrations brings back its seats, never its count.
    const first = (await history()).at(-1)!;
    expect(first.record).toMatchObject({ seats: 5, seats_taken: 0 });
    const restored = await restore(first.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ seats: 5, seats_taken: 3 });
    // One with fewer seats than are taken by then is refused, as an edit is.
    expect((await register(event.id, { seats: 2 })).statusCode).toBe(201);
    const [threeSeats] = await history();
    expect(threeSeats!.record).toMatchObject({ seats: 3 });
    expectInvalid(await restore(threeSeats!.id), {
      seats: apiMessage('seatsBelowTaken', { taken: 5 }),
    });
    expect(await taken(event.id)).toBe(5);
  });

  it('keeps an event people registered for from being deleted', async () => {
    const event = await addEvent({ seats: 5 });
    expect((await register(event.id)).statusCode).toBe(201);
    expectProblem(
      await server.admin('DELETE', `/api/events/${event.id}`),
      409,
      apiMessage('eventHasRegistrations'),
    );
  });

  it('gives the last 3 seats to 3 of 20 visitors racing for them', async () => {
    const event = await addEvent({ seats: 10 });
    expect((await register(event.id, { seats: 7 })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(event.id, { email: `racer${i}@example.com` })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    expect(await taken(event.id)).toBe(10);
    const held = await server.database.db
      .selectFrom('registration')
      .select((eb) => eb.fn.sum<number>('seats').as('seats'))
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(Number(held.seats)).toBe(10);
  });
  it('never leaves more seats taken than the event has when the owner lowers them in a race', async () => {
    const event = await addEvent({ seats: 10 });
    const [lowered, ...answers] = await Promise.all([
      server.admin('PUT', `/api/events/${event.id}`, { tag: 'Training', seats: 5 }),
      ...Array.from({ length: 10 }, (_, i) =>
        register(event.id, { email: `early${i}@example.com` }),
      ),
    ]);
    const granted = answers.filter((res) => res.statusCode === 201).length;
    const stored = (await server.call('GET', `/api/events/${event.id}`)).json();
    expect(stored.seats_taken).toBe(granted);
    expect(stored.seats_taken).toBeLessThanOrEqual(stored.seats);
    // Lowered first, five got in; refused, it came after more than five had.
    if (lowered!.statusCode === 200) expect([stored.seats, granted]).toEqual([5, 5]);
    else expect([lowered!.statusCode, stored.seats]).toEqual([422, 10]);
  });
});

describe.each(databases)('the registration form’s limit per address on %s', (kind) => {
  const server = useTestServer(kind, { rateLimits: { publicWrites: 2 } });

  it('answers 429 past the public writes’ limit, as the other forms do', async () => {
    const codes = await sendsPastFormLimit(server, 'registrations', 100, () => visitorBody());
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe.each(databases)('two instances on one %s database', (kind) => {
  const { a, b } = useTwoInstances(kind);

  it('give the last 3 seats to 3 of 20 visitors racing for them through both', async () => {
    const event = await createRacedEvent(a, { time: 'January', seats: 3 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/registrations`,
          payload: visitorBody({ email: `racer${i}@example.com` }),
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    expect(await storedSeatsTaken(b, Number(event.id))).toBe(3);
  });
});
