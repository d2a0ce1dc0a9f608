import { apiMessage } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, testClock } from './harness.ts';
import { expectInvalid, expectPrivate, expectProblem, row } from './helpers.ts';
import { MAIL_SITE, useMailingServer } from './mailing-server.ts';
import { NLP_EVENT, createEvent } from './event-fixtures.ts';
import { registrationLifecycle } from '../src/events/registration-lifecycle.ts';

type Body = Record<string, unknown>;
type Registered = { id: number; reference: string; token: string; status: string };

const NOW = Date.parse('2026-12-01T03:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A registration's life after it is made (issue 40, items 3 and 4): the visitor's private
 * view, new receipt and cancel; the owner's moves along the graph, each emailed in the
 * visitor's language, a paid one with the ticket; seats given back once by a cancel and by
 * a rejected hold run out (with a clock the test moves), the waiting list told.
 */
describe.each(databases)('a registration’s life on %s', (kind) => {
  const clock = testClock(NOW);
  const { server, smtp } = useMailingServer(kind, { clock: clock.now });
  let image = '';
  beforeAll(async () => {
    image = await server.upload();
    const methods = await server.admin('PUT', '/api/payment_methods', [
      { name: 'KBZPay', name_mm: 'ကေဘီဇက်ပေး', account_number: '09 123 456 789' },
    ]);
    expect(methods.statusCode, methods.body).toBe(200);
  });

  const addEvent = (over: Body = {}) => {
    const fields = { name_mm: 'NLP လေ့ကျင့်ရေး', seats: 5, price: 850_000, ...over };
    return createEvent(server, { ...NLP_EVENT, image, starts_at: clock.iso(7 * DAY), ...fields });
  };
  const register = async (eventId: number, over: Body = {}) => {
    const body = { name: 'Su Su', phone: '09 555 111', email: 'susu@example.com', seats: 2 };
    const free = over.free === true;
    const { free: _, ...rest } = over;
    const receipt = free ? {} : { receipt_photo: await server.upload() };
    const res = await server.call('POST', `/api/events/${eventId}/registrations`, {
      ...body,
      ...receipt,
      ...rest,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Registered;
  };
  const move = (id: number, status: string, reason?: string) =>
    server.admin('PUT', `/api/registrations/${id}/status`, { status, ...(reason && { reason }) });
  const view = (token: string) => server.call('GET', `/api/registrations/${token}`);
  const taken = async (eventId: number) =>
    Number((await row(server, 'event', eventId))!.seats_taken);

  it('gives each registration a check-in code of its id and six Crockford characters', async () => {
    const event = await addEvent({ price: 0 });
    const made = await register(event.id, { free: true, email: 'code@example.com' });
    const stored = await row(server, 'registration', made.id);
    expect(stored!.check_in_code).toMatch(new RegExp(`^${made.id}-[0-9A-HJKMNP-TV-Z]{6}$`));
  });

  it('shows the visitor their registration by its token, private, with the accounts while unpaid', async () => {
    const event = await addEvent();
    const made = await register(event.id, { email: 'view@example.com' });
    const res = await view(made.token);
    expectPrivate(res, 200);
    expect(res.json()).toMatchObject({
      reference: made.reference,
      status: 'received',
      seats: 2,
      amount: 1_700_000,
      currency: 'MMK',
      name: 'Su Su',
      language: 'en',
      event: {
        id: event.id,
        title: 'NLP Practitioner',
        title_mm: 'NLP လေ့ကျင့်ရေး',
        location: 'Yangon',
        starts_at: clock.iso(7 * DAY),
      },
      reason: null,
      hold_until: null,
      pay_to: [{ name: 'KBZPay', account_number: '09 123 456 789' }],
      // No ticket until it is paid.
      check_in_code: null,
      can_cancel: true,
    });
    expect(res.json()).not.toHaveProperty('id');
    expect(res.json()).not.toHaveProperty('phone');
    expectProblem(await view('x'.repeat(32)), 404, apiMessage('noSuchRegistration'));
    expectProblem(await view('short'), 404, apiMessage('noSuchRegistration'));
  });

  it('tells a Burmese visitor each step in Burmese; a new receipt makes it received again; paid carries the ticket', async () => {
    const email = 'mya@example.com';
    const event = await addEvent();
    const made = await register(event.id, { email, language: 'mm' });
    const received = (await smtp.waitForTo(email, 1))[0]!;
    expect(received.subject).toBe(`သင်၏ စာရင်းသွင်းမှု ${made.reference} ကို လက်ခံရရှိပါပြီ`);
    expect(received.text).toContain('NLP လေ့ကျင့်ရေး');
    expect(received.text).toContain('ထိုင်ခုံ: ၂');
    expect(received.text).toContain(`${MAIL_SITE}/registrations/${made.token}?lang=mm`);

    // A new receipt is refused while none is awaited.
    const early = await server.call('POST', `/api/registrations/${made.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expectProblem(early, 409, apiMessage('registrationReceiptNotAwaited'));

    expectInvalid(await move(made.id, 'rejected'), { reason: apiMessage('rejectReason') });
    const rejected = await move(made.id, 'rejected', 'ငွေပမာဏ မမှန်ပါ');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      id: made.id,
      status: 'rejected',
      reason: 'ငွေပမာဏ မမှန်ပါ',
    });
    const rejection = (await smtp.waitForTo(email, 2))[1]!;
    expect(rejection.subject).toBe(`သင်၏ စာရင်းသွင်းမှု ${made.reference} ၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ`);
    expect(rejection.text).toContain('ငွေပမာဏ မမှန်ပါ');
    expect(rejection.text).toContain('၄၈ နာရီ');
    expect(rejection.text).toContain('ကေဘီဇက်ပေး');
    expect(rejection.text).toContain('09 123 456 789');
    expect((await view(made.token)).json()).toMatchObject({
      status: 'rejected',
      reason: 'ငွေပမာဏ မမှန်ပါ',
      hold_until: clock.iso(48 * HOUR),
      check_in_code: null,
    });

    // Nor can the visitor skip the check: a rejected one is received again only by a receipt.
    expectProblem(
      await move(made.id, 'received'),
      409,
      apiMessage('registrationMove', { from: 'rejected', to: 'received' }),
    );
    expectInvalid(await server.call('POST', `/api/registrations/${made.token}/receipt`, {}), {
      receipt_photo: apiMessage('uploadReceipt'),
    });
    const again = await server.call('POST', `/api/registrations/${made.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expectPrivate(again, 200);
    expect(again.json()).toMatchObject({ status: 'received', reason: null });
    expect(await taken(event.id)).toBe(2);

    const paid = await move(made.id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    const ticket = (await smtp.waitForTo(email, 4))[3]!;
    const code = String((await row(server, 'registration', made.id))!.check_in_code);
    expect(ticket.subject).toBe(`ငွေပေးချေမှု အတည်ပြုပြီး: စာရင်းသွင်းမှု ${made.reference} အတွက် သင်၏ လက်မှတ်`);
    expect(ticket.text).toContain(`သင်၏ ဝင်ခွင့် ကုဒ်: ${code}`);
    const qr = ticket.attachments.find((file) => file.filename === 'ticket.png');
    expect(qr?.contentType).toBe('image/png');
    expect(qr!.content.subarray(1, 4).toString()).toBe('PNG');
    expect((await view(made.token)).json()).toMatchObject({
      status: 'paid',
      check_in_code: code,
      pay_to: [],
    });
  });

  it('refuses moves the graph does not allow, unknown ids, and visitors', async () => {
    const event = await addEvent();
    const made = await register(event.id, { email: 'graph@example.com' });
    for (const [to, code] of [
      ['confirmed', 409],
      ['received', 409],
      ['paid', 200],
      ['rejected', 409],
      ['paid', 409],
      ['cancelled', 200],
      ['cancelled', 409],
      ['paid', 409],
    ] as const) {
      const res = await move(made.id, to, to === 'rejected' ? 'no' : undefined);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(code);
    }
    expect((await move(made.id, 'lost')).statusCode).toBe(422);
    expect((await move(999_999, 'paid')).statusCode).toBe(404);
    const visitor = await server.call('PUT', `/api/registrations/${made.id}/status`, {
      status: 'cancelled',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets the visitor cancel once, giving the seats back once, until the event starts; an English email says so', async () => {
    const email = 'cancel@example.com';
    const event = await addEvent();
    const made = await register(event.id, { email });
    expect(await taken(event.id)).toBe(2);
    const cancelled = await server.call('POST', `/api/registrations/${made.token}/cancel`);
    expectPrivate(cancelled, 200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await taken(event.id)).toBe(0);
    const told = (await smtp.waitForTo(email, 2))[1]!;
    expect(told.subject).toBe(`Your registration ${made.reference} has been cancelled`);
    expect(told.text).toContain('NLP Practitioner');
    expectProblem(
      await server.call('POST', `/api/registrations/${made.token}/cancel`),
      409,
      apiMessage('registrationCancelled'),
    );
    // The owner cannot cancel it twice either: the seats stay given back once.
    expect((await move(made.id, 'cancelled')).statusCode).toBe(409);
    expect(await taken(event.id)).toBe(0);

    const started = await addEvent({ starts_at: clock.iso(HOUR), price: 0 });
    const late = await register(started.id, { email: 'late@example.com', free: true });
    clock.advance(2 * HOUR);
    try {
      expectProblem(
        await server.call('POST', `/api/registrations/${late.token}/cancel`),
        409,
        apiMessage('eventStarted'),
      );
      expect((await view(late.token)).json()).toMatchObject({ can_cancel: false });
      expect(await taken(started.id)).toBe(2);
    } finally {
      clock.advance(-2 * HOUR);
    }
    expectProblem(
      await server.call('POST', `/api/registrations/${'y'.repeat(32)}/cancel`),
      404,
      apiMessage('noSuchRegistration'),
    );
  });

  it('gives the seats back once when the visitor and the owner cancel at the same moment', async () => {
    const event = await addEvent({ price: 0 });
    // Another's seats stay taken: a second give-back would eat into them.
    await register(event.id, { email: 'stays@example.com', free: true, seats: 2 });
    const made = await register(event.id, { email: 'race@example.com', free: true, seats: 3 });
    const answers = await Promise.all([
      server.call('POST', `/api/registrations/${made.token}/cancel`),
      move(made.id, 'cancelled'),
      server.call('POST', `/api/registrations/${made.token}/cancel`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await taken(event.id)).toBe(2);
  });

  it('confirms a free registration with the ticket in its first email', async () => {
    const email = 'free@example.com';
    const event = await addEvent({ price: 0 });
    const made = await register(event.id, { email, free: true });
    expect(made.status).toBe('confirmed');
    const mail = (await smtp.waitForTo(email, 1))[0]!;
    const code = String((await row(server, 'registration', made.id))!.check_in_code);
    expect(mail.subject).toBe(`Your ticket: registration ${made.reference} is confirmed`);
    expect(mail.text).toContain(`Your check-in code: ${code}`);
    expect(mail.attachments.map((file) => file.filename)).toContain('ticket.png');
    expect((await view(made.token)).json()).toMatchObject({ check_in_code: code, pay_to: [] });
  });

  it('gives back the seats of a rejected registration after the hold, once, telling the waiting list; a late receipt takes them again or is refused', async () => {
    const freed: number[] = [];
    const lifecycle = registrationLifecycle(
      server.database,
      server.services.mail,
      // The receipts' claims are the server's own: a late receipt is claimed as any other.
      (await import('../src/orders/receipts.ts')).receiptClaims(
        server.services.files,
        server.services.fileRefs,
      ),
      {
        holdHours: 48,
        clock: clock.now,
        onSeatsFreed: async (eventId) => {
          freed.push(eventId);
        },
      },
    );
    const event = await addEvent({ seats: 2 });
    const first = await register(event.id, { email: 'hold1@example.com' });
    expect((await move(first.id, 'rejected', 'blurred')).statusCode).toBe(200);

    clock.advance(47 * HOUR);
    expect(await lifecycle.releaseExpiredHolds()).toBe(0);
    expect(await taken(event.id)).toBe(2);
    clock.advance(2 * HOUR);
    expect(await lifecycle.releaseExpiredHolds()).toBe(1);
    expect(await lifecycle.releaseExpiredHolds()).toBe(0);
    expect(freed).toEqual([event.id]);
    expect(await taken(event.id)).toBe(0);
    expect((await row(server, 'registration', first.id))!.status).toBe('rejected');

    // Someone else took the seats meanwhile: the late receipt is refused, nothing changes.
    const second = await register(event.id, { email: 'hold2@example.com' });
    const refused = await server.call('POST', `/api/registrations/${first.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expectProblem(refused, 409, apiMessage('eventFull'));
    expect(refused.json()).toMatchObject({ seats_left: 0, waiting_list: true });
    expect((await row(server, 'registration', first.id))!.status).toBe('rejected');

    // Once they are back, the late receipt takes them again.
    expect((await move(second.id, 'cancelled')).statusCode).toBe(200);
    const late = await server.call('POST', `/api/registrations/${first.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await taken(event.id)).toBe(2);
    clock.advance(-49 * HOUR);
  });
});
