import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type TestServer,
  databases,
  startTestServer,
  testClock,
  testDatabase,
  useTestServer,
} from './harness.ts';
import { addBookProduct } from './helpers.ts';
import { appointmentBody, orderWith, paymentBody, testimonialBody } from './payloads.ts';
import { DEFAULT_MAIL_WORKER, backoffMs } from '../src/mail/mail-worker.ts';
import { type TestSmtp, downPort, eventually, startSmtp } from './smtp.ts';
import { FAST_MAIL_WORKER, MAIL_SITE, mailSettings, useMailingServer } from './mailing-server.ts';

const OWNER = 'owner@example.com';
const MINUTE = 60_000;
/** Mail to the SMTP server at `smtpUrl`, the owner told of every request. */
const ownerMail = (smtpUrl: string) => mailSettings(smtpUrl, OWNER);

async function outbox(server: TestServer) {
  const res = await server.admin('GET', '/api/mail/outbox?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    mail: { on: boolean };
    counts: { sent: number; waiting: number; failed: number };
    rows: {
      id: number;
      kind: string;
      status: string;
      last_error: string | null;
      subject: string;
    }[];
  };
}

const toAddresses = (mail: { to?: unknown }) => [
  ...new Set(JSON.stringify(mail.to ?? '').match(/[\w.+-]+@[\w.-]+/g) ?? []),
];

describe.each(databases)('email notifications on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind, { notifyEmail: OWNER });
  beforeAll(() => addBookProduct(server));

  it('tells the owner of a new appointment request, with its details and a link', async () => {
    const res = await server.call('POST', '/api/appointment', appointmentBody({ name: 'Ko Min' }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('New appointment request from Ko Min');
    expect(toAddresses(mail!)).toEqual([OWNER]);
    expect(mail!.text).toContain('Business: Golden Rice Co.');
    // The request's own screen, with everything it says and what to do with it.
    expect(mail!.text).toContain(`${MAIL_SITE}/admin/appointments/${res.json().id}`);
  });

  it('keeps a name that carries line breaks on the subject line (no added headers)', async () => {
    const name = 'Mallory\r\nBcc: thief@example.com';
    const res = await server.call('POST', '/api/appointment', appointmentBody({ name }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('New appointment request from Mallory Bcc: thief@example.com');
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.headers.has('bcc')).toBe(false);
  });

  it('tells the owner of a testimonial awaiting approval', async () => {
    const photo = await server.upload();
    const res = await server.call('POST', '/api/testimonials', testimonialBody(photo));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Testimonial from Hla Hla awaiting approval');
    expect(mail!.text).toContain('Take away: Listen first.');
    expect(mail!.text).toContain(`${MAIL_SITE}/admin/testimonials?customer_name=Hla+Hla`);
  });

  it('tells the owner of an order with the receipt attached, and confirms it to the customer in English', async () => {
    const receipt = await server.upload();
    const res = await orderWith(server, receipt, { quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const mails = await smtp.waitFor(2);
    const owner = mails.find((m) => toAddresses(m).includes(OWNER))!;
    const customer = mails.find((m) => toAddresses(m).includes('susu@example.com'))!;
    const { reference, token } = (await server.admin('GET', `/api/payments/${id}`)).json();
    expect(reference).toMatch(/^[A-Z2-9]{6}$/);
    expect(owner.subject).toBe(`New order ${reference}: The Coach Handbook from Su Su`);
    expect(owner.text).toContain('Amount: 30,000 MMK');
    expect(owner.text).toContain(`${MAIL_SITE}/admin/orders/${id}`);
    expect(owner.attachments).toHaveLength(1);
    expect(owner.attachments[0]!.contentType).toBe('image/png');
    expect(customer.subject).toBe(`Your order ${reference} has been received`);
    expect(customer.text).toContain(`Reference: ${reference}`);
    // The link to the customer's own order page, by its secret token (never the id).
    expect(customer.text).toContain(`${MAIL_SITE}/orders/${token}`);
  });

  it("confirms an order in Burmese to a visitor who ordered in Burmese (the form's language, or the lang cookie)", async () => {
    const receipt = await server.upload();
    const sent = await orderWith(server, receipt, { language: 'mm' });
    expect(sent.statusCode, sent.body).toBe(201);
    const byCookie = await server.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: 'lang=mm' },
      payload: paymentBody(await server.upload(), { email: 'cookie@example.com' }),
    });
    expect(byCookie.statusCode, byCookie.body).toBe(201);
    const mails = await smtp.waitFor(4);
    const confirmations = mails.filter((m) => !toAddresses(m).includes(OWNER));
    expect(confirmations.map((m) => m.subject).sort()).toEqual(
      [
        `သင်၏ မှာယူမှု ${sent.json().reference} ကို လက်ခံရရှိပါပြီ`,
        `သင်၏ မှာယူမှု ${byCookie.json().reference} ကို လက်ခံရရှိပါပြီ`,
      ].sort(),
    );
    // The product by its Burmese name, the amount grouped in Burmese digits and in kyat.
    const confirmation = confirmations.find((m) => m.text?.includes(sent.json().reference))!;
    expect(confirmation.text).toContain('ကုန်ပစ္စည်း: နည်းပြ လက်စွဲ');
    expect(confirmation.text).toContain('ကျသင့်ငွေ: ၁၅,၀၀၀ ကျပ်');
    // Its link opens the order page in Burmese.
    expect(confirmation.text).toContain(`/orders/${sent.json().token}?lang=mm`);
    // The order keeps the language, for the emails of each later step.
    const order = await server.admin('GET', `/api/payments/${sent.json().id}`);
    expect(order.json().language).toBe('mm');
  });

  it('shows the admin the outbox, and sends a test message on request', async () => {
    const test = await server.admin('POST', '/api/mail/test', {});
    expect(test.statusCode, test.body).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Test message from the coach site');
    expect(toAddresses(mail!)).toEqual([OWNER]);
    const mm = await server.admin('POST', '/api/mail/test', {
      to: 'other@example.com',
      language: 'mm',
    });
    expect(mm.statusCode, mm.body).toBe(202);
    await smtp.waitFor(2);
    expect(smtp.received[1]!.subject).toBe('ဝက်ဘ်ဆိုက်မှ စမ်းသပ်စာ');
    // The server has a message before the worker marks it sent: wait for the marks.
    await eventually(async () => (await outbox(server)).rows.every((r) => r.status === 'sent'));
    const box = await outbox(server);
    expect(box.mail.on).toBe(true);
    expect(box.rows.every((r) => r.status === 'sent')).toBe(true);
    expect(box.counts).toEqual({ sent: box.rows.length, waiting: 0, failed: 0, held: 0 });
    expect((await server.call('GET', '/api/mail/outbox')).statusCode).toBe(401);
    expect((await server.call('POST', '/api/mail/test', {})).statusCode).toBe(401);
  });
});

describe.each(databases)('a mail server that is away on %s', (kind) => {
  it('delays mail and never fails the visitor: sent once it is back, nothing lost', async () => {
    const port = await downPort();
    const server = await startTestServer(kind, {
      mail: ownerMail(`smtp://127.0.0.1:${port}`),
      mailWorker: FAST_MAIL_WORKER,
    });
    let smtp: TestSmtp | undefined;
    try {
      for (const name of ['Ma Aye', 'Ko Zaw', 'U Ba']) {
        const res = await server.call('POST', '/api/appointment', appointmentBody({ name }));
        expect(res.statusCode, res.body).toBe(201);
      }
      await eventually(async () => (await outbox(server)).counts.failed === 3);
      const failed = await outbox(server);
      expect(failed.rows[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

      smtp = await startSmtp(port);
      const mails = await smtp.waitFor(3);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'New appointment request from Ko Zaw',
        'New appointment request from Ma Aye',
        'New appointment request from U Ba',
      ]);
      await eventually(async () => (await outbox(server)).counts.sent === 3);
    } finally {
      await server.close();
      await smtp?.close();
    }
  });

  it('keeps a refused message with the reason, and the admin can send it again', async () => {
    const smtp = await startSmtp();
    smtp.refuse = { code: 451, message: 'Try again later' };
    // The next automatic try is a minute away: only Send again can bring it sooner.
    const server = await startTestServer(kind, {
      mail: ownerMail(smtp.url),
      mailWorker: { ...FAST_MAIL_WORKER, retryBaseMs: 60_000, retryMaxMs: 60_000 },
    });
    try {
      const res = await server.call('POST', '/api/appointment', appointmentBody());
      expect(res.statusCode).toBe(201);
      await eventually(async () => (await outbox(server)).counts.failed === 1);
      const [failed] = (await outbox(server)).rows;
      expect(failed!.last_error).toContain('Try again later');
      smtp.refuse = null;
      // The admin need not wait for the next try: Send again makes it due now.
      const again = await server.admin('POST', `/api/mail/outbox/${failed!.id}/retry`);
      expect(again.statusCode, again.body).toBe(200);
      await smtp.waitFor(1);
      await eventually(async () => (await outbox(server)).counts.sent === 1);
      // A sent message, or one that does not exist, cannot be sent again.
      for (const id of [failed!.id, 999, 'x']) {
        const res = await server.admin('POST', `/api/mail/outbox/${id}/retry`);
        expect(res.statusCode).toBe(404);
      }
      expect((await server.call('POST', `/api/mail/outbox/${failed!.id}/retry`)).statusCode).toBe(
        401,
      );
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('resumes after a restart: mail queued before it stopped is sent by the next start', async () => {
    const port = await downPort();
    const { database } = await testDatabase(kind);
    let smtp: TestSmtp | undefined;
    try {
      const first = await startTestServer(kind, {
        database,
        mail: ownerMail(`smtp://127.0.0.1:${port}`),
        mailWorker: FAST_MAIL_WORKER,
      });
      const res = await first.call(
        'POST',
        '/api/appointment',
        appointmentBody({ name: 'Daw Khin' }),
      );
      expect(res.statusCode).toBe(201);
      await first.close();

      smtp = await startSmtp(port);
      const second = await startTestServer(kind, {
        database,
        mail: ownerMail(smtp.url),
        mailWorker: FAST_MAIL_WORKER,
      });
      try {
        const [mail] = await smtp.waitFor(1);
        expect(mail!.subject).toBe('New appointment request from Daw Khin');
      } finally {
        await second.close();
      }
    } finally {
      await smtp?.close();
    }
  });
});

describe.each(databases)('an instance killed while sending, on %s', (kind) => {
  it('leaves a claim that runs out: another instance sends the message then', async () => {
    const smtp = await startSmtp();
    const { database } = await testDatabase(kind);
    try {
      const first = await startTestServer(kind, { database });
      const { queue, claimDue } = first.services.mail.outbox;
      await queue(database.db, {
        kind: 'test',
        recipient: OWNER,
        subject: 'Claimed by an instance that died',
        body: '…',
      });
      // The dead instance took it for a minute and never said how it went.
      const clock = testClock();
      expect(await claimDue('dead-instance', MINUTE, 10, clock.now())).toHaveLength(1);
      await first.close();
      // The other instance's clock is the test's: moved past the claim, not waited for.
      const second = await startTestServer(kind, {
        database,
        mail: ownerMail(smtp.url),
        mailWorker: FAST_MAIL_WORKER,
        clock: clock.now,
      });
      try {
        // A moment before the claim runs out, nothing is due to anyone.
        clock.advance(MINUTE - 1);
        expect(await second.services.mail.outbox.claimDue('probe', 1, 10, clock.now())).toEqual([]);
        expect(smtp.received).toHaveLength(0);
        clock.advance(1);
        const [mail] = await smtp.waitFor(1);
        expect(mail!.subject).toBe('Claimed by an instance that died');
      } finally {
        await second.close();
      }
    } finally {
      await smtp.close();
    }
  });
});

describe.each(databases)('the outbox on %s', (kind) => {
  const server = useTestServer(kind);

  it('forgets sent mail after 90 days, never mail that has not gone', async () => {
    const { db } = server.database;
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const rows = [
      { subject: 'old, sent', sent_at: at(91) },
      { subject: 'recent, sent', sent_at: at(89) },
      { subject: 'old, never sent', sent_at: null },
    ];
    for (const row of rows) {
      await db
        .insertInto('mail_outbox')
        .values({
          kind: 'test',
          recipient: OWNER,
          subject: row.subject,
          body: '…',
          attempts: 1,
          next_attempt_at: Date.now(),
          claimed_until: 0,
          sent_at: row.sent_at,
          created: at(100),
        })
        .execute();
    }
    expect(await server.services.mail.outbox.pruneSent()).toBe(1);
    const left = await db.selectFrom('mail_outbox').select('subject').orderBy('id').execute();
    expect(left.map((r) => r.subject)).toEqual(['recent, sent', 'old, never sent']);
  });
});

describe('the wait between tries', () => {
  it('doubles from the first wait and stops growing at the cap', () => {
    const pace = { ...DEFAULT_MAIL_WORKER, retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 8, 20].map((attempts) => backoffMs(attempts, pace))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe.each(databases)('two instances on one %s database', (kind) => {
  it('send each message once', async () => {
    const smtp = await startSmtp();
    const { database, connectAgain } = await testDatabase(kind);
    const other = connectAgain();
    const servers: TestServer[] = [];
    const names = Array.from({ length: 12 }, (_, i) => `Visitor ${i + 1}`);
    try {
      // Mail queued before either starts: both workers race for it from their first look.
      const queuing = await startTestServer(kind, { database });
      const { queue } = queuing.services.mail.outbox;
      for (const name of names.slice(0, 6)) {
        await queue(database.db, {
          kind: 'appointment',
          recipient: OWNER,
          subject: `New appointment request from ${name}`,
          body: name,
        });
      }
      await queuing.close();
      for (const db of [database, other]) {
        servers.push(
          await startTestServer(kind, {
            database: db,
            mail: ownerMail(smtp.url),
            mailWorker: FAST_MAIL_WORKER,
          }),
        );
      }
      await Promise.all(servers.map((s) => s.app.ready()));
      await smtp.waitFor(6);
      // Then visitors on both at once. Two connections to one SQLite file in one process
      // would block each other's thread (instances.test.ts); real SQLite instances are
      // separate processes, where the file lock simply waits. Here SQLite takes them in turn.
      const [a, b] = servers as [TestServer, TestServer];
      const post = (name: string, i: number) =>
        (i % 2 ? a : b).call('POST', '/api/appointment', appointmentBody({ name }));
      const rest = names.slice(6);
      const answers =
        kind === 'postgres'
          ? await Promise.all(rest.map(post))
          : await rest.reduce(
              async (done, name, i) => [...(await done), await post(name, i)],
              Promise.resolve([] as Awaited<ReturnType<typeof post>>[]),
            );
      expect(answers.map((r) => r.statusCode)).toEqual(rest.map(() => 201));
      await smtp.waitFor(12);
      // Both keep looking a while longer: nothing may arrive twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(
        names.map((name) => `New appointment request from ${name}`).sort(),
      );
    } finally {
      for (const s of servers) await s.close();
      await smtp.close();
      await other.close();
    }
  });
});

describe.each(databases)('mail off on %s', (kind) => {
  const server = useTestServer(kind);

  it('queues nothing, and says so when asked for a test message', async () => {
    const res = await server.call('POST', '/api/appointment', appointmentBody());
    expect(res.statusCode).toBe(201);
    const box = await outbox(server);
    expect(box.mail.on).toBe(false);
    expect(box.rows).toHaveLength(0);
    const test = await server.admin('POST', '/api/mail/test', { to: ADMIN.email });
    expect(test.statusCode).toBe(409);
    expect(test.json().detail).toBe('Email is off: set SMTP_URL to send email.');
  });
});
