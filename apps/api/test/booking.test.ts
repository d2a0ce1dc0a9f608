import type { Slot } from '@coach/contract';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestServer, databases } from './harness.ts';
import { count, expectInvalid, expectProblem, rows } from './helpers.ts';
import { MAIL_SITE, useMailingServer } from './mailing-server.ts';
import { OPEN_WEEK, yangonDate } from './open-hours.ts';
import { appointmentBody } from './payloads.ts';
import type { TestSmtp } from './smtp.ts';
import { useTwoInstances } from './two-instances.ts';

vi.setConfig({ testTimeout: 60_000 });

const OWNER_EMAIL = 'coach@coach.example';
/**
 * Tomorrow and a week on, in Yangon: dates whose slots are all ahead whatever the hour now.
 * Both from one moment: read apart, a Yangon midnight between them made the week eight days.
 */
const LOADED_AT = Date.now();
const TOMORROW = yangonDate(1, { at: LOADED_AT });
const WEEK = `from=${TOMORROW}&to=${yangonDate(7, { at: LOADED_AT })}`;

async function freeSlots(server: TestServer, query = WEEK): Promise<Slot[]> {
  const res = await server.call('GET', `/api/slots?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The first message to `to` whose subject matches, once it has come (earlier tests' mail may trail in). */
async function mailTo(smtp: TestSmtp, to: string, subject: RegExp) {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.find(
      (mail) => mail.to && JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? ''),
    );
    if (found) return found;
    if (Date.now() > until) {
      const seen = smtp.received.map((mail) => mail.subject).join(' | ');
      throw new Error(`no email to ${to} matching ${subject}; seen: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const book = (server: TestServer, slot: Slot, over: Record<string, unknown> = {}) =>
  server.call('POST', '/api/appointment', appointmentBody({ starts_at: slot.starts_at, ...over }));

describe.each(databases)('booking a time on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind, { notifyEmail: OWNER_EMAIL });

  it('keeps the spec’s plain request while no hours are set, and refuses a time then', async () => {
    expect(await freeSlots(server)).toEqual([]);
    const plain = await server.call('POST', '/api/appointment', appointmentBody());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ booking: null, starts_at: null });
    const timed = await server.call(
      'POST',
      '/api/appointment',
      appointmentBody({ starts_at: `${yangonDate(1)}T10:00:00+06:30` }),
    );
    expectInvalid(timed, { starts_at: 'Booking a time is off: send the request without one' });
  });

  it('lets owners set the hours, checked whole, and no one else', async () => {
    expectProblem(await server.call('GET', '/api/availability'), 401);
    expectProblem(await server.call('PUT', '/api/availability', OPEN_WEEK), 401);
    const wrong = await server.admin('PUT', '/api/availability', {
      ...OPEN_WEEK,
      time_zone: 'Nowhere/City',
      weekly: [{ weekday: 1, from: '12:00', to: '09:00' }],
    });
    expectInvalid(wrong, {
      time_zone: 'Must be a time zone such as Asia/Yangon',
      'weekly.0.to': 'Must end after it starts',
    });
    expect(await freeSlots(server)).toEqual([]);
    const saved = await server.admin('PUT', '/api/availability', OPEN_WEEK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      ...OPEN_WEEK,
      time_zone: 'Asia/Yangon',
      buffer_minutes: 0,
    });
    expect((await server.admin('GET', '/api/availability')).json()).toEqual(saved.json());
  });

  it('offers the free times of a week in Myanmar time, and checks the dates asked', async () => {
    const slots = await freeSlots(server);
    expect(slots).toHaveLength(7 * 8);
    // WEEK's first day, not tomorrow's date now: Yangon's midnight may have come since.
    expect(slots[0]).toEqual({
      starts_at: `${TOMORROW}T09:00:00+06:30`,
      ends_at: `${TOMORROW}T10:00:00+06:30`,
    });
    expect((await server.call('GET', `/api/slots?${WEEK}`)).headers['cache-control']).toBe(
      'no-cache',
    );
    expectInvalid(await server.call('GET', '/api/slots?from=tomorrow&to=2026-13-01'), {
      from: 'Must be a date as YYYY-MM-DD',
      to: 'Must be a date as YYYY-MM-DD',
    });
    expectInvalid(
      await server.call('GET', `/api/slots?from=${yangonDate(7)}&to=${yangonDate(1)}`),
      {
        to: 'Must not be before from',
      },
    );
    expectInvalid(
      await server.call('GET', `/api/slots?from=${yangonDate(1)}&to=${yangonDate(90)}`),
      {
        to: 'At most 62 days at a time',
      },
    );
  });

  it('books a free time once, tells both sides, and sends the visitor a calendar file', async () => {
    const [slot] = await freeSlots(server);
    const res = await book(server, slot!);
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      booking: 'booked',
      starts_at: new Date(slot!.starts_at).toISOString(),
      ends_at: new Date(slot!.ends_at).toISOString(),
      language: 'en',
    });
    expect(booked.token).toMatch(/^[\w-]{32}$/);
    expect((await freeSlots(server)).map((s) => s.starts_at)).not.toContain(slot!.starts_at);

    const again = await book(server, slot!, { name: 'Someone Else' });
    expectProblem(again, 409, 'This time was just booked by someone else: choose another');
    const offGrid = await book(server, {
      ...slot!,
      starts_at: slot!.starts_at.replace(':00:00', ':20:00'),
    });
    expectInvalid(offGrid, { starts_at: 'Not a free time: choose one of the times offered' });
    const noOffset = await book(server, { ...slot!, starts_at: slot!.starts_at.slice(0, 19) });
    expectInvalid(noOffset, { starts_at: 'Not a free time: choose one of the times offered' });
    // The fields are checked as ever, with the time.
    expectInvalid(await book(server, slot!, { name: '' }), { name: 'Required' });

    const when = `${DateTime.fromISO(slot!.starts_at, { setZone: true }).toFormat('cccc, d LLLL yyyy')}, 9:00 AM – 10:00 AM`;
    const owner = await mailTo(smtp, OWNER_EMAIL, /^New booking/);
    const visitor = await mailTo(smtp, 'aung@example.com', /^Your appointment:/);
    expect(owner.subject).toBe(`New booking from Aung Aung: ${when}`);
    expect(owner.text).toContain(`Time: ${when}`);
    expect(visitor.subject).toBe(`Your appointment: ${when}`);
    expect(visitor.text).toContain(`${MAIL_SITE}/appointments/${booked.token}`);
    const [calendar] = visitor.attachments;
    expect(calendar!.contentType).toBe('text/calendar');
    expect(calendar!.filename).toBe('appointment.ics');
    // Long lines of a calendar file are folded at 75 octets: unfolded to be read.
    const ics = calendar!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(
      `DTSTART:${DateTime.fromISO(slot!.starts_at).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    );
    expect(ics).toContain(`/appointments/${booked.token}`);
  });

  it('writes to a Burmese visitor in Burmese, with Burmese digits and month names', async () => {
    const slots = await freeSlots(server);
    const slot = slots.find((s) => s.starts_at.includes('T14:00'))!;
    const res = await server.call(
      'POST',
      '/api/appointment',
      appointmentBody({
        starts_at: slot.starts_at,
        language: 'mm',
        contact_information: 'mya@example.com',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().language).toBe('mm');
    const mail = await mailTo(smtp, 'mya@example.com', /^သင်၏ ချိန်းဆိုမှု/);
    expect(mail.subject).toMatch(/^သင်၏ ချိန်းဆိုမှု: .+နေ့၊ .+ [၀-၉]+၊ ညနေ|နေ့လယ် [၀-၉]/);
    expect(mail.subject).not.toMatch(/[0-9]/);
    expect(mail.text).toContain('?lang=mm');
  });

  it('lets the visitor cancel by their link, which frees the time and tells the owner', async () => {
    const slot = (await freeSlots(server)).find((s) => s.starts_at.includes('T11:00'))!;
    const { token } = (await book(server, slot)).json();
    smtp.received.length = 0;
    expectProblem(
      await server.call('POST', '/api/appointments/not-a-real-token-at-all-000/cancel'),
      404,
    );
    const view = await server.call('GET', `/api/appointments/${token}/booking`);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.json()).toEqual({
      name: 'Aung Aung',
      appointment_for: 'One on One Coaching',
      starts_at: new Date(slot.starts_at).toISOString(),
      ends_at: new Date(slot.ends_at).toISOString(),
      booking: 'booked',
      time_zone: 'Asia/Yangon',
      language: 'en',
      changeable: true,
      moves_left: 5,
    });
    const calendar = await server.call('GET', `/api/appointments/${token}/calendar`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers['cache-control']).toBe('private, no-store');
    expect(calendar.body).toContain('METHOD:PUBLISH');
    expectProblem(
      await server.call('GET', '/api/appointments/no-such-token-at-all-0000/calendar'),
      404,
    );
    const cancelled = await server.call('POST', `/api/appointments/${token}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ booking: 'cancelled', changeable: false });
    expect((await freeSlots(server)).map((s) => s.starts_at)).toContain(slot.starts_at);
    expectProblem(await server.call('POST', `/api/appointments/${token}/cancel`), 409);
    const removed = await server.call('GET', `/api/appointments/${token}/calendar`);
    expect(removed.body).toContain('METHOD:CANCEL');
    await mailTo(smtp, OWNER_EMAIL, /^Booking cancelled by Aung Aung: /);
    const visitor = await mailTo(smtp, 'aung@example.com', /^Your appointment is cancelled: /);
    expect(visitor.attachments[0]!.content.toString('utf8')).toContain('METHOD:CANCEL');
    // The freed time can be booked again.
    expect((await book(server, slot)).statusCode).toBe(201);
  });

  it('lets the visitor move to another free time, and not onto a taken one', async () => {
    const slots = await freeSlots(server);
    const [first, second, third] = slots.filter((s) => s.starts_at.startsWith(yangonDate(3)));
    const { token } = (await book(server, first!)).json();
    const taken = (await book(server, third!, { contact_information: 'other@example.com' })).json();
    expect(taken.booking).toBe('booked');
    expectProblem(
      await server.call('POST', `/api/appointments/${token}/move`, { starts_at: third!.starts_at }),
      409,
    );
    expectInvalid(await server.call('POST', `/api/appointments/${token}/move`, {}), {
      starts_at: 'Required',
    });
    const moved = await server.call('POST', `/api/appointments/${token}/move`, {
      starts_at: second!.starts_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      starts_at: new Date(second!.starts_at).toISOString(),
      booking: 'booked',
    });
    const after = (await freeSlots(server)).map((s) => s.starts_at);
    expect(after).toContain(first!.starts_at);
    expect(after).not.toContain(second!.starts_at);
  });

  it('lets the owner confirm or cancel a booked time, see the agenda, and tells the visitor', async () => {
    // One date for the slot and the agenda, even if Yangon's midnight comes in between.
    const day = yangonDate(4);
    const slot = (await freeSlots(server)).find((s) => s.starts_at.startsWith(day))!;
    const booked = (await book(server, slot)).json();
    smtp.received.length = 0;
    expectProblem(
      await server.call('PUT', `/api/appointments/${booked.id}/booking`, { booking: 'confirmed' }),
      401,
    );
    expectInvalid(
      await server.admin('PUT', `/api/appointments/${booked.id}/booking`, { booking: 'maybe' }),
      {
        booking: 'Must be one of: confirmed, cancelled',
      },
    );
    const confirmed = await server.admin('PUT', `/api/appointments/${booked.id}/booking`, {
      booking: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().booking).toBe('confirmed');
    await mailTo(smtp, 'aung@example.com', /^Your appointment is confirmed: /);

    const agenda = await server.admin('GET', `/api/agenda?from=${day}&to=${day}`);
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(agenda.json()).toContainEqual(
      expect.objectContaining({ id: booked.id, booking: 'confirmed', name: 'Aung Aung' }),
    );
    expectProblem(await server.call('GET', `/api/agenda?from=${day}&to=${day}`), 401);

    const cancelled = await server.admin('PUT', `/api/appointments/${booked.id}/booking`, {
      booking: 'cancelled',
    });
    expect(cancelled.json().booking).toBe('cancelled');
    expectProblem(
      await server.admin('PUT', `/api/appointments/${booked.id}/booking`, { booking: 'confirmed' }),
      409,
      'An appointment that is cancelled cannot become confirmed.',
    );
    const plain = (await server.call('POST', '/api/appointment', appointmentBody())).json();
    expectProblem(
      await server.admin('PUT', `/api/appointments/${plain.id}/booking`, { booking: 'confirmed' }),
      409,
      'This request has no booked time',
    );
    expect((await freeSlots(server)).map((s) => s.starts_at)).toContain(slot.starts_at);
    const audit = await rows(server, 'audit_entry');
    expect(audit.filter((entry) => entry.action === 'booking')).toHaveLength(2);
  });

  it('stores a booking the spam trap catches without its time, and mails no one', async () => {
    const slot = (await freeSlots(server)).find((s) => s.starts_at.startsWith(yangonDate(5)))!;
    const res = await book(server, slot, { website: 'http://spam.example' });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await rows(server, 'appointment');
    expect(stored.at(-1)).toMatchObject({ starts_at: null, booking: null });
    expect((await freeSlots(server)).map((s) => s.starts_at)).toContain(slot.starts_at);
  });
});

describe.each(databases)('booking across two instances on %s', (kind) => {
  const pair = useTwoInstances(kind);
  beforeAll(async () => {
    await pair.a.services.bookings.availability.replace(OPEN_WEEK);
  });

  it('gives a slot six visitors race for to exactly one of them', async () => {
    const [slot] = await pair.a.services.bookings.slots({ from: yangonDate(1), to: yangonDate(1) });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        (i % 2 ? pair.a : pair.b).app.inject({
          method: 'POST',
          url: '/api/appointment',
          payload: appointmentBody({ starts_at: slot!.starts_at, name: `Visitor ${i}` }),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([201, 409, 409, 409, 409, 409]);
    const held = await pair.a.services.database.db.selectFrom('slot_hold').selectAll().execute();
    expect(held).toHaveLength(1);
  });

  it('sends each reminder once when both instances look at the same moment', async () => {
    const mailOn = { ...pair.a.services.mail.state };
    const [slot] = await pair.b.services.bookings.slots({ from: yangonDate(2), to: yangonDate(2) });
    const stored = await pair.b.services.submissions.appointment(
      appointmentBody({ starts_at: slot!.starts_at }),
    );
    const now = new Date(new Date(slot!.starts_at).getTime() - 23 * 3_600_000);
    const look = (instance: typeof pair.a) => instance.services.bookings.sendReminders(24, now);
    // Two SQLite connections in one process cannot overlap their writes (each waits for
    // the file's lock synchronously, holding up the other's event loop): there the
    // instances look one after the other, at the same moment; on PostgreSQL, at once.
    const sent =
      kind === 'postgres'
        ? await Promise.all([look(pair.a), look(pair.b)])
        : [await look(pair.a), await look(pair.b)];
    // Without email set up the reminder is marked all the same, once.
    expect(mailOn.customers).toBe(false);
    expect(sent[0]! + sent[1]!).toBe(1);
    const row = await pair.a.services.database.db
      .selectFrom('appointment')
      .select('reminder_sent_at')
      .where('id', '=', (stored as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(row.reminder_sent_at).not.toBeNull();
    expect(await pair.a.services.bookings.sendReminders(24, now)).toBe(0);
  });
});

describe.each(databases)('the reminder email on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);

  it('goes REMINDER_HOURS before, in the visitor’s language, once', async () => {
    await server.admin('PUT', '/api/availability', OPEN_WEEK);
    const [slot] = await freeSlots(server);
    await book(server, slot!, { language: 'mm', contact_information: 'mya@example.com' });
    await smtp.waitForTo('mya@example.com', 1);
    const early = new Date(new Date(slot!.starts_at).getTime() - 30 * 3_600_000);
    expect(await server.services.bookings.sendReminders(24, early)).toBe(0);
    const due = new Date(new Date(slot!.starts_at).getTime() - 20 * 3_600_000);
    expect(await server.services.bookings.sendReminders(24, due)).toBe(1);
    expect(await server.services.bookings.sendReminders(24, due)).toBe(0);
    await mailTo(smtp, 'mya@example.com', /^သတိပေးချက်: သင်၏ ချိန်းဆိုမှု /);
    expect(await count(server, 'mail_outbox')).toBe(2);
  });
});
