import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from './harness.ts';
import { addBookProduct, row } from './helpers.ts';
import { useMailingServer } from './mailing-server.ts';
import { placeOrder } from './payloads.ts';

/**
 * "Payment received" pressed too soon (issue 37): it is undone, back to "to check", and
 * confirmed again without a second email to the customer. The spec's Resolve is as it was.
 */
describe.each(databases)('undoing "payment received" on %s', (kind) => {
  const { server } = useMailingServer(kind);
  beforeAll(async () => {
    await addBookProduct(server);
  });

  const order = async (email: string) => {
    const res = await placeOrder(server, { email });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; reference: string };
  };
  const move = (id: number, status: string) =>
    server.admin('PUT', `/api/payments/${id}/status`, { status });
  /** The customer's emails as the outbox holds them (queued with each move, in its transaction). */
  const outbox = async (email: string) =>
    (
      await server.database.db
        .selectFrom('mail_outbox')
        .select(['subject'])
        .where('recipient', '=', email)
        .orderBy('id')
        .execute()
    ).map((m) => String(m.subject));

  it('goes back to "to check" and, confirmed again, mails the customer no second time', async () => {
    const email = 'undo@example.com';
    const placed = await order(email);
    const paidSubject = `Payment confirmed for your order ${placed.reference}`;

    expect((await move(placed.id, 'paid')).statusCode).toBe(200);
    expect((await outbox(email)).filter((s) => s === paidSubject)).toHaveLength(1);
    const told = (await row(server, 'payment', placed.id))!.paid_mailed;
    expect(told).not.toBeNull();

    const undone = await move(placed.id, 'received');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'received', resolved: false });
    const afterUndo = await outbox(email);

    const again = await move(placed.id, 'paid');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'paid', resolved: false });
    // Neither the undo nor the second confirmation wrote to the customer.
    expect(await outbox(email)).toEqual(afterUndo);
    expect((await outbox(email)).filter((s) => s === paidSubject)).toHaveLength(1);

    // The rest of the way is as before: sent, and the customer told.
    expect((await move(placed.id, 'fulfilled')).statusCode).toBe(200);
    expect(await outbox(email)).toContain(`Your order ${placed.reference} is on its way`);
  });

  it('undoes only "paid": a fulfilled, rejected or new order cannot be sent back to check', async () => {
    const placed = await order('undo-only-paid@example.com');
    const fresh = await move(placed.id, 'received');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().detail).toBe('An order that is received cannot become received.');
    await move(placed.id, 'paid');
    await move(placed.id, 'fulfilled');
    const finished = await move(placed.id, 'received');
    expect(finished.statusCode).toBe(409);
    expect((await row(server, 'payment', placed.id))!.status).toBe('fulfilled');
  });

  it('keeps the spec’s Resolve for API callers: an order to check is fulfilled at once', async () => {
    const email = 'resolve-direct@example.com';
    const placed = await order(email);
    const resolved = await server.admin('PUT', `/api/payments/${placed.id}/resolve`, {
      resolved: true,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'fulfilled', resolved: true });
    expect(await outbox(email)).toContain(`Your order ${placed.reference} is on its way`);
  });
});
