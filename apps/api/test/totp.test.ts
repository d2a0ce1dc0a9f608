import { apiMessage } from '@coach/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issuePasswordLink } from '../src/auth/password-reset.ts';
import { ADMIN, type TestServer, databases, startTestServer } from './harness.ts';
import { expectInvalid, expectProblem } from './helpers.ts';

// Every account here is made and signed in with scrypt (at the harness's lower cost) on a
// shared machine; what made this file slow was never its 30-second steps (the clock is held).
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = 'tamarind veranda 42';
const STEP_MS = 30_000;
const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/**
 * Two-factor sign-in: set up (a pending key, confirmed by a first code), then every
 * sign-in of the account needs a current code or an unused recovery code, each taken
 * once; turned off with a code. The server's clock is held still and moved by whole
 * 30-second steps, so which step a code belongs to never depends on when the test runs.
 */
describe.each(databases)('two-factor sign-in on %s', (kind) => {
  let server: TestServer;
  // The middle of a step: a code of "now" is that step's whatever the test's pace.
  let clock = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  const tick = (steps = 1) => (clock += steps * STEP_MS);

  beforeAll(async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  /** The code an authenticator app shows `steps` steps from the server's now. */
  const codeAt = (secret: string, steps = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock + steps * STEP_MS });

  const signIn = (username: string, password: string, otp?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: new URLSearchParams({
        username,
        password,
        ...(otp !== undefined && { otp }),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  async function account(username: string) {
    await server.services.accounts.create({
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    });
    const res = await signIn(username, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().access_token as string;
    return { username, token, as: server.withToken(token) };
  }

  /** An account with two-factor sign-in on, confirmed with the code of the current step. */
  async function withTotp(username: string) {
    const a = await account(username);
    const begun = await a.as('POST', '/api/account/totp', { password: PASSWORD });
    expect(begun.statusCode, begun.body).toBe(200);
    const secret = begun.json().secret as string;
    const confirmed = await a.as('POST', '/api/account/totp/confirm', {
      code: codeAt(secret),
      password: PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...a, secret, recovery: confirmed.json().recovery_codes as string[] };
  }

  const status = async (as: TestServer['call']) => {
    const res = await as('GET', '/api/account/totp');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { enabled: boolean; recovery_codes_left: number };
  };

  /** What the database keeps of an account's recovery codes: their hashes. */
  const recoveryHashes = async (username: string) =>
    (
      await server.database.db
        .selectFrom('totp_recovery_code')
        .innerJoin('account', 'account.id', 'totp_recovery_code.account_id')
        .select('code_hash')
        .where('username', '=', username)
        .execute()
    ).map((row) => row.code_hash as string);

  /** What the audit log holds of an account, oldest first. */
  const auditActions = async (accountId: number) =>
    (
      await server.database.db
        .selectFrom('audit_entry')
        .select('action')
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute()
    ).map((entry) => entry.action as string);

  it('answers 401 to every call of it without a valid sign-in', async () => {
    for (const as of [server.call, server.withToken('not-a-real-token-0123456789')]) {
      expectProblem(await as('GET', '/api/account/totp'), 401);
      expectProblem(await as('POST', '/api/account/totp'), 401);
      expectProblem(await as('POST', '/api/account/totp/confirm', { code: '123456' }), 401);
      expectProblem(await as('DELETE', '/api/account/totp', { code: '123456' }), 401);
    }
  });

  it('sets up with a pending key: a wrong or missing code leaves it off, asking again replaces the key', async () => {
    const a = await account('khin');
    expect(await status(a.as)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expectProblem(
      await a.as('POST', '/api/account/totp/confirm', { code: '123456', password: PASSWORD }),
      409,
      apiMessage('totpNotStarted'),
    );

    const first = await a.as('POST', '/api/account/totp', { password: PASSWORD });
    expect(first.statusCode, first.body).toBe(200);
    const { secret, otpauth_url } = first.json() as { secret: string; otpauth_url: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes, as authenticator apps take them
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain('khin');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    expectInvalid(
      await a.as('POST', '/api/account/totp/confirm', { code: wrong, password: PASSWORD }),
      {
        code: apiMessage('otpWrong'),
      },
    );
    expectInvalid(await a.as('POST', '/api/account/totp/confirm', { password: PASSWORD }), {
      code: apiMessage('required'),
    });
    expectInvalid(
      await a.as('POST', '/api/account/totp/confirm', { code: 'x'.repeat(41), password: PASSWORD }),
      {
        code: apiMessage('tooLong', { max: 40 }),
      },
    );
    expect(await status(a.as)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await signIn('khin', PASSWORD)).statusCode).toBe(200);

    // A second key replaces the first: a code of the first no longer confirms.
    const second = (await a.as('POST', '/api/account/totp', { password: PASSWORD })).json()
      .secret as string;
    expect(second).not.toBe(secret);
    expectInvalid(
      await a.as('POST', '/api/account/totp/confirm', { code: codeAt(secret), password: PASSWORD }),
      {
        code: apiMessage('otpWrong'),
      },
    );
    // Two steps off is too far, even to confirm.
    expectInvalid(
      await a.as('POST', '/api/account/totp/confirm', {
        code: codeAt(second, -2),
        password: PASSWORD,
      }),
      {
        code: apiMessage('otpWrong'),
      },
    );
    const on = await a.as('POST', '/api/account/totp/confirm', {
      code: codeAt(second),
      password: PASSWORD,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await status(a.as)).toEqual({ enabled: true, recovery_codes_left: 10 });
  });

  it('turning it on or off takes the current password: without it or with a wrong one, a 422, recorded, and nothing changes', async () => {
    const a = await account('hla-password');
    const id = Number((await a.as('GET', '/api/me')).json().id);
    const failedChecks = async () =>
      (await auditActions(id)).filter((action) => action === 'password_check_failed').length;
    const wrongPassword = { password: apiMessage('currentPasswordWrong') };

    expectInvalid(await a.as('POST', '/api/account/totp'), { password: apiMessage('required') });
    expectInvalid(
      await a.as('POST', '/api/account/totp', { password: 'not it at all' }),
      wrongPassword,
    );
    expect(
      await server.database.db
        .selectFrom('account_totp')
        .selectAll()
        .where('account_id', '=', id)
        .execute(),
    ).toEqual([]);

    const { secret } = (await a.as('POST', '/api/account/totp', { password: PASSWORD })).json();
    expectInvalid(await a.as('POST', '/api/account/totp/confirm', { code: codeAt(secret) }), {
      password: apiMessage('required'),
    });
    expectInvalid(
      await a.as('POST', '/api/account/totp/confirm', {
        code: codeAt(secret),
        password: 'nope nope',
      }),
      wrongPassword,
    );
    expect(await status(a.as)).toEqual({ enabled: false, recovery_codes_left: 0 });
    const on = await a.as('POST', '/api/account/totp/confirm', {
      code: codeAt(secret),
      password: PASSWORD,
    });
    expect(on.statusCode, on.body).toBe(200);

    tick();
    expectInvalid(
      await a.as('DELETE', '/api/account/totp', { code: codeAt(secret), password: 'nope nope' }),
      wrongPassword,
    );
    expect(await status(a.as)).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect(await failedChecks()).toBe(3);
  });

  it('turning on answers ten distinct recovery codes, stored only as hashes', async () => {
    const a = await withTotp('mya');
    expect(a.recovery).toHaveLength(10);
    for (const code of a.recovery) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(a.recovery).size).toBe(10);
    const hashes = await recoveryHashes('mya');
    expect(hashes).toHaveLength(10);
    for (const code of a.recovery) {
      expect(hashes).not.toContain(code);
      expect(hashes.join()).not.toContain(code.replace('-', ''));
    }
    // Once on, neither setting up again nor confirming again is possible.
    expectProblem(
      await a.as('POST', '/api/account/totp', { password: PASSWORD }),
      409,
      apiMessage('totpAlreadyOn'),
    );
    expectProblem(
      await a.as('POST', '/api/account/totp/confirm', {
        code: codeAt(a.secret, 1),
        password: PASSWORD,
      }),
      409,
      apiMessage('totpAlreadyOn'),
    );
  });

  it('sign-in then needs a code: without it or with a wrong one 401 with otp_required; the password is checked first', async () => {
    const a = await withTotp('aung');
    tick();

    const none = expectProblem(await signIn('aung', PASSWORD), 401, apiMessage('otpRequired'));
    expect(none.otp_required).toBe(true);
    const blank = expectProblem(await signIn('aung', PASSWORD, ''), 401);
    expect(blank.otp_required).toBe(true);

    const wrong = String((Number(codeAt(a.secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = expectProblem(
      await signIn('aung', PASSWORD, wrong),
      401,
      apiMessage('otpWrong'),
    );
    expect(refused.otp_required).toBe(true);
    expectProblem(await signIn('aung', PASSWORD, 'abcde-fghij'), 401, apiMessage('otpWrong'));

    // A wrong password says only that, code or no code: it does not tell that TOTP is on.
    for (const otp of [undefined, codeAt(a.secret)]) {
      const res = expectProblem(
        await signIn('aung', 'not the password', otp),
        401,
        apiMessage('invalidCredentials'),
      );
      expect(res).not.toHaveProperty('otp_required');
    }

    // The right code (spaced as apps show it) signs in; the wrong password above did not spend it.
    const code = codeAt(a.secret);
    const ok = await signIn('aung', PASSWORD, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    // As JSON too.
    tick();
    const json = await server.call('POST', '/api/token', {
      username: 'aung',
      password: PASSWORD,
      otp: codeAt(a.secret),
    });
    expect(json.statusCode, json.body).toBe(200);
  });

  it('takes a code once: the code that turned it on, and a code that signed in, are refused after', async () => {
    const a = await withTotp('hla');
    const confirmCode = codeAt(a.secret);
    expectProblem(await signIn('hla', PASSWORD, confirmCode), 401, apiMessage('otpWrong'));

    tick();
    const code = codeAt(a.secret);
    expect((await signIn('hla', PASSWORD, code)).statusCode).toBe(200);
    expectProblem(await signIn('hla', PASSWORD, code), 401, apiMessage('otpWrong'));
  });

  it('of two sign-ins at once with one code, exactly one gets in', async () => {
    const a = await withTotp('nanda');
    tick();
    const code = codeAt(a.secret);
    const answers = await Promise.all([1, 2, 3].map(() => signIn('nanda', PASSWORD, code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('allows one step of clock drift either way, not two', async () => {
    const a = await withTotp('zaw');
    // Three steps on: the phone is a step slow (its code is of the step before now).
    tick(3);
    expect((await signIn('zaw', PASSWORD, codeAt(a.secret, -1))).statusCode).toBe(200);
    // A step fast: the next step's code.
    expect((await signIn('zaw', PASSWORD, codeAt(a.secret, 1))).statusCode).toBe(200);
    // Two steps off, ahead or behind (and later than any code used): refused.
    tick(4);
    expectProblem(await signIn('zaw', PASSWORD, codeAt(a.secret, 2)), 401, apiMessage('otpWrong'));
    expectProblem(await signIn('zaw', PASSWORD, codeAt(a.secret, -2)), 401, apiMessage('otpWrong'));
    expect((await signIn('zaw', PASSWORD, codeAt(a.secret))).statusCode).toBe(200);
  });

  it('a recovery code signs in once, typed in any case, with or without its hyphen, misread or not', async () => {
    const a = await withTotp('su');
    const [first, second] = a.recovery as [string, string];
    expect((await signIn('su', PASSWORD, first)).statusCode).toBe(200);
    expectProblem(await signIn('su', PASSWORD, first), 401, apiMessage('otpWrong'));
    expect((await signIn('su', PASSWORD, second.replace('-', '').toUpperCase())).statusCode).toBe(
      200,
    );
    expectProblem(await signIn('su', PASSWORD, second), 401, apiMessage('otpWrong'));
    // Read off paper: o, l and b typed as 0, 1 and 8 (base32 has none of those digits).
    const misread = a.recovery[2]!.replace(/o/g, '0').replace(/l/g, '1').replace(/b/g, '8');
    expect((await signIn('su', PASSWORD, ` ${misread} `)).statusCode).toBe(200);
    expect(await status(a.as)).toEqual({ enabled: true, recovery_codes_left: 7 });
  });

  it('leaves other accounts as they were', async () => {
    const a = await withTotp('thein');
    const other = await account('ei');
    expect(await status(other.as)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await signIn('ei', PASSWORD)).statusCode).toBe(200);
    // A code or recovery code of one account is nothing to another.
    tick();
    expect((await signIn(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    const theirs = await signIn('ei', PASSWORD, a.recovery[0]);
    expect(theirs.statusCode, theirs.body).toBe(200); // otp is ignored while it is off
    expect(await status(a.as)).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await signIn('thein', PASSWORD, codeAt(a.secret))).statusCode).toBe(200);
  });

  it('turns off with a current code or a recovery code, never without one', async () => {
    const a = await withTotp('moe');
    tick();
    expectInvalid(await a.as('DELETE', '/api/account/totp', { password: PASSWORD }), {
      code: apiMessage('required'),
    });
    const wrong = String((Number(codeAt(a.secret)) + 1) % 1_000_000).padStart(6, '0');
    expectInvalid(await a.as('DELETE', '/api/account/totp', { code: wrong, password: PASSWORD }), {
      code: apiMessage('otpWrong'),
    });
    expect(await status(a.as)).toEqual({ enabled: true, recovery_codes_left: 10 });

    const off = await a.as('DELETE', '/api/account/totp', {
      code: codeAt(a.secret),
      password: PASSWORD,
    });
    expect(off.statusCode, off.body).toBe(204);
    expect(await status(a.as)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await signIn('moe', PASSWORD)).statusCode).toBe(200);
    expectProblem(
      await a.as('DELETE', '/api/account/totp', { code: codeAt(a.secret, 1), password: PASSWORD }),
      409,
      apiMessage('totpNotOn'),
    );
    expect(await recoveryHashes('moe')).toEqual([]);

    // On again (a new key, new recovery codes), then off with a recovery code.
    const b = await withTotp('moe2');
    const byRecovery = await b.as('DELETE', '/api/account/totp', {
      code: b.recovery[3],
      password: PASSWORD,
    });
    expect(byRecovery.statusCode, byRecovery.body).toBe(204);
    expect((await signIn('moe2', PASSWORD)).statusCode).toBe(200);
  });

  it('counts the wrong codes an account tries: past ten a minute, even the right one waits', async () => {
    const a = await withTotp('tin'); // a right code (its confirmation) is not counted
    tick();
    const wrong = String((Number(codeAt(a.secret)) + 1) % 1_000_000).padStart(6, '0');
    // Ten wrong ones, at sign-in and on the account screen.
    for (let i = 0; i < 5; i++) {
      expectProblem(await signIn('tin', PASSWORD, wrong), 401, apiMessage('otpWrong'));
      expectInvalid(
        await a.as('DELETE', '/api/account/totp', { code: wrong, password: PASSWORD }),
        {
          code: apiMessage('otpWrong'),
        },
      );
    }
    expectProblem(
      await signIn('tin', PASSWORD, codeAt(a.secret)),
      429,
      apiMessage('tooManyAttempts'),
    );
    expectProblem(
      await a.as('DELETE', '/api/account/totp', { code: codeAt(a.secret), password: PASSWORD }),
      429,
      apiMessage('tooManyAttempts'),
    );
    // Another account is not held up.
    const b = await withTotp('tun');
    tick();
    expect((await signIn('tun', PASSWORD, codeAt(b.secret))).statusCode).toBe(200);
    // The next minute, the right code works.
    tick(2);
    expect((await signIn('tin', PASSWORD, codeAt(a.secret))).statusCode).toBe(200);
  });

  it('the audit log has it turned on and off, and a wrong code (not a missing one) as a failed sign-in', async () => {
    const a = await withTotp('kyaw-audit');
    const id = Number((await a.as('GET', '/api/me')).json().id);
    const entries = () => auditActions(id);
    expect(await entries()).toEqual(['sign_in', 'two_factor_on']);

    tick();
    expectProblem(await signIn('kyaw-audit', PASSWORD), 401, apiMessage('otpRequired'));
    expect(await entries()).toEqual(['sign_in', 'two_factor_on']);
    const wrong = String((Number(codeAt(a.secret)) + 1) % 1_000_000).padStart(6, '0');
    expectProblem(await signIn('kyaw-audit', PASSWORD, wrong), 401, apiMessage('otpWrong'));
    expect(
      (await a.as('DELETE', '/api/account/totp', { code: codeAt(a.secret), password: PASSWORD }))
        .statusCode,
    ).toBe(204);
    expect(await entries()).toEqual([
      'sign_in',
      'two_factor_on',
      'sign_in_failed',
      'two_factor_off',
    ]);
  });

  it('a password reset keeps it on; deleting the account removes its key and codes', async () => {
    const a = await withTotp('kyaw');
    const { id } = (await server.database.db
      .selectFrom('account')
      .select('id')
      .where('username', '=', 'kyaw')
      .executeTakeFirstOrThrow()) as { id: number };
    const link = await server.database.db
      .transaction()
      .execute((trx) => issuePasswordLink(trx, 'https://coach.example', Number(id), 'reset', 'en'));
    const newPassword = 'monsoon lantern 77';
    const reset = await server.call('POST', '/api/password-reset/confirm', {
      token: new URL(link).searchParams.get('token'),
      password: newPassword,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expectProblem(await signIn('kyaw', newPassword), 401, apiMessage('otpRequired'));
    tick();
    const res = await signIn('kyaw', newPassword, codeAt(a.secret));
    expect(res.statusCode, res.body).toBe(200);

    const gone = await server.admin('DELETE', `/api/users/${Number(id)}`);
    expect(gone.statusCode, gone.body).toBe(204);
    for (const table of ['account_totp', 'totp_recovery_code'] as const) {
      const rows = await server.database.db
        .selectFrom(table)
        .selectAll()
        .where('account_id', '=', Number(id))
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});
