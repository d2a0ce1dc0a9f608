import { businessNameOf } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, type TestServer, databases, startTestServer } from './harness.ts';
import { expectInvalid, expectProblem, inviteUser, signedInEditor } from './helpers.ts';
import { linkTokenIn, useMailingServer } from './mailing-server.ts';
import { OPEN_WEEK, yangonDate } from './open-hours.ts';
import { appointmentBody, caseFor, makeRefs, paymentBody } from './payloads.ts';

// Invitations and sign-ins hash passwords (scrypt, slow on purpose) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = 'tamarind veranda 42';

/**
 * The third role: staff (an assistant) do an editor's work and also the customers'
 * appointments, the agenda, the hours and the orders with their receipts, but not
 * accounts, payment methods, email or the audit log. Invited and changed like any role.
 */
describe.each(databases)('staff on %s', (kind) => {
  let server: TestServer;
  let appointmentId: number;
  let paymentId: number;
  let receipt: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const appointment = await server.call('POST', '/api/appointment', appointmentBody());
    expect(appointment.statusCode, appointment.body).toBe(201);
    appointmentId = appointment.json().id;
    await server.admin('POST', '/api/products', {
      ...caseFor('products').full(await makeRefs(server)),
      heading: 'The Coach Handbook',
    });
    receipt = await server.upload();
    const payment = await server.call('POST', '/api/payments', paymentBody(receipt));
    expect(payment.statusCode, payment.body).toBe(201);
    paymentId = payment.json().id;
  });
  afterAll(() => server?.close());

  it('works appointments, the agenda, the hours and orders with their receipts', async () => {
    const staff = await signedInEditor(server, 'assistant', 'staff');
    expect((await staff('GET', '/api/me')).json()).toMatchObject({ role: 'staff' });

    const appointments = await staff('GET', '/api/appointments?limit=10');
    expect(appointments.statusCode, appointments.body).toBe(200);
    expect(appointments.json().map((a: { id: number }) => a.id)).toContain(appointmentId);
    expect((await staff('GET', `/api/appointments/${appointmentId}`)).statusCode).toBe(200);
    const resolved = await staff('PUT', `/api/appointments/${appointmentId}/resolve`, {
      resolved: true,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true });
    const noted = await staff('PUT', `/api/appointments/${appointmentId}/note`, {
      note: 'Called back on Monday',
    });
    expect(noted.statusCode, noted.body).toBe(200);

    const hours = await staff('PUT', '/api/availability', OPEN_WEEK);
    expect(hours.statusCode, hours.body).toBe(200);
    const agenda = await staff('GET', `/api/agenda?from=${yangonDate(1)}&to=${yangonDate(7)}`);
    expect(agenda.statusCode, agenda.body).toBe(200);

    expect((await staff('GET', '/api/payments')).json().map((p: { id: number }) => p.id)).toContain(
      paymentId,
    );
    // The receipt, which visitors and editors may not see.
    const file = await staff('GET', `/api/files/${receipt}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    const paid = await staff('PUT', `/api/payments/${paymentId}/status`, { status: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await staff('PUT', `/api/payments/${paymentId}/note`, { note: 'OK' })).statusCode).toBe(
      200,
    );

    // The owner's dashboard, appointments and orders included.
    const dashboard = (await staff('GET', '/api/dashboard')).json();
    expect(dashboard.weeks).not.toBeNull();
    expect(dashboard.waiting).toHaveProperty('orders');

    // And an editor's work.
    const category = await staff('POST', '/api/main_categories', { name: 'Workbooks' });
    expect(category.statusCode, category.body).toBe(201);
  });

  it('refuses staff the owners’ calls (accounts, payment methods, email, activity) with 403', async () => {
    const staff = await signedInEditor(server, 'assistant2', 'staff');
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['PUT', '/api/users/1'],
      ['DELETE', '/api/users/1'],
      ['POST', '/api/register'],
      ['PUT', '/api/payment_methods'],
      ['GET', '/api/mail/outbox'],
      ['POST', '/api/mail/test'],
      ['GET', '/api/audit'],
    ] as const) {
      expectProblem(await staff(method, url, {}), 403, 'Only an owner of the site may do this.');
    }
    expect((await server.admin('GET', '/api/users')).json()).toHaveLength(3);
  });

  it('still refuses an editor the appointments, the agenda, the hours and orders', async () => {
    const editor = await signedInEditor(server, 'writer');
    for (const [method, url] of [
      ['GET', '/api/appointments'],
      ['PUT', `/api/appointments/${appointmentId}/resolve`],
      ['GET', `/api/agenda?from=${yangonDate(1)}&to=${yangonDate(7)}`],
      ['PUT', '/api/availability'],
      ['GET', '/api/payments'],
      ['PUT', `/api/payments/${paymentId}/status`],
    ] as const) {
      expectProblem(
        await editor(method, url, {}),
        403,
        'Only an owner of the site or its staff may do this.',
      );
    }
    expect((await editor('GET', `/api/files/${receipt}`)).statusCode).toBe(401);
    expect((await editor('GET', '/api/dashboard')).json().weeks).toBeNull();
  });
});

describe.each(databases)('inviting and changing staff on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);

  const tokenOf = async (username: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().access_token as string;
  };
  const siteName = async () => {
    const constants = (await server.call('GET', '/api/constants')).json() as {
      name: string;
      value: string;
    }[];
    return businessNameOf(Object.fromEntries(constants.map((c) => [c.name, c.value])));
  };

  it('invites staff: the email names the site and who invited, its link the language and the account', async () => {
    const res = await inviteUser(server, 'moe', 'staff');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'moe', role: 'staff', invited: true });
    const [mail] = await smtp.waitFor(1);
    const site = await siteName();
    expect(mail!.subject).toBe(`${ADMIN.username} invites you to the back office of ${site}`);
    expect(mail!.text).toContain(
      `${ADMIN.username} has made an account "moe" for you on the back office of ${site}, as staff`,
    );
    expect(mail!.text).toMatch(/\/reset-password\?token=[\w-]+&lang=en\b/);

    // The page of the link says whose password it sets, without using the link up.
    const token = linkTokenIn(mail!.text!);
    const link = await server.call('GET', `/api/password-reset/${token}`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.json()).toEqual({ username: 'moe', purpose: 'invitation' });
    expect((await server.call('GET', `/api/password-reset/${token}`)).json()).toEqual(link.json());

    const set = await server.call('POST', '/api/password-reset/confirm', {
      token,
      password: PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(204);
    expectProblem(
      await server.call('GET', `/api/password-reset/${token}`),
      404,
      /not valid any more/,
    );
    const staff = server.withToken(await tokenOf('moe'));
    expect((await staff('GET', '/api/appointments')).statusCode).toBe(200);
  });

  it('writes a Burmese invitation and reset with links that open the page in Burmese', async () => {
    await inviteUser(server, 'hla', 'staff', { language: 'mm' });
    const [invitation] = await smtp.waitFor(1);
    const site = await siteName();
    expect(invitation!.subject).toBe(`${ADMIN.username} က ${site} ၏ စီမံခန့်ခွဲမှုနေရာသို့ သင့်ကို ဖိတ်ခေါ်ထားပါသည်`);
    expect(invitation!.text).toContain('ဝန်ထမ်း');
    expect(invitation!.text).toMatch(/\/reset-password\?token=[\w-]+&lang=mm\b/);
    smtp.received.length = 0;

    const asked = await server.call('POST', '/api/password-reset', {
      email: 'hla@example.com',
      language: 'mm',
    });
    expect(asked.statusCode).toBe(202);
    const [reset] = await smtp.waitFor(1);
    expect(reset!.text).toMatch(/\/reset-password\?token=[\w-]+&lang=mm\b/);
    const link = await server.call('GET', `/api/password-reset/${linkTokenIn(reset!.text!)}`);
    expect(link.json()).toEqual({ username: 'hla', purpose: 'reset' });
  });

  it('answers a made-up link 404 and says nothing of any account', async () => {
    const res = await server.call('GET', '/api/password-reset/made-up-token-0123456789abcdef');
    expectProblem(res, 404, /not valid any more/);
    expect(res.body).not.toContain('username');
  });

  it('changes roles: a promotion keeps the sessions, a demotion ends them; the last owner stays', async () => {
    const res = await inviteUser(server, 'zaw', 'editor');
    const id = res.json().id as number;
    const [mail] = await smtp.waitFor(1);
    await server.call('POST', '/api/password-reset/confirm', {
      token: linkTokenIn(mail!.text!),
      password: PASSWORD,
    });
    const zaw = server.withToken(await tokenOf('zaw'));
    expectProblem(await zaw('GET', '/api/payments'), 403);

    const promoted = await server.admin('PUT', `/api/users/${id}`, { role: 'staff' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'staff' });
    // More rights take effect at once, in the same session.
    expect((await zaw('GET', '/api/payments')).statusCode).toBe(200);

    const demoted = await server.admin('PUT', `/api/users/${id}`, { role: 'editor' });
    expect(demoted.json()).toMatchObject({ role: 'editor' });
    expect((await zaw('GET', '/api/me')).statusCode).toBe(401);

    // The only owner cannot become staff.
    const me = (await server.admin('GET', '/api/me')).json() as { id: number };
    const owners = (await server.admin('GET', '/api/users')).json() as { role: string }[];
    expect(owners.filter((u) => u.role === 'owner')).toHaveLength(1);
    expectProblem(
      await server.admin('PUT', `/api/users/${me.id}`, { role: 'staff' }),
      409,
      /at least one owner/,
    );
    expectInvalid(await server.admin('PUT', `/api/users/${id}`, { role: 'assistant' }), {
      role: 'The role must be owner, staff or editor',
    });
    expect((await server.admin('GET', `/api/me`)).json()).toMatchObject({ role: 'owner' });
  });
});
