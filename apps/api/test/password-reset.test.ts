import { describe, expect, it, vi } from 'vitest';
import { ADMIN, databases, startTestServer, useTestServer } from './harness.ts';
import { count, expectInvalid, expectProblem } from './helpers.ts';
import { REFUSED_PASSWORDS } from './passwords.ts';
import { FAST_MAIL_WORKER, MAIL_SITE, linkTokenIn, useMailingServer } from './mailing-server.ts';
import { passwordResetService } from '../src/auth/password-reset.ts';
import { mailText } from '../src/mail/mail-text.ts';

// Each test hashes and checks several passwords (scrypt, slow on purpose) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const NEW_PASSWORD = 'marigold lantern 7';

/**
 * "Forgot your password?" by email through the outbox, to a real SMTP server in this
 * process: the same answer for any address, a one-time link valid an hour, and every
 * session of the account ended once the password is set.
 */
describe.each(databases)('password reset on %s', (kind) => {
  const { server, smtp } = useMailingServer(kind);

  const ask = (email: string, extra: Record<string, unknown> = {}) =>
    server.call('POST', '/api/password-reset', { email, ...extra });
  const confirm = (token: string, password: string) =>
    server.call('POST', '/api/password-reset/confirm', { token, password });
  const signIn = (password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password },
    });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const res = await ask('nobody@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(await count(server, 'password_reset')).toBe(0);
    expect(await count(server, 'mail_outbox')).toBe(0);
  });

  it('emails a one-time link; the new password works, the old one and every session end', async () => {
    const res = await ask(ADMIN.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('Set a new password for the coach site');
    expect(JSON.stringify(mail!.to)).toContain(ADMIN.email);
    expect(mail!.text).toContain(`account "${ADMIN.username}"`);
    const token = linkTokenIn(mail!.text!);
    // Only the hash is stored, and the sent email's copy in the outbox loses the link.
    const stored = await server.database.db.selectFrom('password_reset').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    await expect
      .poll(async () => {
        const row = await server.database.db
          .selectFrom('mail_outbox')
          .select('sent_at')
          .executeTakeFirst();
        return row?.sent_at != null;
      })
      .toBe(true);
    const outbox = await server.database.db.selectFrom('mail_outbox').select('body').execute();
    expect(JSON.stringify(outbox)).not.toContain(token);

    expect(await count(server, 'session')).toBeGreaterThan(0);
    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(204);
    expect(await count(server, 'session')).toBe(0);
    expect((await server.admin('GET', '/api/me')).statusCode).toBe(401);
    expect((await signIn(ADMIN.password)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);

    // Single use.
    expectProblem(await confirm(token, 'another fine password'), 400, /not valid any more/);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('writes in Burmese to a visitor of the Burmese page', async () => {
    expect((await ask(ADMIN.email, { language: 'mm' })).statusCode).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('ဝက်ဘ်ဆိုက်အတွက် စကားဝှက်အသစ် သတ်မှတ်ရန်');
    linkTokenIn(mail!.text!);
  });

  it.each(['en', 'mm'] as const)(
    'tells an account with two-factor sign-in on that it stays on, and about recovery codes (%s)',
    async (language) => {
      const { id } = await server.database.db
        .selectFrom('account')
        .select('id')
        .where('username', '=', ADMIN.username)
        .executeTakeFirstOrThrow();
      const note = mailText('resetTwoFactorOn', language);
      await ask(ADMIN.email, { language });
      expect((await smtp.waitFor(1))[0]!.text).not.toContain(note);

      await server.database.db
        .insertInto('account_totp')
        .values({
          account_id: id,
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          enabled_at: new Date().toISOString(),
          last_step: 0,
          created: new Date().toISOString(),
        })
        .execute();
      try {
        await ask(ADMIN.email, { language });
        expect((await smtp.waitFor(2))[1]!.text).toContain(note);
      } finally {
        await server.database.db.deleteFrom('account_totp').where('account_id', '=', id).execute();
      }
    },
  );

  it('takes an address a browser takes, a name at localhost too (an ADMIN_USERNAME account)', async () => {
    const at = (email: string) =>
      server.database.db
        .updateTable('account')
        .set({ email })
        .where('username', '=', ADMIN.username)
        .execute();
    await at('admin@localhost');
    try {
      expect((await ask('admin@localhost')).statusCode).toBe(202);
      const [mail] = await smtp.waitForTo('admin@localhost', 1);
      linkTokenIn(mail!.text!);
    } finally {
      await at(ADMIN.email);
    }
  });

  it('looks nothing up before answering, with an account at the address or without one', async () => {
    // The route answers once `request` returns: the lookup must not have begun by then.
    const queued: (() => Promise<void>)[] = [];
    const service = passwordResetService(server.database, server.services.mail, (work) => {
      queued.push(work);
    });
    const lookups = vi.spyOn(server.database.db, 'selectFrom');
    try {
      service.request(ADMIN.email, 'en');
      service.request('nobody@example.com', 'en');
      expect(lookups).not.toHaveBeenCalled();
      expect(queued).toHaveLength(2);
      for (const work of queued) await work();
      expect(lookups).toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
    const [mail, ...more] = await smtp.waitFor(1);
    expect(JSON.stringify(mail!.to)).toContain(ADMIN.email);
    expect(more).toEqual([]);
  });

  it('refuses an expired link, a made-up one, and a password against the rules', async () => {
    await ask(ADMIN.email);
    const [mail] = await smtp.waitFor(1);
    const token = linkTokenIn(mail!.text!);
    for (const [, password, message] of REFUSED_PASSWORDS) {
      expectInvalid(await confirm(token, password), { password: message });
    }
    expectProblem(
      await confirm('made-up-token', 'a perfectly fine one'),
      400,
      /not valid any more/,
    );
    await server.database.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectProblem(await confirm(token, 'a perfectly fine one'), 400, /not valid any more/);
    expect((await signIn('a perfectly fine one')).statusCode).toBe(401);
  });

  it('is rate-limited like sign-in', async () => {
    const limited = await startTestServer(kind, {
      rateLimits: { login: 2, publicWrites: 2 },
      mail: { smtpUrl: smtp.url, publicUrl: MAIL_SITE },
      mailWorker: FAST_MAIL_WORKER,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await limited.call('POST', '/api/password-reset', { email: 'x@example.com' }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([202, 202, 429, 429]);
      const confirmLimited = await limited.call('POST', '/api/password-reset/confirm', {
        token: 'x',
        password: 'a perfectly fine one',
      });
      expect(confirmLimited.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe.each(databases)('changing one’s own password on %s', (kind) => {
  const server = useTestServer(kind);

  const change = (token: string, body: unknown) =>
    server.withToken(token)('PUT', '/api/account/password', body);

  it('needs a signed-in account', async () => {
    expectProblem(
      await server.call('PUT', '/api/account/password', {
        current_password: ADMIN.password,
        new_password: 'marigold lantern 7',
      }),
      401,
    );
  });

  it('refuses a wrong current password, and a new one against the rules', async () => {
    expectInvalid(
      await change(server.token, {
        current_password: 'wrong one',
        new_password: 'marigold lantern 7',
      }),
      { current_password: 'This is not your current password' },
    );
    for (const [, password, message] of REFUSED_PASSWORDS) {
      expectInvalid(
        await change(server.token, { current_password: ADMIN.password, new_password: password }),
        { new_password: message },
      );
    }
    expect((await server.admin('GET', '/api/me')).statusCode).toBe(200);
  });

  it('sets it, keeps this session and ends the others', async () => {
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    const otherToken = other.json().access_token as string;
    const res = await change(server.token, {
      current_password: ADMIN.password,
      new_password: 'marigold lantern 7',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await server.admin('GET', '/api/me')).statusCode).toBe(200);
    expect((await server.withToken(otherToken)('GET', '/api/me')).statusCode).toBe(401);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password: 'marigold lantern 7' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
