import { MAX_VISITOR_MOVES, type Slot } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { ANONYMOUS_MAILS_PER_DAY, HELD_SECRET_BODY } from '../src/mail/outbox.ts';
import { type TestServer, databases, startTestServer } from './harness.ts';
import { addBookProduct, expectProblem } from './helpers.ts';
import { FAST_MAIL_WORKER, MAIL_SITE, useMailingServer } from './mailing-server.ts';
import { OPEN_WEEK, yangonDate } from './open-hours.ts';
import { appointmentBody, paymentBody, placeOrder } from './payloads.ts';
import { type TestSmtp, eventually, startSmtp } from './smtp.ts';

vi.setConfig({ testTimeout: 60_000 });

const OWNER = 'coach@coach.example';

async function openHours(server: TestServer) {
  const saved = await server.admin('PUT', '/api/availability', OPEN_WEEK);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The free slots of one day ahead (each test takes a day of its own). */
async function slotsOn(server: TestServer, days: number): Promise<Slot[]> {
  const date = yangonDate(days);
  const res = await server.call('GET', `/api/slots?from=${date}&to=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function book(server: TestServer, slot: Slot, email: string): Promise<string> {
  const res = await server.call(
    'POST',
    '/api/appointment',
    appointmentBody({ starts_at: slot.starts_at, contact_information: email }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
}

const move = (server: TestServer, token: string, slot: Slot) =>
  server.call('POST', `/api/appointments/${token}/move`, { starts_at: slot.starts_at });

/** The outbox's rows to addresses containing `to`, oldest first. */
async function mailTo(server: TestServer, to: string) {
  const rows = await server.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'body', 'held_at', 'sent_at', 'attempts'])
    .orderBy('id')
    .execute();
  return rows.filter((row) => String(row.recipient).toLowerCase().includes(to.toLowerCase()));
}
const held = <T extends { held_at: unknown }>(rows: T[]) =>
  rows.filter((row) => row.held_at !== null);
const notHeld = <T extends { held_at: unknown }>(rows: T[]) =>
  rows.filter((row) => row.held_at === null);

describe.each(databases)('mail an anonymous visitor can make the site send, on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind, { notifyEmail: OWNER });
  beforeAll(async () => openHours(server));

  it(`moves one booking at most ${MAX_VISITOR_MOVES} times; the next is refused and changes nothing`, async () => {
    const [a, b] = await slotsOn(server, 2);
    const token = await book(server, a!, 'mover@example.com');
    for (let i = 0; i < MAX_VISITOR_MOVES; i++) {
      const moved = await move(server, token, i % 2 ? a! : b!);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().moves_left).toBe(MAX_VISITOR_MOVES - 1 - i);
    }
    const before = await server.call('GET', `/api/appointments/${token}/booking`);
    const mailBefore = (await mailTo(server, '')).map((row) => row.id);
    const refused = await move(server, token, a!);
    expectProblem(refused, 409);
    expect(refused.json().detail).toBe(
      `This appointment has been moved ${MAX_VISITOR_MOVES} times, the most one booking may: cancel it and book another time, or contact us`,
    );
    expect((await server.call('GET', `/api/appointments/${token}/booking`)).json()).toEqual(
      before.json(),
    );
    expect(before.json()).toMatchObject({ moves_left: 0, changeable: true });
    expect((await mailTo(server, '')).map((row) => row.id)).toEqual(mailBefore);
    // Cancelling is still the visitor's to do.
    const cancelled = await server.call('POST', `/api/appointments/${token}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it(`holds every email past ${ANONYMOUS_MAILS_PER_DAY} a day to one mailbox, of whatever anonymous kind`, async () => {
    const [a, b] = await slotsOn(server, 3);
    // A booking's confirmation, a move, an order's confirmation: the mailbox's three.
    const token = await book(server, a!, 'stranger@example.com');
    expect((await move(server, token, b!)).statusCode).toBe(200);
    await addBookProduct(server);
    const order = await placeOrder(server, { email: 'Stranger+shop@example.com' });
    expect(order.statusCode, order.body).toBe(201);
    // Past the cap: another move, a reset link, a cancel are each held.
    expect((await move(server, token, a!)).statusCode).toBe(200);
    await server.database.db
      .insertInto('account')
      .values({
        username: 'stranger',
        email: 'stranger@example.com',
        password_hash: 'not-a-real-hash',
        created: new Date().toISOString(),
      })
      .execute();
    const reset = await server.call('POST', '/api/password-reset', {
      email: 'stranger@example.com',
    });
    expect(reset.statusCode, reset.body).toBe(202);
    // The reset's email is queued after the answer (auth/after-answer.ts).
    await expect
      .poll(async () => (await mailTo(server, 'stranger')).map((row) => row.kind))
      .toContain('password_reset');
    expect((await server.call('POST', `/api/appointments/${token}/cancel`)).statusCode).toBe(200);

    const rows = await mailTo(server, 'stranger');
    expect(notHeld(rows).map((row) => row.kind)).toEqual([
      'appointment_confirmation',
      'appointment_visitor_change',
      'order_confirmation',
    ]);
    expect(held(rows).map((row) => row.kind)).toEqual([
      'appointment_visitor_change',
      'password_reset',
      'appointment_visitor_change',
    ]);
    // A held reset keeps no link for anyone to read in the outbox.
    const heldReset = held(rows).find((row) => row.kind === 'password_reset')!;
    expect(heldReset.body).toBe(HELD_SECRET_BODY);
    expect(heldReset.body).not.toContain('/reset-password?token=');

    // The three go; the held ones are never tried.
    await eventually(async () => {
      const now = await mailTo(server, 'stranger');
      return notHeld(now).every((row) => row.sent_at !== null);
    });
    server.services.mail.nudge();
    for (const row of held(await mailTo(server, 'stranger'))) {
      expect(row).toMatchObject({ sent_at: null, attempts: 0 });
    }
    const delivered = smtp.received.filter((m) => /stranger/i.test(JSON.stringify(m.to)));
    expect(delivered).toHaveLength(3);
    // The owner still hears of the booking, its moves and its cancel.
    expect((await mailTo(server, OWNER)).filter((row) => row.held_at !== null)).toEqual([]);
  });

  it("leaves the owner's own actions and the reminders uncapped", async () => {
    const [a] = await slotsOn(server, 4);
    const token = await book(server, a!, 'busy@example.com');
    for (const other of ['busy+1@example.com', 'busy+2@example.com']) {
      const [next] = (await slotsOn(server, 4)).filter((slot) => slot.starts_at !== a!.starts_at);
      await book(server, next!, other);
    }
    const { id } = await server.database.db
      .selectFrom('appointment')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const confirmed = await server.admin('PUT', `/api/appointments/${id}/booking`, {
      booking: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const days = 5 * 24;
    expect(await server.services.bookings.sendReminders(days)).toBeGreaterThanOrEqual(1);
    const rows = await mailTo(server, 'busy');
    expect(rows.map((row) => [row.kind, row.held_at === null])).toEqual(
      expect.arrayContaining([
        ['appointment_change', true],
        ['appointment_reminder', true],
      ]),
    );
    expect(held(rows)).toEqual([]);
  });

  it('shows the owner the held emails in the outbox, and will not send them again', async () => {
    // A confirmation and five moves to one mailbox: the last three are held.
    const [a, b] = await slotsOn(server, 5);
    const token = await book(server, a!, 'held@example.com');
    for (const slot of [b!, a!, b!, a!, b!])
      expect((await move(server, token, slot)).statusCode).toBe(200);
    const outbox = await server.admin('GET', '/api/mail/outbox?limit=100');
    expect(outbox.statusCode, outbox.body).toBe(200);
    const body = outbox.json();
    const heldRows = body.rows.filter((row: { status: string }) => row.status === 'held');
    expect(heldRows).toHaveLength(3);
    expect(body.counts.held).toBe(heldRows.length);
    expect(heldRows[0]).toMatchObject({ next_attempt_at: null, held_at: expect.any(String) });
    expectProblem(await server.admin('POST', `/api/mail/outbox/${heldRows[0].id}/retry`, {}), 404);
  });
});

describe.each(databases)("the visitor's move and cancel calls on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimits: { login: 10, publicWrites: 3 } });
    await openHours(server);
  });
  afterAll(async () => server?.close());

  it('are limited per client as the other public writes', async () => {
    const [a, b, c] = await slotsOn(server, 2);
    const token = await book(server, a!, 'limited@example.com');
    const statuses = [];
    for (const slot of [b!, a!, b!, a!])
      statuses.push((await move(server, token, slot)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const view = (await server.call('GET', `/api/appointments/${token}/booking`)).json();
    expect(view.starts_at).toBe(new Date(b!.starts_at).toISOString());
    const other = await book(server, c!, 'limited2@example.com');
    const cancels = [];
    for (let i = 0; i < 4; i++)
      cancels.push((await server.call('POST', `/api/appointments/${other}/cancel`)).statusCode);
    expect(cancels).toEqual([200, 409, 409, 429]);
  });
});

describe.each(databases)('two instances on one %s database', (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => smtp?.close());

  it('share one cap per mailbox for bookings and orders made at once', async () => {
    const settings = {
      mail: {
        smtpUrl: smtp.url,
        notifyEmail: OWNER,
        from: 'site@coach.example',
        publicUrl: MAIL_SITE,
      },
      mailWorker: FAST_MAIL_WORKER,
    };
    const first = await startTestServer(kind, settings);
    const connection = connect(first.databaseUrl);
    const second = await startTestServer(kind, { ...settings, database: connection, admin: false });
    try {
      await openHours(first);
      await addBookProduct(first);
      const slots = await slotsOn(first, 2);
      const on = (i: number) => (i % 2 ? first : second);
      const receipts = await Promise.all([0, 1, 2].map((i) => on(i + 1).upload()));
      await Promise.all([
        ...slots.slice(0, 3).map((slot, i) => book(on(i), slot, 'many@example.com')),
        ...receipts.map(async (receipt, i) => {
          const res = await on(i + 1).call(
            'POST',
            '/api/payments',
            paymentBody(receipt, { email: 'MANY@example.com' }),
          );
          expect(res.statusCode, res.body).toBe(201);
        }),
      ]);
      const rows = await mailTo(first, 'many@');
      expect(rows).toHaveLength(6);
      expect(notHeld(rows)).toHaveLength(ANONYMOUS_MAILS_PER_DAY);
      // The owner hears of all six.
      expect(notHeld(await mailTo(first, OWNER))).toHaveLength(6);
    } finally {
      await second.close();
      await connection.close();
      await first.close();
    }
  });
});
