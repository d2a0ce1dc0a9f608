import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { spamTrap } from '../src/content/spam-trap.ts';
import { databases, testDatabase } from './harness.ts';
import { addBookProduct, count, row } from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { appointmentBody, paymentBody, testimonialBody } from './payloads.ts';

const OWNER = 'owner@example.com';
const SECRET = 'a-test-secret-of-thirty-two-characters!';
const SECOND = 1000;

/** The trap on its own, with a key of its own (no database is read). */
describe('the spam trap', () => {
  const trap = spamTrap({} as never, { secret: SECRET, minFillSeconds: 3 });
  const judged = async (fields: Record<string, unknown>, now = Date.now()) =>
    (await trap.judge({ name: 'Aung', ...fields }, now)).spam;

  it('takes its two fields out of what is stored', async () => {
    const stamp = await trap.stamp(Date.now() - 10 * SECOND);
    expect(await trap.judge({ name: 'Aung', website: '', form_started: stamp })).toEqual({
      spam: false,
      body: { name: 'Aung' },
    });
    // A body that is no object is the schema's to refuse.
    expect(await trap.judge(['x'])).toEqual({ spam: false, body: ['x'] });
  });

  it.each([
    ['nothing of the trap', {}, false],
    ['an empty website', { website: '' }, false],
    ['a website', { website: 'https://spam.example' }, true],
    ['a website of spaces', { website: '  ' }, true],
    ['a website that is no text', { website: 1 }, true],
    ['an empty stamp', { form_started: '' }, false],
    ['a stamp that is no text', { form_started: 12 }, true],
    ['garbled text', { form_started: 'hello' }, true],
  ])('judges %s: spam %s', async (_name, fields, spam) => {
    expect(await judged(fields)).toBe(spam);
  });

  it('times a stamp: younger than the least fill time is spam, older or very old is not', async () => {
    const now = Date.now();
    expect(await judged({ form_started: await trap.stamp(now - 1 * SECOND) }, now)).toBe(true);
    expect(await judged({ form_started: await trap.stamp(now - 3 * SECOND) }, now)).toBe(false);
    expect(await judged({ form_started: await trap.stamp(now - 9 * 3600 * SECOND) }, now)).toBe(
      false,
    );
    // From the future: no person's.
    expect(await judged({ form_started: await trap.stamp(now + 60 * SECOND) }, now)).toBe(true);
  });

  it('refuses a stamp it did not sign: another key, or a time changed after signing', async () => {
    const now = Date.now();
    const other = spamTrap({} as never, { secret: `${SECRET}-other` });
    expect(await judged({ form_started: await other.stamp(now - 60 * SECOND) }, now)).toBe(true);
    const [, signature] = (await trap.stamp(now - 60 * SECOND)).split('.');
    expect(await judged({ form_started: `${now - 120 * SECOND}.${signature}` }, now)).toBe(true);
  });

  it('checks no time with a least fill time of 0, but still refuses a forged stamp', async () => {
    const quick = spamTrap({} as never, { secret: SECRET, minFillSeconds: 0 });
    const now = Date.now();
    expect((await quick.judge({ form_started: await quick.stamp(now) }, now)).spam).toBe(false);
    expect((await quick.judge({ form_started: `${now}.${'A'.repeat(43)}` }, now)).spam).toBe(true);
  });
});

describe.each(databases)('the spam trap on %s', (kind) => {
  it('makes one key in the database, which every instance then signs and checks with', async () => {
    const { database, connectAgain } = await testDatabase(kind);
    const other = connectAgain();
    try {
      await migrate(database);
      const [a, b] = [spamTrap(database), spamTrap(other)];
      // Both ask at once, as two instances starting together would.
      const [fromA, fromB] = await Promise.all([a.stamp(Date.now() - 60_000), b.stamp()]);
      expect((await b.judge({ form_started: fromA })).spam).toBe(false);
      expect((await a.judge({ form_started: fromB }, Date.now() + 60_000)).spam).toBe(false);
      const keys = await database.db
        .selectFrom('site_meta')
        .select('value')
        .where('key', '=', 'form_stamp_secret')
        .execute();
      expect(keys).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

/** The visitors' three writes through the API: spam is stored, marked, answered as usual, never mailed. */
describe.each(databases)('spam submissions on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind, { notifyEmail: OWNER });
  beforeAll(() => addBookProduct(server));
  // Each order from its own address: a customer gets at most 3 confirmations a day.
  let buyers = 0;

  const outboxCount = () => count(server, 'mail_outbox');
  const oldStamp = () => server.services.submissions.formStamp(Date.now() - 60 * SECOND);

  const cases = [
    {
      kind: 'appointment',
      table: 'appointment',
      path: '/api/appointment',
      body: async () => appointmentBody(),
      /** The owner's notice. */
      mails: 1,
    },
    {
      kind: 'order',
      table: 'payment',
      path: '/api/payments',
      body: async () =>
        paymentBody(await server.upload(), { email: `buyer${++buyers}@example.com` }),
      /** The owner's notice and the customer's confirmation. */
      mails: 2,
    },
    {
      kind: 'testimonial',
      table: 'testimonial',
      path: '/api/testimonials',
      body: async () => testimonialBody(await server.upload()),
      mails: 1,
    },
  ];

  /** Posts as a visitor; answers the stored row and the emails its transaction queued. */
  async function submit(path: string, table: string, body: Record<string, unknown>) {
    const before = await outboxCount();
    const res = await server.call('POST', path, body);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await row(server, table, res.json().id);
    return { answer: res.json(), stored: stored!, queued: (await outboxCount()) - before };
  }

  it.each(cases)(
    '$kind: a filled website is stored as spam, answered as usual, mailed to no one',
    async (c) => {
      const person = await submit(c.path, c.table, await c.body());
      expect(Boolean(person.stored.spam)).toBe(false);
      expect(person.queued).toBe(c.mails);
      await smtp.waitFor(c.mails);
      smtp.received.length = 0;

      const robot = await submit(c.path, c.table, {
        ...(await c.body()),
        website: 'https://cheap-pills.example',
      });
      expect(Boolean(robot.stored.spam)).toBe(true);
      expect(robot.queued).toBe(0);
      // The answer a robot gets is a person's: the same keys, and nothing says spam.
      expect(Object.keys(robot.answer).sort()).toEqual(Object.keys(person.answer).sort());
      expect(robot.answer.spam).toBe(false);
      // Neither trap field is stored anywhere.
      expect(robot.stored).not.toHaveProperty('website');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(0);
    },
  );

  it.each(cases)(
    '$kind: a stamp too young, forged or garbled is spam; none, or an old one, is not',
    async (c) => {
      const fresh = await server.call('GET', '/api/form-stamp');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['cache-control']).toBe('no-store');
      const young = fresh.json().form_started as string;
      expect(young).toMatch(/^\d+\.[\w-]{43}$/);
      const [time, signature] = (await oldStamp()).split('.');
      const forged = `${Number(time) - 1}.${signature}`;
      for (const [form_started, spam] of [
        [young, true],
        [forged, true],
        ['not-a-stamp', true],
        [undefined, false],
        [await oldStamp(), false],
      ] as const) {
        const sent = await submit(c.path, c.table, { ...(await c.body()), form_started });
        expect(Boolean(sent.stored.spam), String(form_started)).toBe(spam);
        expect(sent.queued).toBe(spam ? 0 : c.mails);
      }
      await smtp.waitFor(2 * c.mails);
    },
  );

  it('judges a page form alike, and a form sent again with a new stamp is the same submission', async () => {
    const { fromPage } = server.services.submissions;
    const body = appointmentBody({ name: 'Page Robot', website: 'x' });
    const before = await count(server, 'appointment');
    expect(await fromPage('appointment', body, null, 'en')).toEqual({ ok: true, repeat: false });
    const stored = await server.database.db
      .selectFrom('appointment')
      .selectAll()
      .where('name', '=', 'Page Robot')
      .execute();
    expect(stored.map((r) => Boolean(r.spam))).toEqual([true]);
    // A reload of the answer, or the same request sent again from the page loaded anew.
    expect(
      await fromPage('appointment', { ...body, form_started: await oldStamp() }, null, 'en'),
    ).toEqual({ ok: true, repeat: true });
    expect(await count(server, 'appointment')).toBe(before + 1);
  });
});
