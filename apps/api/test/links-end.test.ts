import { describe, expect, it, vi } from 'vitest';
import { ADMIN, databases } from './harness.ts';
import { countWhere, expectProblem } from './helpers.ts';
import { linkTokenIn, useMailingServer } from './mailing-server.ts';

// Setting passwords hashes with scrypt (slow on purpose) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = 'lotus pagoda evening 9';
const LINK_DEAD = /not valid any more/;

/**
 * A link that sets an account's password (a reset, an invitation) dies when the account's
 * address or password changes, and when another link is used or asked for: one live link
 * per account, so a link gone to a mistyped or old address, or asked for by whoever knew
 * the old password, cannot claim the account later.
 */
describe.each(databases)('password links end on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);

  /** The link token of the newest email to this address, once `n` have arrived there. */
  const linkTo = async (address: string, n: number) => {
    const mails = await smtp.waitForTo(address, n);
    return linkTokenIn(mails[n - 1]!.text!);
  };
  const use = (token: string, password = PASSWORD) =>
    server.call('POST', '/api/password-reset/confirm', { token, password });
  const askReset = async (email: string) =>
    expect((await server.call('POST', '/api/password-reset', { email })).statusCode).toBe(202);
  const invite = async (username: string, email: string) => {
    const res = await server.admin('POST', '/api/users', { username, email, role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const links = (accountId: number) =>
    countWhere(server, 'password_reset', 'account_id', accountId);

  it('an invitation to a mistyped address dies when the owner corrects the address', async () => {
    const id = await invite('mya', 'mya@exmaple.com');
    const typo = await linkTo('mya@exmaple.com', 1);
    const fixed = await server.admin('PUT', `/api/users/${id}`, { email: 'mya@example.com' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expectProblem(await use(typo), 400, LINK_DEAD);
    expect(await links(id)).toBe(0);
    // The right address can still ask for a link of its own.
    await askReset('mya@example.com');
    expect((await use(await linkTo('mya@example.com', 1))).statusCode).toBe(204);
  });

  it('a reset link sent before an email change no longer works after it', async () => {
    const id = await invite('thu', 'thu@example.com');
    await askReset('thu@example.com');
    const old = await linkTo('thu@example.com', 2);
    const moved = await server.admin('PUT', `/api/users/${id}`, { email: 'thu.new@example.com' });
    expect(moved.statusCode, moved.body).toBe(200);
    expectProblem(await use(old), 400, LINK_DEAD);
    // A change of role alone leaves a link alone.
    await askReset('thu.new@example.com');
    const fresh = await linkTo('thu.new@example.com', 1);
    await server.admin('PUT', `/api/users/${id}`, { role: 'editor' });
    expect((await use(fresh)).statusCode).toBe(204);
  });

  it('a new reset request replaces the old link: one live link per account', async () => {
    const id = await invite('zaw', 'zaw@example.com');
    const invitation = await linkTo('zaw@example.com', 1);
    await askReset('zaw@example.com');
    await askReset('zaw@example.com');
    const second = await linkTo('zaw@example.com', 2);
    const third = await linkTo('zaw@example.com', 3);
    expect(await links(id)).toBe(1);
    expectProblem(await use(invitation), 400, LINK_DEAD);
    expectProblem(await use(second), 400, LINK_DEAD);
    expect((await use(third)).statusCode).toBe(204);
    expect(await links(id)).toBe(0);
  });

  it('a reset link sent before a password change no longer works after it', async () => {
    await askReset(ADMIN.email);
    const before = await linkTo(ADMIN.email, 1);
    const changed = await server.admin('PUT', '/api/account/password', {
      current_password: ADMIN.password,
      new_password: PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expectProblem(await use(before, 'someone else entirely 1'), 400, LINK_DEAD);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
