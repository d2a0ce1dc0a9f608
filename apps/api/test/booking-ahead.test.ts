import { OFFER_DAYS, type Slot, apiMessage } from '@coach/contract';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ANONYMOUS_MAILS_PER_DAY } from '../src/mail/outbox.ts';
import { type TestServer, databases } from './harness.ts';
import { count, expectInvalid } from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { OPEN_WEEK, yangonDate } from './open-hours.ts';
import { appointmentBody } from './payloads.ts';

vi.setConfig({ testTimeout: 60_000 });

/** Where each kind happens, as the owner sets it beside the kinds' lengths. */
const PLACES = {
  'One on One Coaching': {
    location: 'Coaching room, 45 Pyay Road, Yangon',
    location_mm: 'နည်းပြခန်း၊ ပြည်လမ်း၊ ရန်ကုန်',
  },
  Collaboration: { meeting_url: 'https://meet.example.com/coach-room' },
};

/** Long lines of a calendar file are folded at 75 octets, and commas escaped: read as written. */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').replace(/\\,/g, ',');

/** The calendar file of a time a visitor books with `body`, read from their page. */
async function calendarOfBooking(server: TestServer, body: Record<string, unknown>) {
  const res = await server.call('POST', '/api/appointment', body);
  expect(res.statusCode, res.body).toBe(201);
  return calendarFile(server, res.json().token);
}

/** The calendar file of a booked time, read from the visitor's page by its token. */
async function calendarFile(server: TestServer, token: string) {
  return unfolded((await server.call('GET', `/api/appointments/${token}/calendar`)).body);
}

async function slotsOn(server: TestServer, days: number): Promise<Slot[]> {
  const date = yangonDate(days);
  const res = await server.call('GET', `/api/slots?from=${date}&to=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const viberBooking = (slot: Slot, over: Record<string, unknown> = {}) =>
  appointmentBody({
    starts_at: slot.starts_at,
    mode_of_contact: 'Viber',
    contact_information: '+95 9 123 456 789',
    email: 'viber.visitor@example.com',
    ...over,
  });

async function outboxTo(server: TestServer, to: string) {
  const rows = await server.database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'recipient', 'subject', 'held_at', 'calendar'])
    .orderBy('id')
    .execute();
  return rows.filter((row) => row.recipient === to);
}

describe.each(databases)('booking ahead and confirmations for everyone on %s', (kind) => {
  /** The moment the server's clock is held at, while a test needs one; else the system's. */
  let heldAt: number | undefined;
  const { server, smtp } = useMailingServer(kind, { clock: () => heldAt ?? Date.now() });
  beforeAll(async () => {
    const saved = await server.admin('PUT', '/api/availability', {
      ...OPEN_WEEK,
      by_purpose: PLACES,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = new Date().toISOString();
    await server.database.db
      .insertInto('site_constant')
      .values([
        { name: 'coachName', value: 'Mung', created },
        { name: 'mainEmail', value: 'hello@coach.example', created },
      ])
      .execute();
  });

  it('pages through every free day up to the owner’s horizon, and never past it', async () => {
    // Every page at one moment, the server's clock held: a midnight in Yangon while paging
    // would shift the days.
    const now = (heldAt = Date.now());
    onTestFinished(() => {
      heldAt = undefined;
    });
    const today = yangonDate(0, { at: now });
    const last = yangonDate(OPEN_WEEK.days_ahead - 1, { at: now });
    const all: Slot[] = (
      await server.call('GET', `/api/slots?from=${today}&to=${yangonDate(40, { at: now })}`)
    ).json();
    const freeDates = [...new Set(all.map((slot) => slot.starts_at.slice(0, 10)))];
    expect(freeDates.at(-1)).toBe(last);

    const first = (await server.services.bookings.offer())!;
    expect(first.earlier).toBeNull();
    expect(first.days).toHaveLength(OFFER_DAYS);
    const listed: string[] = [];
    const starts: string[] = [];
    let page = first;
    for (let turn = 0; turn < 10; turn++) {
      starts.push(page.days[0]!.date);
      listed.push(...page.days.map((day) => day.date));
      if (!page.later) break;
      const next = (await server.services.bookings.offer(page.later))!;
      // Back from the next page is where this one began.
      expect(next.earlier).toBe(page.days[0]!.date);
      page = next;
    }
    expect(listed).toEqual(freeDates);
    expect(page.later).toBeNull();
    expect(starts.length).toBeGreaterThan(4);

    // A date past the horizon, before today, or no date at all lists from today.
    for (const from of [
      yangonDate(OPEN_WEEK.days_ahead, { at: now }),
      yangonDate(-3, { at: now }),
      '2026-02-30',
      'soon',
    ]) {
      const offer = (await server.services.bookings.offer(from))!;
      expect(offer.days.map((day) => day.date)).toEqual(first.days.map((day) => day.date));
    }
    // A kind with only a place of its own takes the week's days.
    expect(first.by_purpose).toEqual({});
  });

  it('books the last day of the horizon, and refuses the day after it', async () => {
    const last = await slotsOn(server, OPEN_WEEK.days_ahead - 1);
    const res = await server.call(
      'POST',
      '/api/appointment',
      appointmentBody({
        starts_at: last.at(-1)!.starts_at,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await slotsOn(server, OPEN_WEEK.days_ahead)).toEqual([]);
    const beyond = last
      .at(-1)!
      .starts_at.replace(yangonDate(OPEN_WEEK.days_ahead - 1), yangonDate(OPEN_WEEK.days_ahead));
    expectInvalid(
      await server.call('POST', '/api/appointment', appointmentBody({ starts_at: beyond })),
      { starts_at: apiMessage('slotNotOffered') },
    );
  });

  it('writes to the email a Viber visitor gives, with the calendar file naming the coach and place', async () => {
    const [slot] = await slotsOn(server, 2);
    const res = await server.call('POST', '/api/appointment', viberBooking(slot!));
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      mode_of_contact: 'Viber',
      contact_information: '+95 9 123 456 789',
      email: 'viber.visitor@example.com',
      booking: 'booked',
    });
    const mail = await smtp.waitForTo('viber.visitor@example.com', 1);
    expect(mail[0]!.subject).toMatch(/^Your appointment: /);
    expect(mail[0]!.text).toContain(`/appointments/${booked.token}`);
    expect(mail[0]!.text).toContain('With: Mung');
    expect(mail[0]!.text).toContain('Where: Coaching room, 45 Pyay Road, Yangon');
    const ics = unfolded(mail[0]!.attachments[0]!.content.toString('utf8'));
    expect(ics).toContain('SUMMARY:One on One Coaching with Mung');
    expect(ics).toContain('LOCATION:Coaching room, 45 Pyay Road, Yangon');
    expect(ics).toMatch(/ORGANIZER;CN="?Mung"?:mailto:hello@coach.example/);

    // The same file from the visitor's page.
    const file = await calendarFile(server, booked.token);
    expect(file).toContain('SUMMARY:One on One Coaching with Mung');
    expect(file).toContain('LOCATION:Coaching room, 45 Pyay Road, Yangon');
  });

  it('writes the calendar file in Burmese, and carries a kind’s meeting link', async () => {
    const [burmese, online] = await slotsOn(server, 3);
    const mmFile = await calendarOfBooking(
      server,
      viberBooking(burmese!, { language: 'mm', email: 'mya@example.com' }),
    );
    expect(mmFile).toContain('SUMMARY:Mung နှင့် တစ်ဦးချင်း နည်းပြခြင်း');
    expect(mmFile).toContain('LOCATION:နည်းပြခန်း၊ ပြည်လမ်း၊ ရန်ကုန်');

    const file = await calendarOfBooking(
      server,
      viberBooking(online!, { appointment_for: 'Collaboration', email: 'online@example.com' }),
    );
    expect(file).toContain('LOCATION:https://meet.example.com/coach-room');
    expect(file).toContain('Meeting link: https://meet.example.com/coach-room');
    const [mail] = await smtp.waitForTo('online@example.com', 1);
    expect(mail!.text).toContain('Meeting link: https://meet.example.com/coach-room');
  });

  it('refuses an email that is not one, naming the field, and stores nothing', async () => {
    const [slot] = await slotsOn(server, 4);
    const before = await count(server, 'appointment');
    const res = await server.call(
      'POST',
      '/api/appointment',
      viberBooking(slot!, { email: 'not-an-address' }),
    );
    expectInvalid(res, { email: apiMessage('validEmail') });
    expect(await count(server, 'appointment')).toBe(before);
    expect((await slotsOn(server, 4)).map((s) => s.starts_at)).toContain(slot!.starts_at);
    // Without a time too: the spec's request checks it the same.
    expectInvalid(await server.call('POST', '/api/appointment', appointmentBody({ email: 'x@' })), {
      email: apiMessage('validEmail'),
    });
  });

  it('keeps the spec’s payload working without an email, and a blank one is none', async () => {
    const [a, b] = await slotsOn(server, 5);
    const plain = await server.call('POST', '/api/appointment', appointmentBody());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().email).toBeNull();
    const phone = await server.call(
      'POST',
      '/api/appointment',
      viberBooking(a!, { mode_of_contact: 'Phone', email: '  ' }),
    );
    expect(phone.statusCode, phone.body).toBe(201);
    expect(phone.json().email).toBeNull();
    // With Email as the way of contact and no other address, the contact is written to.
    const byEmail = await server.call(
      'POST',
      '/api/appointment',
      appointmentBody({ starts_at: b!.starts_at, contact_information: 'by.contact@example.com' }),
    );
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    await smtp.waitForTo('by.contact@example.com', 1);
    expect(await outboxTo(server, '+95 9 123 456 789')).toEqual([]);
  });

  it('sends a Viber visitor’s moves, cancel and reminder to their email', async () => {
    const [first, second] = await slotsOn(server, 6);
    const { token } = (
      await server.call(
        'POST',
        '/api/appointment',
        viberBooking(first!, { email: 'mover@example.com' }),
      )
    ).json();
    const moved = await server.call('POST', `/api/appointments/${token}/move`, {
      starts_at: second!.starts_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const due = new Date(new Date(second!.starts_at).getTime() - 3_600_000);
    expect(await server.services.bookings.sendReminders(24, due)).toBeGreaterThanOrEqual(1);
    expect((await server.call('POST', `/api/appointments/${token}/cancel`)).statusCode).toBe(200);
    const kinds = (await outboxTo(server, 'mover@example.com')).map((row) => row.kind);
    expect(kinds).toEqual([
      'appointment_confirmation',
      'appointment_visitor_change',
      'appointment_reminder',
      'appointment_visitor_change',
    ]);
  });

  it(`counts the confirmations toward the ${ANONYMOUS_MAILS_PER_DAY} a day an address gets`, async () => {
    const slots = await slotsOn(server, 7);
    for (const slot of slots.slice(0, ANONYMOUS_MAILS_PER_DAY + 1)) {
      const res = await server.call(
        'POST',
        '/api/appointment',
        viberBooking(slot, { email: 'Capped+tag@Example.com' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await outboxTo(server, 'Capped+tag@Example.com');
    expect(rows).toHaveLength(ANONYMOUS_MAILS_PER_DAY + 1);
    expect(rows.filter((row) => row.held_at !== null)).toHaveLength(1);
    expect(rows.at(-1)!.held_at).not.toBeNull();
  });

  it('checks the place settings: text in either language, an https meeting link', async () => {
    const refused = await server.admin('PUT', '/api/availability', {
      ...OPEN_WEEK,
      by_purpose: {
        Training: { meeting_url: 'javascript:alert(1)', location: 'x'.repeat(201) },
        Collaboration: { meeting_url: 'http://meet.example.com/plain' },
      },
    });
    expectInvalid(refused, {
      'by_purpose.Training.meeting_url': apiMessage('meetingLink'),
      'by_purpose.Training.location': apiMessage('tooLong', { max: 200 }),
      'by_purpose.Collaboration.meeting_url': apiMessage('meetingLink'),
    });
    const stored = (await server.admin('GET', '/api/availability')).json();
    expect(stored.by_purpose).toEqual(PLACES);
    // Blank inputs are no setting.
    const blank = await server.admin('PUT', '/api/availability', {
      ...OPEN_WEEK,
      by_purpose: { ...PLACES, Training: { location: ' ', location_mm: '', meeting_url: '' } },
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().by_purpose.Training).toEqual({});
    await server.admin('PUT', '/api/availability', { ...OPEN_WEEK, by_purpose: PLACES });
  });
});
