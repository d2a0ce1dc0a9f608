import { apiMessage } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestServer,
  databases,
  startTestServer,
  testClock,
  useTestServer,
} from './harness.ts';
import { expectInvalid, expectPrivate, expectProblem } from './helpers.ts';
import { type TestSmtp, startSmtp } from './smtp.ts';
import {
  LEADERSHIP_EVENT,
  createEvent,
  createRacedEvent,
  sendsPastFormLimit,
  seatsTaken,
  storedSeatsTaken,
  visitorBody,
} from './event-fixtures.ts';
import { useTwoInstances } from './two-instances.ts';

type Body = Record<string, unknown>;

const NOW = Date.parse('2026-12-01T03:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SITE = 'https://coach.example';

const person = (email: string, over: Body = {}): Body => visitorBody({ email, ...over });

/**
 * The waiting list of a full event (issue 40, item 5): joining it, seats that come back
 * offered down the line (skipping whoever asks more than is left, never a robot), offers
 * emailed in the visitor's language, claimed once, and passed on when they run out.
 */
describe.each(databases)('the waiting list on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let image = '';
  const clock = testClock(NOW);

  const addEvent = (over: Body = {}) =>
    createEvent(server, {
      ...LEADERSHIP_EVENT,
      name_mm: 'ခေါင်းဆောင်မှု သင်တန်း',
      image,
      starts_at: clock.iso(7 * DAY),
      ...over,
    });
  const register = (eventId: number, over: Body = {}) =>
    server.call('POST', `/api/events/${eventId}/registrations`, person('reg@example.com', over));
  const join = (eventId: number | string, email: string, over: Body = {}) =>
    server.call('POST', `/api/events/${eventId}/waitlist`, person(email, over));
  const setSeats = (eventId: number, seats: number) =>
    server.admin('PUT', `/api/events/${eventId}`, { tag: 'Training', seats });
  const taken = (eventId: number) => seatsTaken(server, eventId);
  /** The event's line as stored: email, status and whether an offer holds seats. */
  const line = async (eventId: number) =>
    (
      await server.database.db
        .selectFrom('waitlist_entry')
        .select(['email', 'status', 'seats_held', 'offer_token', 'offer_expires_at'])
        .where('event_id', '=', eventId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, seats_held: Boolean(row.seats_held) }));
  const statuses = async (eventId: number) =>
    Object.fromEntries((await line(eventId)).map((row) => [row.email, row.status]));
  const tokenOf = async (eventId: number, email: string) =>
    (await line(eventId)).find((row) => row.email === email)!.offer_token!;
  const offers = (recipient: string) =>
    server.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body', 'recipient'])
      .where('kind', '=', 'waitlist_offer')
      .where('recipient', '=', recipient)
      .execute();
  /** A full event of `seats` seats (one registration took them all). */
  const fullEvent = async (seats: number, over: Body = {}) => {
    const event = await addEvent({ seats, ...over });
    const receipt = over.price ? { receipt_photo: await server.upload() } : {};
    expect((await register(event.id, { seats, ...receipt })).statusCode).toBe(201);
    return event;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, {
      clock: clock.now,
      mail: { smtpUrl: smtp.url, from: 'site@coach.example', publicUrl: SITE },
    });
    image = await server.upload();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('puts a visitor in line when fewer seats are left than they ask, saying their place', async () => {
    const event = await fullEvent(3);
    const first = await join(event.id, 'first@example.com', { seats: 2 });
    expectPrivate(first, 201);
    expect(first.json()).toEqual({
      event_id: event.id,
      status: 'waiting',
      seats: 2,
      language: 'en',
      position: 1,
    });
    const second = await join(event.id, 'second@example.com', { language: 'mm' });
    expect(second.json()).toMatchObject({ position: 2, language: 'mm' });
    // The same person (their address in another case, or with a tag) waits once.
    expectProblem(
      await join(event.id, 'First+again@Example.com'),
      409,
      apiMessage('alreadyWaiting'),
    );
    expect(await taken(event.id)).toBe(3);
  });

  it('refuses a place while seats are left, for an event without seats, once closed, and bad fields', async () => {
    const open = await addEvent({ seats: 5 });
    expect((await register(open.id, { seats: 3 })).statusCode).toBe(201);
    const refused = expectProblem(
      await join(open.id, 'early@example.com', { seats: 2 }),
      409,
      apiMessage('seatsStillOpen'),
    );
    expect(refused).toMatchObject({ seats_left: 2 });
    expect((await join(open.id, 'three@example.com', { seats: 3 })).statusCode).toBe(201);

    expectProblem(
      await join((await addEvent()).id, 'a@example.com'),
      409,
      apiMessage('noRegistration'),
    );
    const closing = await fullEvent(1, { registration_closes_at: clock.iso(HOUR) });
    clock.advance(HOUR);
    expectProblem(
      await join(closing.id, 'late@example.com'),
      409,
      apiMessage('eventRegistrationClosed'),
    );
    clock.advance(-HOUR);
    expectProblem(await join(999_999, 'a@example.com'), 404, 'Event not found');
    expectInvalid(await join(open.id, 'susu@', { seats: 11, name: '' }), {
      email: apiMessage('validEmail'),
      seats: apiMessage('seatsRange', { max: 10 }),
      name: apiMessage('required'),
    });
    expect((await line(open.id)).map((row) => row.email)).toEqual(['three@example.com']);
  });

  it('offers seats that come back to the first in line who fits, skipping who asks more', async () => {
    const event = await fullEvent(5);
    for (const [email, seats] of [
      ['big@example.com', 3],
      ['one@example.com', 1],
      ['two@example.com', 2],
    ] as const) {
      expect((await join(event.id, email, { seats })).statusCode).toBe(201);
    }
    // Two more seats: three do not fit, one does; the one left fits nobody behind.
    expect((await setSeats(event.id, 7)).statusCode).toBe(200);
    expect(await statuses(event.id)).toEqual({
      'big@example.com': 'waiting',
      'one@example.com': 'offered',
      'two@example.com': 'waiting',
    });
    expect(await taken(event.id)).toBe(6);
    // Three more (four left): the first in line fits now, and is first again.
    expect((await setSeats(event.id, 10)).statusCode).toBe(200);
    expect(await statuses(event.id)).toEqual({
      'big@example.com': 'offered',
      'one@example.com': 'offered',
      'two@example.com': 'waiting',
    });
    expect(await taken(event.id)).toBe(9);
    const held = await line(event.id);
    expect(held.map((row) => row.seats_held)).toEqual([true, true, false]);
    // Nobody else can register the held seats.
    expectProblem(
      await register(event.id, { seats: 2 }),
      409,
      apiMessage('fewSeatsLeft', { left: 1 }),
    );
  });

  it('never offers seats to what the spam trap caught, answered as any other', async () => {
    const event = await fullEvent(2);
    const robot = await join(event.id, 'robot@example.com', { website: 'https://spam.example' });
    expect(robot.statusCode, robot.body).toBe(201);
    expect(robot.json()).toMatchObject({ status: 'waiting', position: 1 });
    expect(robot.json()).not.toHaveProperty('spam');
    expect((await join(event.id, 'human@example.com')).json()).toMatchObject({ position: 1 });
    expect((await setSeats(event.id, 4)).statusCode).toBe(200);
    expect(await statuses(event.id)).toEqual({
      'robot@example.com': 'waiting',
      'human@example.com': 'offered',
    });
    expect(await taken(event.id)).toBe(3);
    expect(await offers('robot@example.com')).toEqual([]);
  });

  it('emails the offer in the language the visitor joined in, with its link and its hours', async () => {
    const event = await fullEvent(2, { price: 150_000, currency: 'MMK' });
    expect((await join(event.id, 'en@example.com')).statusCode).toBe(201);
    expect(
      (await join(event.id, 'mm@example.com', { language: 'mm', name: 'မြမြ' })).statusCode,
    ).toBe(201);
    expect((await setSeats(event.id, 4)).statusCode).toBe(200);
    const [english] = await offers('en@example.com');
    const enToken = await tokenOf(event.id, 'en@example.com');
    expect(english!.subject).toBe('Seats are held for you: Leadership Training');
    expect(english!.body).toContain(`${SITE}/events/${event.id}/claim/${enToken}`);
    // Offered at 9:30 in Yangon, held 24 hours.
    expect(english!.body).toContain(
      'Seats held for you: 1, until 2 December 2026, 9:30 AM (Myanmar time)',
    );
    expect(english!.body).toContain('Amount: 150,000 MMK');
    const [burmese] = await offers('mm@example.com');
    const mmToken = await tokenOf(event.id, 'mm@example.com');
    expect(burmese!.subject).toBe('သင့်အတွက် ထိုင်ခုံ ထိန်းထားပါသည်: ခေါင်းဆောင်မှု သင်တန်း');
    expect(burmese!.body).toContain('မြမြ');
    expect(burmese!.body).toContain(`${SITE}/events/${event.id}/claim/${mmToken}?lang=mm`);
    expect(burmese!.body).toContain('ထိုင်ခုံ ၁ ခုကို ၂၀၂၆ ဒီဇင်ဘာ ၂၊ နံနက် ၉:၃၀');
    expect(burmese!.body).toContain('၁၅၀,၀၀၀');
  });

  it('registers the visitor on the held seats when they claim, once, a paid one with its receipt', async () => {
    const free = await fullEvent(1);
    expect((await join(free.id, 'claim@example.com')).statusCode).toBe(201);
    expect((await setSeats(free.id, 2)).statusCode).toBe(200);
    const token = await tokenOf(free.id, 'claim@example.com');
    const read = await server.call('GET', `/api/waitlist/${token}`);
    expectPrivate(read, 200);
    expect(read.json()).toMatchObject({
      status: 'offered',
      seats: 1,
      amount: 0,
      expires_at: clock.iso(DAY),
      event: { id: free.id, name: 'Leadership Training' },
    });
    // Two clicks at once: one registration, whichever of the two gets there first.
    const [claimed, twice] = (
      await Promise.all([
        server.call('POST', `/api/waitlist/${token}/claim`, {}),
        server.call('POST', `/api/waitlist/${token}/claim`, {}),
      ])
    ).sort((a, b) => a.statusCode - b.statusCode);
    expect(claimed!.statusCode, claimed!.body).toBe(201);
    expectProblem(twice!, 409, apiMessage('offerClaimed'));
    expect(claimed!.json()).toMatchObject({
      event_id: free.id,
      status: 'confirmed',
      seats: 1,
      email: 'claim@example.com',
      reference: expect.stringMatching(/^[A-Z2-9]{6}$/),
    });
    expect(await taken(free.id)).toBe(2);
    expectProblem(
      await server.call('POST', `/api/waitlist/${token}/claim`, {}),
      409,
      apiMessage('offerClaimed'),
    );
    expect((await server.call('GET', `/api/waitlist/${token}`)).json().status).toBe('registered');
    expectProblem(
      await server.call('GET', '/api/waitlist/nothing-of-the-kind-here'),
      404,
      apiMessage('noSuchOffer'),
    );

    const paid = await fullEvent(1, { price: 20_000 });
    expect((await join(paid.id, 'payer@example.com', { language: 'mm' })).statusCode).toBe(201);
    expect((await setSeats(paid.id, 2)).statusCode).toBe(200);
    const paidToken = await tokenOf(paid.id, 'payer@example.com');
    expectInvalid(await server.call('POST', `/api/waitlist/${paidToken}/claim`, {}), {
      receipt_photo: apiMessage('uploadReceipt'),
    });
    const receipt = await server.upload();
    const registered = await server.call('POST', `/api/waitlist/${paidToken}/claim`, {
      receipt_photo: receipt,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({
      status: 'received',
      amount: 20_000,
      language: 'mm',
    });
    expect(await taken(paid.id)).toBe(2);
  });

  it('passes an unclaimed offer on to the next in line after its hours (a clock, no sleep)', async () => {
    const event = await fullEvent(2);
    for (const email of ['slow@example.com', 'next@example.com', 'after@example.com'])
      expect((await join(event.id, email)).statusCode).toBe(201);
    expect((await setSeats(event.id, 3)).statusCode).toBe(200);
    const token = await tokenOf(event.id, 'slow@example.com');
    clock.advance(DAY - 60_000);
    expect(await server.services.waitlist.expireOffers()).toBe(0);
    expect((await statuses(event.id))['slow@example.com']).toBe('offered');
    clock.advance(60_000);
    // Past its time the holder sees it run out even before the sweep comes.
    expect((await server.call('GET', `/api/waitlist/${token}`)).json().status).toBe('expired');
    expectProblem(
      await server.call('POST', `/api/waitlist/${token}/claim`, {}),
      410,
      apiMessage('offerExpired'),
    );
    // (The offers of the tests before run out with it.)
    expect(await server.services.waitlist.expireOffers()).toBeGreaterThanOrEqual(1);
    expect(await server.services.waitlist.expireOffers()).toBe(0);
    expect(await statuses(event.id)).toEqual({
      'slow@example.com': 'expired',
      'next@example.com': 'offered',
      'after@example.com': 'waiting',
    });
    expect(await taken(event.id)).toBe(3);
    expect(await offers('next@example.com')).toHaveLength(1);
    expectProblem(
      await server.call('POST', `/api/waitlist/${token}/claim`, {}),
      410,
      apiMessage('offerExpired'),
    );
    clock.advance(-DAY);
  });
});

describe.each(databases)('the waiting list’s limit per address on %s', (kind) => {
  const server = useTestServer(kind, { rateLimits: { publicWrites: 2 } });

  it('answers 429 past the public writes’ limit, as the other forms do', async () => {
    const codes = await sendsPastFormLimit(server, 'waitlist', 1, (i) =>
      person(`w${i}@example.com`),
    );
    // Seats are left, so the first two are refused, and still counted.
    expect(codes).toEqual([409, 409, 429]);
  });
});

describe.each(databases)('the waiting list on two instances of one %s database', (kind) => {
  const clock = testClock(NOW);
  const { a, b } = useTwoInstances(kind, { clock: clock.now, offerExpiry: false });

  /**
   * Each call starts on its own turn of the event loop, as each request does. (Two SQLite
   * instances in one process: one waiting for the file's lock blocks the process, so the
   * other cannot finish; between processes, or on PostgreSQL, they wait on each other.)
   */
  const racing = <T>(call: () => Promise<T>) =>
    new Promise<void>((resolve) => setImmediate(resolve)).then(call);

  it('offers each seat once, and passes each run-out offer on once, whoever races', async () => {
    const event = await createRacedEvent(a, { starts_at: clock.iso(7 * DAY), seats: 2 });
    const id = Number(event.id);
    const post = (i: number, url: string, payload: Body) =>
      (i % 2 ? a : b).app.inject({ method: 'POST', url, payload });
    expect(
      (await post(0, `/api/events/${id}/registrations`, person('r@example.com', { seats: 2 })))
        .statusCode,
    ).toBe(201);
    for (let i = 0; i < 8; i++) {
      const res = await post(i, `/api/events/${id}/waitlist`, person(`w${i}@example.com`));
      expect(res.statusCode, res.body).toBe(201);
    }
    const db = a.services.database.db;
    // Three seats come back at once (written straight, as a cancel would give them).
    await db.updateTable('event').set({ seats: 5 }).where('id', '=', id).execute();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        racing(() => (i % 2 ? a : b).services.waitlist.seatsFreed(id)),
      ),
    );
    const rows = async () =>
      db
        .selectFrom('waitlist_entry')
        .select(['email', 'status'])
        .where('event_id', '=', id)
        .orderBy('id')
        .execute();
    expect((await rows()).map((row) => row.status)).toEqual([
      'offered',
      'offered',
      'offered',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(await storedSeatsTaken(a, id)).toBe(5);

    clock.advance(DAY);
    const expired = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        racing(() => (i % 2 ? a : b).services.waitlist.expireOffers()),
      ),
    );
    expect(expired.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect((await rows()).map((row) => row.status)).toEqual([
      'expired',
      'expired',
      'expired',
      'offered',
      'offered',
      'offered',
      'waiting',
      'waiting',
    ]);
    expect(await storedSeatsTaken(a, id)).toBe(5);
  });
});
