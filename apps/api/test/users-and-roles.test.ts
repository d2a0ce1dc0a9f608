import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, type TestServer, databases, startTestServer } from './harness.ts';
import { count, countWhere, expectInvalid, expectProblem, inviteUser } from './helpers.ts';
import { linkTokenIn, useMailingServer } from './mailing-server.ts';

// Invitations and sign-ins hash passwords (scrypt, slow on purpose) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = 'tamarind veranda 42';

/**
 * Several accounts in two roles: owners invite by email (the account has no password
 * until the emailed link sets one), change roles and delete; an editor edits the site's
 * content but gets 403 on customers' records, mail and accounts; the last owner stays.
 */
describe.each(databases)('accounts and roles on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);

  const signIn = async (username: string, password: string, userAgent?: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username, password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    return res;
  };
  const tokenOf = async (username: string, password: string, userAgent?: string) => {
    const res = await signIn(username, password, userAgent);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().access_token as string;
  };

  /** Invites an account and sets its password from the emailed link; answers its token. */
  async function invited(username: string, role: 'owner' | 'editor', language?: string) {
    const res = await inviteUser(server, username, role, { ...(language && { language }) });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitFor(1);
    smtp.received.length = 0;
    const set = await server.call('POST', '/api/password-reset/confirm', {
      token: linkTokenIn(mail!.text!),
      password: PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(204);
    return { id: res.json().id as number, token: await tokenOf(username, PASSWORD), mail: mail! };
  }

  it('invites by email: no password works until the link sets one, valid 72 hours', async () => {
    const res = await inviteUser(server, 'thida', 'editor');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'thida', role: 'editor', invited: true });
    expect(JSON.stringify(res.json())).not.toContain('password');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toMatch(
      new RegExp(`^${ADMIN.username} invites you to the back office of `),
    );
    expect(mail!.text).toContain('"thida"');
    expect(mail!.text).toContain('as an editor');
    const link = await server.database.db
      .selectFrom('password_reset')
      .select(['expires_at', 'purpose'])
      .executeTakeFirstOrThrow();
    const hours = (new Date(link.expires_at as string).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(link.purpose).toBe('invitation');
    // Before the link is used, no password signs in (not even an empty one).
    expect((await signIn('thida', '')).statusCode).not.toBe(200);
    expectProblem(await signIn('thida', 'invited'), 401, /Invalid credentials/);

    await server.call('POST', '/api/password-reset/confirm', {
      token: linkTokenIn(mail!.text!),
      password: PASSWORD,
    });
    expect((await signIn('thida', PASSWORD)).statusCode).toBe(200);
    const listed = await server.admin('GET', '/api/users');
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json().find((u: { username: string }) => u.username === 'thida')).toMatchObject({
      role: 'editor',
      invited: false,
    });
  });

  it('writes the invitation in Burmese when asked from the Burmese admin', async () => {
    const { mail } = await invited('kyaw', 'editor', 'mm');
    expect(mail.subject).toMatch(/စီမံခန့်ခွဲမှုနေရာသို့ သင့်ကို ဖိတ်ခေါ်ထားပါသည်$/);
    expect(mail.text).toContain('တည်းဖြတ်သူ');
  });

  it('refuses a bad invitation and changes nothing', async () => {
    const before = await count(server, 'account');
    expectInvalid(
      await server.admin('POST', '/api/users', { username: 'a b', email: 'x', role: 'boss' }),
      {
        username: 'Use letters, digits and . _ @ - only',
        email: 'Please enter a valid email address.',
        role: 'The role must be owner, staff or editor',
      },
    );
    expectProblem(
      await server.admin('POST', '/api/users', {
        username: ADMIN.username,
        email: 'x@example.com',
        role: 'editor',
      }),
      409,
      /taken/,
    );
    expect(await count(server, 'account')).toBe(before);
  });

  it('lets an editor edit content and moderate, and refuses owners’ calls with 403', async () => {
    const { token } = await invited('editor1', 'editor');
    const editor = server.withToken(token);
    expect((await editor('GET', '/api/me')).json()).toMatchObject({ role: 'editor' });

    const category = await editor('POST', '/api/main_categories', { name: 'Workbooks' });
    expect(category.statusCode, category.body).toBe(201);
    const renamed = await editor('PUT', `/api/main_categories/${category.json().id}`, {
      name: 'Workbooks and guides',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await editor('GET', '/api/testimonials')).statusCode).toBe(200);
    expect((await editor('GET', '/api/dashboard')).json()).toEqual(
      expect.objectContaining({ weeks: null, revenue_this_month: null }),
    );
    expect((await editor('GET', '/api/dashboard')).json().waiting).not.toHaveProperty('orders');

    for (const [method, url] of [
      ['GET', '/api/payments'],
      ['GET', '/api/payments/1'],
      ['PUT', '/api/payments/1/resolve'],
      ['GET', '/api/appointments'],
      ['PUT', '/api/appointments/1/resolve'],
      ['GET', '/api/mail/outbox'],
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['PUT', `/api/users/1`],
      ['DELETE', `/api/users/1`],
      // /register makes owners: an editor may not use it to promote itself.
      ['POST', '/api/register'],
    ] as const) {
      expectProblem(await editor(method, url, {}), 403, /Only an owner/);
    }
    const owners = await server.admin('GET', '/api/users');
    expect(owners.json().filter((u: { role: string }) => u.role === 'owner')).toHaveLength(1);
    // Not signed in stays 401.
    expect((await server.call('GET', '/api/users')).statusCode).toBe(401);
    expect((await server.call('GET', '/api/payments')).statusCode).toBe(401);
  });

  it('demoting or deleting an account ends its sessions at once', async () => {
    const { id, token } = await invited('owner2', 'owner');
    const second = server.withToken(token);
    expect((await second('GET', '/api/payments')).statusCode).toBe(200);

    const demoted = await server.admin('PUT', `/api/users/${id}`, { role: 'editor' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().role).toBe('editor');
    expect((await second('GET', '/api/me')).statusCode).toBe(401);

    const again = server.withToken(await tokenOf('owner2', PASSWORD));
    expectProblem(await again('GET', '/api/payments'), 403, /Only an owner/);
    expect((await server.admin('DELETE', `/api/users/${id}`)).statusCode).toBe(204);
    expect((await again('GET', '/api/me')).statusCode).toBe(401);
    expectProblem(await server.admin('DELETE', `/api/users/${id}`), 404, /Account not found/);
    expectProblem(await server.admin('PUT', '/api/users/abc', { role: 'owner' }), 404, /not found/);
  });

  it('lists this account’s sessions and signs out everywhere else', async () => {
    const { token } = await invited('phone-user', 'editor');
    const phone = server.withToken(token);
    const laptopToken = await tokenOf(
      'phone-user',
      PASSWORD,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
    );
    const laptop = server.withToken(laptopToken);
    const seen = await laptop('GET', '/api/account/sessions');
    expect(seen.statusCode).toBe(200);
    const sessions = seen.json() as {
      current: boolean;
      client: string | null;
      created: string;
      last_used: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)!.client).toContain('Macintosh');
    for (const s of sessions) {
      expect(Date.parse(s.created)).not.toBeNaN();
      expect(Date.parse(s.last_used)).not.toBeNaN();
    }
    // Another account's sessions are not listed.
    expect(
      JSON.stringify((await server.admin('GET', '/api/account/sessions')).json()),
    ).not.toContain('Macintosh');

    const ended = await laptop('DELETE', '/api/account/sessions');
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await phone('GET', '/api/me')).statusCode).toBe(401);
    expect((await laptop('GET', '/api/me')).statusCode).toBe(200);
    expect((await server.call('GET', '/api/account/sessions')).statusCode).toBe(401);
  });
  it('keeps the last owner: not deleted, not demoted, even two at once', async () => {
    const me = (await server.admin('GET', '/api/me')).json() as { id: number };
    const others = (await server.admin('GET', '/api/users')).json() as {
      id: number;
      role: string;
    }[];
    for (const other of others.filter((u) => u.id !== me.id && u.role === 'owner')) {
      await server.admin('PUT', `/api/users/${other.id}`, { role: 'editor' });
    }
    expectProblem(await server.admin('DELETE', `/api/users/${me.id}`), 409, /at least one owner/);
    expectProblem(
      await server.admin('PUT', `/api/users/${me.id}`, { role: 'editor' }),
      409,
      /at least one owner/,
    );

    // Two owners demoting each other at the same moment: one of them stays an owner.
    const { id: otherId, token } = await invited('owner3', 'owner');
    const other = server.withToken(token);
    const results = await Promise.all([
      server.admin('PUT', `/api/users/${otherId}`, { role: 'editor' }),
      other('PUT', `/api/users/${me.id}`, { role: 'editor' }),
    ]);
    // One wins. The other is refused as the last owner (409) when both were signed in while
    // the winner's change was made, or signed out (401) when it arrived after the winner's
    // demotion had already ended its sessions; which of the two depends on timing.
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await countWhere(server, 'account', 'role', 'owner')).toBe(1);
    // (Last of the file: the harness's admin may now be an editor, its sessions ended.)
  });
});

describe.each(databases)('invitations without mail on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says that invitations need email, and makes no account', async () => {
    const before = await count(server, 'account');
    expectProblem(await inviteUser(server, 'nomail', 'editor'), 409, /SMTP_URL and PUBLIC_URL/);
    expect(await count(server, 'account')).toBe(before);
  });
});
