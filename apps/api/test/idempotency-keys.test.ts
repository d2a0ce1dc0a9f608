import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, distinctImage, testClock, uploadFile } from './harness.ts';
import { addBookProduct, count } from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { LEADERSHIP_EVENT, createEvent, visitorBody } from './event-fixtures.ts';
import { appointmentBody, paymentBody, testimonialBody } from './payloads.ts';
import { startTwoInstances } from './two-instances.ts';

vi.setConfig({ testTimeout: 60_000 });

const OWNER = 'coach@coach.example';

/** What a retry must get: the first answer, byte for byte. */
const sameAnswer = (retry: LightMyRequestResponse, first: LightMyRequestResponse) => {
  expect(retry.statusCode).toBe(first.statusCode);
  expect(retry.body).toBe(first.body);
  expect(retry.headers['content-type']).toBe(first.headers['content-type']);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
};

/**
 * The public forms' one-time keys (issue 45): a submission sent again with its
 * Idempotency-Key (the answer was lost on a dropped connection) is stored once, queues one
 * email, and is answered as the first was; the key with another body is a 422, a key that
 * is no UUID a 400; two at once store once, on one instance or two.
 */
describe.each(databases)('one-time keys on %s', (kind) => {
  const clock = testClock();
  const { server } = useMailingServer(kind, { notifyEmail: OWNER, clock: clock.now });
  const post = (url: string, body: unknown, key?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const outbox = () => count(server, 'mail_outbox');

  beforeAll(() => addBookProduct(server));

  it('stores a request sent twice with one key once, with one email, and answers it the same', async () => {
    const key = randomUUID();
    const before = await count(server, 'appointment');
    const first = await post('/api/appointment', appointmentBody(), key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await post('/api/appointment', appointmentBody(), key);
    sameAnswer(retry, first);
    expect(await count(server, 'appointment')).toBe(before + 1);
    const queued = await server.database.db.selectFrom('mail_outbox').select('recipient').execute();
    expect(queued).toEqual([{ recipient: OWNER }]);
  });

  it('places an order sent twice with one key once, with its emails once', async () => {
    const receipt = await server.upload();
    const key = randomUUID();
    const before = await count(server, 'payment');
    const first = await post('/api/payments', paymentBody(receipt), key);
    expect(first.statusCode, first.body).toBe(201);
    const emails = await outbox();
    expect(emails).toBeGreaterThan(0);
    sameAnswer(await post('/api/payments', paymentBody(receipt), key), first);
    expect(await count(server, 'payment')).toBe(before + 1);
    expect(await outbox()).toBe(emails);
  });

  it('refuses the key with another body (422) and a key that is no UUID (400), storing nothing', async () => {
    const key = randomUUID();
    expect((await post('/api/appointment', appointmentBody(), key)).statusCode).toBe(201);
    const before = await count(server, 'appointment');
    const other = await post('/api/appointment', appointmentBody({ name: 'Someone Else' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe(
      'This Idempotency-Key was sent with a different request. Please send a new key with each new submission.',
    );
    // The key is scoped to its call: sent to another, it is another request of its own.
    const elsewhere = await post('/api/subscribers', { email: 'list@example.com' }, key);
    expect(elsewhere.statusCode, elsewhere.body).toBe(202);
    for (const malformed of ['not-a-key', `${key}x`, '12345', `${randomUUID()}, ${randomUUID()}`]) {
      const answer = await post('/api/appointment', appointmentBody(), malformed);
      expect(answer.statusCode, malformed).toBe(400);
      expect(answer.json().detail).toBe(
        'Idempotency-Key must be a UUID, such as 0b6e4f1c-9d2a-4c8e-8f1a-3e5d7c9b2a14.',
      );
    }
    expect(await count(server, 'appointment')).toBe(before);
  });

  /** The other visitors' writes: each sent twice with one key, each stored once. */
  const DAY = 86_400_000;
  /** A leadership training a week ahead with `seats` seats. */
  const eventInAWeek = async (seats: number) =>
    createEvent(server, {
      ...LEADERSHIP_EVENT,
      image: await server.upload(),
      starts_at: clock.iso(7 * DAY),
      seats,
    });
  const OTHER_WRITES: [
    string,
    () => Promise<{ url: string; body: object; count: () => Promise<number> }>,
  ][] = [
    [
      'a testimonial',
      async () => ({
        url: '/api/testimonials',
        body: testimonialBody(await server.upload()),
        count: () => count(server, 'testimonial'),
      }),
    ],
    [
      'a registration for an event',
      async () => {
        const event = await eventInAWeek(10);
        return {
          url: `/api/events/${event.id}/registrations`,
          body: visitorBody(),
          count: () => count(server, 'registration'),
        };
      },
    ],
    [
      "a place on a full event's waiting list",
      async () => {
        const event = await eventInAWeek(1);
        const first = await post(`/api/events/${event.id}/registrations`, visitorBody());
        expect(first.statusCode, first.body).toBe(201);
        return {
          url: `/api/events/${event.id}/waitlist`,
          body: visitorBody({ email: 'waiting@example.com' }),
          count: () => count(server, 'waitlist_entry'),
        };
      },
    ],
    [
      'a sign-up to the email list',
      async () => ({
        url: '/api/subscribers',
        body: { email: 'once@example.com', language: 'en' },
        count: () => count(server, 'subscriber'),
      }),
    ],
  ];

  it.each(OTHER_WRITES)('stores %s sent twice with one key once', async (_name, make) => {
    const { url, body, count: stored } = await make();
    const key = randomUUID();
    const before = await stored();
    const emails = await outbox();
    const first = await post(url, body, key);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const queued = (await outbox()) - emails;
    sameAnswer(await post(url, body, key), first);
    expect(await stored()).toBe(before + 1);
    expect((await outbox()) - emails).toBe(queued);
  });

  it('stores two identical requests sent at once once, and answers both the same', async () => {
    const key = randomUUID();
    const before = await count(server, 'appointment');
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/appointment', appointmentBody({ name: 'At Once' }), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await count(server, 'appointment')).toBe(before + 1);
    expect(await outbox()).toBe(1);
  });

  it('answers an upload sent again with its key with the first id, and another picture with 422', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const bytes = await distinctImage();
    const send = (picture: Buffer) =>
      uploadFile(server.app, picture, 'receipt.png', {
        headers: key,
        url: '/api/files?purpose=receipt',
      });
    const first = await send(bytes);
    expect(first.statusCode, first.body).toBe(201);
    const files = await count(server, 'file');
    // Sent again with a new boundary, as a browser does: the same request all the same.
    sameAnswer(await send(bytes), first);
    expect((await send(await distinctImage())).statusCode).toBe(422);
    expect(await count(server, 'file')).toBe(files);
  });

  it('keeps a key and its answer for a day, then the trash sweep forgets it', async () => {
    const key = randomUUID();
    expect((await post('/api/appointment', appointmentBody(), key)).statusCode).toBe(201);
    const keys = () => count(server, 'idempotency_key');
    const kept = await keys();
    clock.advance(23 * 3_600_000);
    expect(await server.services.idempotencyKeys.prune()).toBe(0);
    clock.advance(2 * 3_600_000);
    expect(await server.services.idempotencyKeys.prune()).toBeGreaterThanOrEqual(1);
    expect(await keys()).toBeLessThan(kept);
    // The key is free again: a request with it is a new one.
    const before = await count(server, 'appointment');
    expect((await post('/api/appointment', appointmentBody(), key)).statusCode).toBe(201);
    expect(await count(server, 'appointment')).toBe(before + 1);
  });

  it('stores a request once when its two tries reach two instances at once', async () => {
    const instances = await startTwoInstances(kind);
    try {
      const key = randomUUID();
      const send = (app: typeof instances.a.app) =>
        app.inject({
          method: 'POST',
          url: '/api/appointment',
          payload: appointmentBody({ name: 'Two Instances' }),
          headers: { 'idempotency-key': key },
        });
      const [a, b] = await Promise.all([send(instances.a.app), send(instances.b.app)]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.body).toBe(b.body);
      const stored = await instances.a.services.database.db
        .selectFrom('appointment')
        .select('id')
        .where('name', '=', 'Two Instances')
        .execute();
      expect(stored).toHaveLength(1);
    } finally {
      await instances.close();
    }
  });
});
