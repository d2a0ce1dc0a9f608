import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from './harness.ts';
import { addBookProduct, expectPrivate, row } from './helpers.ts';
import { MAIL_SITE, useMailingServer } from './mailing-server.ts';
import { paymentBody, placeOrder } from './payloads.ts';

/**
 * Orders paid by transfer, after they are placed: the owner's moves along the statuses
 * (packages/contract/src/orders.ts), each emailed to the customer in the language they
 * ordered in; the customer's private page and new receipt; stock taken and given back.
 */
describe.each(databases)('orders paid by transfer on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);
  beforeAll(async () => {
    await addBookProduct(server);
  });

  const order = async (over: Record<string, unknown> = {}) => {
    const res = await placeOrder(server, over);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; reference: string; token: string; status: string };
  };
  const move = (id: number, status: string, reason?: string) =>
    server.admin('PUT', `/api/payments/${id}/status`, { status, ...(reason && { reason }) });
  it('moves along the graph, sets resolved when finished, and refuses other moves with 409', async () => {
    const { id, status } = await order();
    expect(status).toBe('received');
    for (const [to, code] of [
      ['fulfilled', 409],
      ['paid', 200],
      ['rejected', 409],
      ['paid', 409],
      ['fulfilled', 200],
      ['cancelled', 409],
    ] as const) {
      const res = await move(id, to, to === 'rejected' ? 'Wrong amount' : undefined);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(code);
    }
    const stored = (await server.admin('GET', `/api/payments/${id}`)).json();
    expect(stored).toMatchObject({ status: 'fulfilled', resolved: true });
    const refused = await move(id, 'paid');
    expect(refused.json().detail).toBe('An order that is fulfilled cannot become paid.');
  });

  it('refuses a rejection without a reason, an unknown status and an unknown order', async () => {
    const { id } = await order();
    const noReason = await move(id, 'rejected', '   ');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors[0].field).toBe('reason');
    expect((await move(id, 'shipped')).statusCode).toBe(422);
    expect((await move(999_999, 'paid')).statusCode).toBe(404);
    expect(
      (await server.call('PUT', `/api/payments/${id}/status`, { status: 'paid' })).statusCode,
    ).toBe(401);
    expect((await row(server, 'payment', id))!.status).toBe('received');
  });

  it('tells a Burmese customer of each step in Burmese; a new receipt from the page makes it received again', async () => {
    const email = 'mya@example.com';
    const placed = await order({ email, language: 'mm' });
    await smtp.waitForTo(email, 1);

    const rejected = await move(placed.id, 'rejected', 'ငွေပမာဏ မမှန်ပါ');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const rejection = (await smtp.waitForTo(email, 2))[1];
    expect(rejection!.subject).toBe(`သင်၏ မှာယူမှု ${placed.reference} ၏ ငွေပေးချေမှုကို အတည်မပြုနိုင်ပါ`);
    expect(rejection!.text).toContain('အကြောင်းရင်း: ငွေပမာဏ မမှန်ပါ');
    expect(rejection!.text).toContain(`${MAIL_SITE}/orders/${placed.token}?lang=mm`);
    expect(rejection!.text).toContain('၄၈ နာရီ');

    // The customer's page shows the reason; the address carries the token, never the id.
    const page = await server.call('GET', `/api/orders/${placed.token}`);
    expectPrivate(page, 200);
    expect(page.json()).toMatchObject({
      reference: placed.reference,
      status: 'rejected',
      reason: 'ငွေပမာဏ မမှန်ပါ',
      language: 'mm',
      product_name_mm: 'နည်းပြ လက်စွဲ',
    });
    expect(page.json()).not.toHaveProperty('id');
    expect(page.json()).not.toHaveProperty('address');
    expect(page.json()).not.toHaveProperty('note');
    expect((await server.call('GET', `/api/orders/${placed.id}`)).statusCode).toBe(404);

    const receipt = await server.upload();
    const again = await server.call('POST', `/api/orders/${placed.token}/receipt`, {
      receipt_photo: receipt,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'received', reason: null });
    const stored = await row(server, 'payment', placed.id);
    expect(stored!.receipt_photo).toBe(receipt);
    // The new receipt is private at once, like the first.
    expect((await server.call('GET', `/api/files/${receipt}`)).statusCode).toBe(401);
    // Only a rejected order takes a new receipt.
    const twice = await server.call('POST', `/api/orders/${placed.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expect(twice.statusCode).toBe(409);

    expect((await move(placed.id, 'paid')).statusCode).toBe(200);
    expect((await move(placed.id, 'fulfilled')).statusCode).toBe(200);
    const mails = (await smtp.waitForTo(email, 4)).slice(2);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `သင်၏ မှာယူမှု ${placed.reference} အတွက် ငွေပေးချေမှုကို အတည်ပြုပြီးပါပြီ`,
        `သင်၏ မှာယူမှု ${placed.reference} ကို ပို့ဆောင်နေပါပြီ`,
      ].sort(),
    );
  });

  it('tells an English customer in English, and never puts their words in a subject', async () => {
    const email = 'spam-target@example.com';
    const placed = await order({ email, name: 'Visit win.example now' });
    await smtp.waitForTo(email, 1);
    await move(placed.id, 'cancelled');
    const cancelled = (await smtp.waitForTo(email, 2))[1];
    expect(cancelled!.subject).toBe(`Your order ${placed.reference} has been cancelled`);
    expect(cancelled!.text).toContain(`Reference: ${placed.reference}`);
  });

  it('the spec’s Resolve fulfils the order and tells the customer; again, it changes nothing', async () => {
    const email = 'resolve@example.com';
    const placed = await order({ email });
    await smtp.waitForTo(email, 1);
    const resolved = await server.admin('PUT', `/api/payments/${placed.id}/resolve`, {
      resolved: true,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true, status: 'fulfilled' });
    const mail = (await smtp.waitForTo(email, 2))[1];
    expect(mail!.subject).toBe(`Your order ${placed.reference} is on its way`);
    const again = await server.admin('PUT', `/api/payments/${placed.id}/resolve`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('fulfilled');
  });

  it('keeps the owner’s note, which the customer never sees; lists filter by status', async () => {
    const placed = await order();
    const noted = await server.admin('PUT', `/api/payments/${placed.id}/note`, {
      note: 'Called her: pays tomorrow',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().note).toBe('Called her: pays tomorrow');
    const view = await server.call('GET', `/api/orders/${placed.token}`);
    expect(JSON.stringify(view.json())).not.toContain('pays tomorrow');

    const received = (await server.admin('GET', '/api/payments?status=received')).json();
    expect(received.every((o: { status: string }) => o.status === 'received')).toBe(true);
    expect(received.map((o: { id: number }) => o.id)).toContain(placed.id);
    const open = (await server.admin('GET', '/api/payments?status=received,rejected')).json();
    expect(open.length).toBeGreaterThanOrEqual(received.length);
    const wrong = await server.admin('GET', '/api/payments?status=lost');
    expect(wrong.statusCode).toBe(422);
  });

  it('sells the last one once, and gives stock back on cancel and after an unanswered rejection', async () => {
    const productId = await addBookProduct(server, {
      heading: 'Signed Copy',
      heading_mm: 'လက်မှတ်ပါ စာအုပ်',
      price: 20000,
      track_stock: true,
      stock: 1,
    });
    const stockLeft = async () => Number((await row(server, 'product', productId))!.stock);
    const body = async () => paymentBody(await server.upload(), { product_name: 'Signed Copy' });
    const [a, b] = await Promise.all([
      server.call('POST', '/api/payments', await body()),
      server.call('POST', '/api/payments', await body()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().detail).toContain('Sold out');
    const winner = (a.statusCode === 201 ? a : b).json();
    expect(await stockLeft()).toBe(0);
    // The refused order's receipt is free again for another try.
    expect((await server.admin('GET', '/api/payments?product_name=Signed')).json()).toHaveLength(1);

    // Rejected, the order holds its copy for ORDER_HOLD_HOURS, then gives it back.
    await move(winner.id, 'rejected', 'Blurry screenshot');
    const lifecycle = server.services.orderLifecycle;
    expect(await lifecycle.releaseExpiredHolds(Date.now() + 47 * 3600_000)).toBe(0);
    expect(await stockLeft()).toBe(0);
    expect(await lifecycle.releaseExpiredHolds(Date.now() + 49 * 3600_000)).toBe(1);
    expect(await lifecycle.releaseExpiredHolds(Date.now() + 49 * 3600_000)).toBe(0);
    expect(await stockLeft()).toBe(1);

    // Someone else buys it; the late receipt is refused (sold out) and changes nothing.
    const other = await server.call('POST', '/api/payments', await body());
    expect(other.statusCode, other.body).toBe(201);
    const late = await server.call('POST', `/api/orders/${winner.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expect(late.statusCode).toBe(409);
    expect((await row(server, 'payment', winner.id))!.status).toBe('rejected');

    // Cancelled, the other order gives its copy back.
    await move(other.json().id, 'cancelled');
    expect(await stockLeft()).toBe(1);
    // And now the late receipt takes it.
    const retry = await server.call('POST', `/api/orders/${winner.token}/receipt`, {
      receipt_photo: await server.upload(),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await stockLeft()).toBe(0);
  });

  it('a product that does not count stock sells whatever its stock says', async () => {
    const placed = await order({ quantity: 5 });
    expect(placed.status).toBe('received');
  });

  it("keeps a product's shipping note in both languages and shows it on the customer's order", async () => {
    const main = await server.admin('POST', '/api/main_categories', { name: 'Posted books' });
    const sub = await server.admin('POST', '/api/sub_categories', {
      name: 'Posted',
      main_category_id: main.json().id,
    });
    const note = { shipping_note: '3,000 MMK in Yangon', shipping_note_mm: 'ရန်ကုန် ၃,၀၀၀ ကျပ်' };
    const made = await server.admin('POST', '/api/products', {
      heading: 'The Posted Book',
      description: 'A book sent by post',
      price: 15000,
      currency: 'MMK',
      type: 'image',
      shipping_type: 'PAID BY CLIENT',
      sub_category_id: sub.json().id,
      ...note,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject(note);
    const id = made.json().id as number;

    // Too long: refused, naming the field, and nothing changes.
    const long = await server.admin('PUT', `/api/products/${id}`, {
      ...(made.json() as Record<string, unknown>),
      shipping_note: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('shipping_note');
    expect((await server.call('GET', `/api/products/${id}`)).json()).toMatchObject(note);

    const placed = await order({ product_name: 'The Posted Book', email: 'posted@example.com' });
    await smtp.waitForTo('posted@example.com', 1);
    const page = await server.call('GET', `/api/orders/${placed.token}`);
    expect(page.json()).toMatchObject({ shipping_type: 'PAID BY CLIENT', ...note });
  });
});
