import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { type TestServer, databases, startTestServer } from './harness.ts';
import { addBookProduct } from './helpers.ts';
import { paymentBody } from './payloads.ts';
import { type TestSmtp, startSmtp } from './smtp.ts';
import { FAST_MAIL_WORKER, mailSettings } from './mailing-server.ts';

const OWNER = 'owner@example.com';
/** The test server's options: mail to a local SMTP server, the owner told of every order. */
const mailing = (smtpUrl: string) => ({
  mail: mailSettings(smtpUrl, OWNER),
  mailWorker: FAST_MAIL_WORKER,
});

/** The emails of a kind that will be sent (those the cap held back stay apart). */
async function outboxRows(server: TestServer, kind: string) {
  return server.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'body'])
    .where('kind', '=', kind)
    .where('held_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Anyone may place an order, and an order confirms itself to the address it gives: the
 * form must not become a way to mail strangers. Confirmations to one mailbox are capped
 * at three a day, counted in the database (so several instances share the count), and
 * nothing the visitor typed reaches the subject line. Those past the cap are held in the
 * outbox, never sent (mail-bomb.test.ts).
 */
describe.each(databases)('order confirmations to one address on %s', (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  const order = async (email: string, over: Record<string, unknown> = {}, on = server) => {
    const res = await on.call(
      'POST',
      '/api/payments',
      paymentBody(await on.upload(), { email, ...over }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, mailing(smtp.url));
    await addBookProduct(server);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends at most 3 a day to one mailbox, whatever its case or +tag; the owner hears of every order', async () => {
    const addresses = [
      'stranger@example.com',
      'Stranger@Example.COM',
      'stranger+one@example.com',
      'STRANGER+two@example.com',
      'stranger@example.com',
    ];
    for (const email of addresses) await order(email);
    const confirmations = await outboxRows(server, 'order_confirmation');
    expect(confirmations.map((c) => c.recipient)).toEqual(addresses.slice(0, 3));
    expect(await outboxRows(server, 'order')).toHaveLength(5);
    // Another address is another person's.
    await order('neighbour@example.com');
    expect(await outboxRows(server, 'order_confirmation')).toHaveLength(4);
    // Mail really leaves for the three, and no more.
    const mails = await smtp.waitFor(10);
    const toStranger = mails.filter((m) => /stranger/i.test(JSON.stringify(m.to)));
    expect(toStranger).toHaveLength(3);
  });

  it('counts only the last 24 hours', async () => {
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 60_000).toISOString();
    await server.database.db
      .updateTable('mail_outbox')
      .set({ created: dayAgo })
      .where('kind', '=', 'order_confirmation')
      .execute();
    await order('stranger@example.com');
    const confirmations = await outboxRows(server, 'order_confirmation');
    expect(confirmations.filter((c) => /^stranger/i.test(c.recipient))).toHaveLength(4);
  });

  it("keeps the visitor's own text out of the subject", async () => {
    const name = 'Win a prize at spam.example';
    const id = await order('another@example.com', { name });
    const { reference } = (await server.admin('GET', `/api/payments/${id}`)).json();
    const [confirmation] = (await outboxRows(server, 'order_confirmation')).filter(
      (c) => c.recipient === 'another@example.com',
    );
    expect(confirmation!.subject).toBe(`Your order ${reference} has been received`);
    expect(confirmation!.subject).not.toContain('spam.example');
  });

  it('holds the cap for two instances on one database taking orders at once', async () => {
    const settings = mailing(smtp.url);
    const first = await startTestServer(kind, settings);
    // The second instance opens the same database with a connection of its own.
    const connection = connect(first.databaseUrl);
    const second = await startTestServer(kind, { ...settings, database: connection, admin: false });
    try {
      await addBookProduct(first);
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => order('many@example.com', {}, i % 2 ? first : second)),
      );
      expect(await outboxRows(first, 'order_confirmation')).toHaveLength(3);
      expect(await outboxRows(first, 'order')).toHaveLength(8);
    } finally {
      await second.close();
      await connection.close();
      await first.close();
    }
  });
});
