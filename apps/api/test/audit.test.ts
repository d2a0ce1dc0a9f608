import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureSiteSettings } from '../src/content/site-settings.ts';
import {
  ADMIN,
  type TestServer,
  databases,
  distinctImage,
  startTestServer,
  uploadFile,
} from './harness.ts';
import { addBookProduct, expectInvalid, expectProblem } from './helpers.ts';
import {
  type Refs,
  appointmentBody,
  crudCases,
  makeRefs,
  paymentBody,
  statNumbers,
  testimonialBody,
} from './payloads.ts';
import { type TestSmtp, eventually, startSmtp } from './smtp.ts';
import { FAST_MAIL_WORKER, mailSettings } from './mailing-server.ts';

// Sign-ins and new passwords hash with scrypt (slow on purpose) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = 'tamarind veranda 42';
const NEW_PASSWORD = 'mango monsoon lantern 7';
const RESET_PASSWORD = 'quiet harbour teapot 19';
/** Typed into the username field by mistake: it must never be stored. */
const PASSWORD_AS_NAME = 'Secret-Pagoda-Sunrise-88';

interface Entry {
  account_id: number | null;
  username: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  detail: Record<string, unknown> | null;
}

const tokenIn = (text: string) => {
  const link = /https:\/\/coach\.example\/reset-password\?token=([\w-]+)/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
};

/**
 * Every admin write leaves exactly one audit entry, in its own transaction: the right
 * account, action, resource and record; a refused or failed write leaves none, and so do
 * visitors' submissions. GET /api/audit lists them for owners, newest first, a page at a
 * time, filtered.
 */
describe.each(databases)('audit log on %s', (kind) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let refs: Refs;
  let adminId: number;
  let editorToken: string;

  const db = () => server.database.db;
  const byAdmin = () => ({ account_id: adminId, username: ADMIN.username });

  /** A session made in the database for an account (saves a scrypt sign-in). */
  async function tokenFor(accountId: number) {
    const token = randomBytes(32).toString('base64url');
    await db()
      .insertInto('session')
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        account_id: accountId,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        created: new Date().toISOString(),
      })
      .execute();
    return token;
  }

  const lastId = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_entry')
          .select((eb) => eb.fn.max('id').as('last'))
          .executeTakeFirst()
      )?.last ?? 0,
    );

  /** The entries stored while `run` ran, oldest first, as stored. */
  async function written(run: () => Promise<unknown>): Promise<Entry[]> {
    const mark = await lastId();
    await run();
    const rows = await db()
      .selectFrom('audit_entry')
      .selectAll()
      .where('id', '>', mark)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      account_id: row.account_id == null ? null : Number(row.account_id),
      username: row.username as string | null,
      action: row.action as string,
      resource: row.resource as string,
      record_id: row.record_id as string | null,
      detail: row.detail ? JSON.parse(row.detail as string) : null,
    }));
  }

  /** Runs a call, expects this status, and answers the entries it left. */
  async function entriesOf(
    call: () => Promise<{ statusCode: number; body: string }>,
    status: number,
  ): Promise<Entry[]> {
    let answer: { statusCode: number; body: string } | undefined;
    const entries = await written(async () => {
      answer = await call();
    });
    expect(answer!.statusCode, answer!.body).toBe(status);
    return entries;
  }

  /** The email that reached this address (taken out of what the mail server kept). */
  async function mailTo(address: string) {
    let found: (typeof smtp.received)[number] | undefined;
    await eventually(async () => {
      const index = smtp.received.findIndex((mail) =>
        [mail.to].flat().some((to) => to?.text.includes(address)),
      );
      if (index >= 0) [found] = smtp.received.splice(index, 1);
      return found !== undefined;
    });
    return found!;
  }

  const signIn = (username: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/token', payload: { username, password } });

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(kind, {
      mail: mailSettings(smtp.url),
      mailWorker: FAST_MAIL_WORKER,
    });
    adminId = Number(
      (
        await db()
          .selectFrom('account')
          .select('id')
          .where('username', '=', ADMIN.username)
          .executeTakeFirstOrThrow()
      ).id,
    );
    await ensureSiteSettings(server.services);
    refs = await makeRefs(server);
    const editor = await db()
      .insertInto('account')
      .values({
        username: 'editor-ei',
        email: 'ei@example.com',
        password_hash: 'invited',
        role: 'editor',
        created: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    editorToken = await tokenFor(Number(editor.id));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('records the harness sign-in: the account, as it signed in', async () => {
    const [first] = await db().selectFrom('audit_entry').selectAll().orderBy('id').execute();
    expect(first).toMatchObject({
      account_id: adminId,
      username: ADMIN.username,
      action: 'sign_in',
      resource: 'accounts',
      record_id: String(adminId),
    });
  });

  it.each(crudCases)('$slug: create, update and delete leave one entry each', async (c) => {
    let id = 0;
    const created = await written(async () => {
      const res = await server.admin('POST', `/api/${c.slug}`, c.full(refs));
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id as number;
    });
    expect(created).toEqual([
      { ...byAdmin(), action: 'create', resource: c.slug, record_id: String(id), detail: null },
    ]);

    const updated = await entriesOf(
      () => server.admin('PUT', `/api/${c.slug}/${id}`, c.update(refs)),
      200,
    );
    expect(updated).toEqual([
      {
        ...byAdmin(),
        action: 'update',
        resource: c.slug,
        record_id: String(id),
        detail: { fields: expect.any(Array) },
      },
    ]);
    expect((updated[0]!.detail!.fields as string[]).length).toBeGreaterThan(0);

    const deleted = await entriesOf(() => server.admin('DELETE', `/api/${c.slug}/${id}`), 204);
    expect(deleted).toEqual([
      { ...byAdmin(), action: 'delete', resource: c.slug, record_id: String(id), detail: null },
    ]);
  });

  it('an update names the fields it changed (names only); the same save again changes none', async () => {
    const body: Record<string, unknown> = {
      ...crudCases.find((c) => c.slug === 'events')!.full(refs),
      name: 'Strategy day',
    };
    const res = await server.admin('POST', '/api/events', body);
    const id = res.json().id as number;
    // The tag is sent as it is stored: not a change.
    const change = { name: 'Strategy day 2027', location: 'Bagan', tag: body.tag };
    const first = await entriesOf(() => server.admin('PUT', `/api/events/${id}`, change), 200);
    expect(first[0]!.detail).toEqual({ fields: ['name', 'location'] });
    expect(JSON.stringify(first)).not.toContain('Bagan');
    const again = await entriesOf(() => server.admin('PUT', `/api/events/${id}`, change), 200);
    expect(again).toEqual([expect.objectContaining({ action: 'update', detail: { fields: [] } })]);
  });

  it('colours and constants: an update leaves one entry', async () => {
    const [color] = (await server.admin('GET', '/api/colors')).json() as { id: number }[];
    expect(
      await entriesOf(
        () => server.admin('PUT', `/api/colors/${color!.id}`, { name: '#123456' }),
        200,
      ),
    ).toEqual([
      {
        ...byAdmin(),
        action: 'update',
        resource: 'colors',
        record_id: String(color!.id),
        detail: { fields: ['name'] },
      },
    ]);
    const constant = ((await server.admin('GET', '/api/constants')).json() as Entry[]).find(
      (c) => (c as unknown as { name: string }).name === 'mainEmail',
    ) as unknown as { id: number };
    expect(
      await entriesOf(
        () => server.admin('PUT', `/api/constants/${constant!.id}`, { value: 'x@example.com' }),
        200,
      ),
    ).toEqual([expect.objectContaining({ action: 'update', resource: 'constants' })]);
  });

  it("visitors' submissions and uploads leave none; an admin's resolve, publish and unpublish one each", async () => {
    await addBookProduct(server);
    let appointment = 0;
    let testimonial = 0;
    let order = 0;
    const visitors = await written(async () => {
      const a = await server.call('POST', '/api/appointment', appointmentBody());
      expect(a.statusCode, a.body).toBe(201);
      appointment = a.json().id;
      const photo = await uploadFile(server.app, await pngOf(), 'photo.png');
      expect(photo.statusCode).toBe(201);
      const t = await server.call('POST', '/api/testimonials', testimonialBody(photo.json().id));
      expect(t.statusCode, t.body).toBe(201);
      testimonial = t.json().id;
      const receipt = await uploadFile(server.app, await pngOf(), 'receipt.png');
      const o = await server.call('POST', '/api/payments', paymentBody(receipt.json().id));
      expect(o.statusCode, o.body).toBe(201);
      order = o.json().id;
      // The pages' forms store through the same services, as visitors.
      const page = await server.services.submissions.fromPage(
        'appointment',
        appointmentBody({ name: 'Page Visitor' }),
        null,
        'en',
      );
      expect(page).toEqual({ ok: true, repeat: false });
    });
    expect(visitors).toEqual([]);

    for (const [path, action, resource, id] of [
      [`/api/appointments/${appointment}/resolve`, 'resolve', 'appointments', appointment],
      [`/api/payments/${order}/resolve`, 'resolve', 'payments', order],
      [`/api/testimonials/${testimonial}/publish`, 'publish', 'testimonials', testimonial],
      [`/api/testimonials/${testimonial}/unpublish`, 'unpublish', 'testimonials', testimonial],
    ] as const) {
      expect(await entriesOf(() => server.admin('PUT', path, { resolved: true }), 200)).toEqual([
        { ...byAdmin(), action, resource, record_id: String(id), detail: null },
      ]);
    }
    expect(
      await entriesOf(() => server.admin('DELETE', `/api/testimonials/${testimonial}`), 204),
    ).toEqual([expect.objectContaining({ action: 'delete', resource: 'testimonials' })]);
  });

  it("an admin's upload leaves one entry naming the file", async () => {
    let id = '';
    const entries = await written(async () => {
      const res = await uploadFile(server.app, await pngOf(), 'portrait.png', {
        headers: { authorization: `Bearer ${server.token}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().id;
    });
    expect(entries).toEqual([
      { ...byAdmin(), action: 'upload', resource: 'files', record_id: id, detail: null },
    ]);
  });

  it('stats and banners: a save leaves one entry with the fields it changed', async () => {
    const stats = await entriesOf(() => server.admin('PUT', '/api/stats', statNumbers(5)), 200);
    expect(stats).toEqual([
      {
        ...byAdmin(),
        action: 'settings',
        resource: 'stats',
        record_id: null,
        detail: { fields: Object.keys(statNumbers(5)) },
      },
    ]);
    const again = await entriesOf(() => server.admin('PUT', '/api/stats', statNumbers(5)), 200);
    expect(again[0]!.detail).toEqual({ fields: [] });
    const banners = await entriesOf(
      () => server.admin('PUT', '/api/banners', { home_banner_image: refs.image }),
      200,
    );
    expect(banners).toEqual([
      expect.objectContaining({
        action: 'settings',
        resource: 'banners',
        detail: { fields: ['home_banner_image'] },
      }),
    ]);
  });

  it('the email outbox: a test message and a send-again leave one entry each', async () => {
    const test = await entriesOf(
      () => server.admin('POST', '/api/mail/test', { to: 'owner@example.com' }),
      202,
    );
    expect(test).toEqual([
      expect.objectContaining({ ...byAdmin(), action: 'mail_test', resource: 'mail' }),
    ]);
    expect(JSON.stringify(test)).not.toContain('owner@example.com');
    const id = Number(test[0]!.record_id);
    await mailTo('owner@example.com');
    // The SMTP server has it before the worker marks it sent: wait for that mark, or it
    // lands after the reset below and the message is no longer unsent.
    await eventually(async () => {
      const row = await db()
        .selectFrom('mail_outbox')
        .select('sent_at')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.sent_at != null;
    });
    // Made to look failed (and not due), so that it can be sent again.
    await db()
      .updateTable('mail_outbox')
      .set({ sent_at: null, last_error: 'refused', next_attempt_at: Date.now() + 3_600_000 })
      .where('id', '=', id)
      .execute();
    expect(
      await entriesOf(() => server.admin('POST', `/api/mail/outbox/${id}/retry`), 200),
    ).toEqual([
      { ...byAdmin(), action: 'mail_retry', resource: 'mail', record_id: String(id), detail: null },
    ]);
    await mailTo('owner@example.com');
  });

  it('accounts: each change is recorded, by whom it was done; a deleted account still reads', async () => {
    // An owner adds an account.
    const registered = await entriesOf(
      () =>
        server.admin('POST', '/api/register', {
          username: 'nilar',
          email: 'nilar@example.com',
          password: PASSWORD,
        }),
      201,
    );
    expect(registered).toEqual([
      {
        ...byAdmin(),
        action: 'register',
        resource: 'accounts',
        record_id: expect.any(String),
        detail: { role: 'owner' },
      },
    ]);

    // An invitation, accepted from the email.
    let thida = 0;
    const invited = await written(async () => {
      const res = await server.admin('POST', '/api/users', {
        username: 'thida',
        email: 'thida@example.com',
        role: 'editor',
      });
      expect(res.statusCode, res.body).toBe(201);
      thida = res.json().id as number;
    });
    expect(invited).toEqual([
      {
        ...byAdmin(),
        action: 'invite',
        resource: 'accounts',
        record_id: String(thida),
        detail: { role: 'editor' },
      },
    ]);
    const asThida = { account_id: thida, username: 'thida', resource: 'accounts' };
    const link = tokenIn((await mailTo('thida@example.com')).text!);
    expect(
      await entriesOf(
        () =>
          server.call('POST', '/api/password-reset/confirm', { token: link, password: PASSWORD }),
        204,
      ),
    ).toEqual([
      { ...asThida, action: 'invitation_accepted', record_id: String(thida), detail: null },
    ]);

    // Sign-ins: the account's own entries.
    let token = '';
    const signedIn = await written(async () => {
      const res = await signIn('thida', PASSWORD);
      expect(res.statusCode).toBe(200);
      token = res.json().access_token;
    });
    expect(signedIn).toEqual([
      { ...asThida, action: 'sign_in', record_id: String(thida), detail: null },
    ]);
    expect(await entriesOf(() => signIn('thida', 'not the password'), 401)).toEqual([
      { ...asThida, action: 'sign_in_failed', record_id: String(thida), detail: null },
    ]);
    // A name no account has: recorded without it (it may be a password in the wrong field).
    expect(await entriesOf(() => signIn(PASSWORD_AS_NAME, PASSWORD), 401)).toEqual([
      {
        account_id: null,
        username: null,
        action: 'sign_in_failed',
        resource: 'accounts',
        record_id: null,
        detail: null,
      },
    ]);

    // The owner changes the role, then the address.
    expect(
      await entriesOf(() => server.admin('PUT', `/api/users/${thida}`, { role: 'owner' }), 200),
    ).toEqual([
      {
        ...byAdmin(),
        action: 'role_change',
        resource: 'accounts',
        record_id: String(thida),
        detail: { fields: ['role'], role: 'owner' },
      },
    ]);
    const address = await entriesOf(
      () => server.admin('PUT', `/api/users/${thida}`, { email: 'thida@coach.example' }),
      200,
    );
    expect(address).toEqual([
      expect.objectContaining({ action: 'account_change', detail: { fields: ['email'] } }),
    ]);
    expect(JSON.stringify(address)).not.toContain('thida@coach.example');

    // Her own password, her other sessions, her sign-out.
    const as = server.withToken(token);
    expect(
      await entriesOf(
        () =>
          as('PUT', '/api/account/password', {
            current_password: PASSWORD,
            new_password: NEW_PASSWORD,
          }),
        204,
      ),
    ).toEqual([{ ...asThida, action: 'password_change', record_id: String(thida), detail: null }]);
    await tokenFor(thida);
    expect(await entriesOf(() => as('DELETE', '/api/account/sessions'), 200)).toEqual([
      { ...asThida, action: 'sessions_ended', record_id: String(thida), detail: { count: 1 } },
    ]);
    expect(await entriesOf(() => as('POST', '/api/logout'), 204)).toEqual([
      { ...asThida, action: 'sign_out', record_id: String(thida), detail: null },
    ]);

    // "Forgot your password?": asking changes nothing and leaves none; the link's use one.
    expect(
      await entriesOf(
        () => server.call('POST', '/api/password-reset', { email: 'thida@coach.example' }),
        202,
      ),
    ).toEqual([]);
    const reset = await mailTo('thida@coach.example');
    expect(
      await entriesOf(
        () =>
          server.call('POST', '/api/password-reset/confirm', {
            token: tokenIn(reset.text!),
            password: RESET_PASSWORD,
          }),
        204,
      ),
    ).toEqual([{ ...asThida, action: 'password_reset', record_id: String(thida), detail: null }]);

    // Deleted: the owner's entry; hers still read with her name.
    expect(await entriesOf(() => server.admin('DELETE', `/api/users/${thida}`), 204)).toEqual([
      {
        ...byAdmin(),
        action: 'delete',
        resource: 'accounts',
        record_id: String(thida),
        detail: null,
      },
    ]);
    const hers = await server.admin('GET', `/api/audit?account=${thida}&limit=100`);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().length).toBeGreaterThanOrEqual(7);
    for (const entry of hers.json()) expect(entry.username).toBe('thida');
  });

  it('the log holds no password, token or mistyped password', async () => {
    const all = JSON.stringify(await db().selectFrom('audit_entry').selectAll().execute());
    for (const secret of [
      ADMIN.password,
      PASSWORD,
      NEW_PASSWORD,
      RESET_PASSWORD,
      PASSWORD_AS_NAME,
      server.token,
      editorToken,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it.each([
    ['a 422 (validation)', () => server.admin('POST', '/api/events', { name: '' }), 422],
    [
      'a 422 (a file that is not there)',
      () => server.admin('PUT', '/api/banners', { home_banner_image: 'nope' }),
      422,
    ],
    ['a 404 (update)', () => server.admin('PUT', '/api/clients/999999', { name: 'Gone' }), 404],
    ['a 404 (delete)', () => server.admin('DELETE', '/api/clients/999999'), 404],
    ['a 404 (resolve)', () => server.admin('PUT', '/api/appointments/999999/resolve', {}), 404],
    [
      'a 409 (in use)',
      () => server.admin('DELETE', `/api/main_categories/${refs.mainCategoryId}`),
      409,
    ],
    [
      'a 409 (a taken name)',
      () =>
        server.admin('POST', '/api/users', {
          username: ADMIN.username,
          email: 'a@example.com',
          role: 'editor',
        }),
      409,
    ],
    // (A wrong current password is refused and recorded on purpose: limits-for-everyone.test.ts.)
    ['a 401 (no token)', () => server.call('PUT', '/api/stats', statNumbers()), 401],
    [
      'a 403 (an editor resolving)',
      () => server.withToken(editorToken)('PUT', '/api/payments/1/resolve', {}),
      403,
    ],
    [
      'a 403 (an editor inviting)',
      () =>
        server.withToken(editorToken)('POST', '/api/users', {
          username: 'x',
          email: 'x@example.com',
          role: 'owner',
        }),
      403,
    ],
    [
      'a 400 (a used reset link)',
      () =>
        server.call('POST', '/api/password-reset/confirm', {
          token: 'made-up',
          password: NEW_PASSWORD,
        }),
      400,
    ],
  ] as const)('a refused write leaves none: %s', async (_name, call, status) => {
    expect(await entriesOf(call, status)).toEqual([]);
  });

  it('a write that fails inside its transaction leaves no entry, and an entry that fails undoes its write', async () => {
    const client = (
      await server.admin('POST', '/api/clients', {
        ...crudCases.find((c) => c.slug === 'clients')!.full(refs),
        name: 'Before',
      })
    ).json().id as number;
    // One update entry per client at most, for this test: the second update's entry breaks it.
    await sql`create unique index audit_test_once on audit_entry (record_id)
      where resource = 'clients' and action = 'update'`.execute(db());
    try {
      expect(
        await entriesOf(
          () => server.admin('PUT', `/api/clients/${client}`, { name: 'First' }),
          200,
        ),
      ).toHaveLength(1);
      const second = await entriesOf(
        () => server.admin('PUT', `/api/clients/${client}`, { name: 'Second' }),
        409,
      );
      expect(second).toEqual([]);
      expect((await server.call('GET', `/api/clients/${client}`)).json().name).toBe('First');
    } finally {
      await sql`drop index audit_test_once`.execute(db());
    }

    // An invitation's email fails after its entry was written: account, entry and email go.
    await db().deleteFrom('mail_outbox').where('kind', '=', 'invitation').execute();
    await sql`create unique index outbox_test_once on mail_outbox (kind)
      where kind = 'invitation'`.execute(db());
    try {
      const invite = (username: string) =>
        server.admin('POST', '/api/users', {
          username,
          email: `${username}@example.com`,
          role: 'editor',
        });
      expect(await entriesOf(() => invite('first-guest'), 201)).toHaveLength(1);
      expect(await entriesOf(() => invite('second-guest'), 409)).toEqual([]);
      const names = (await db().selectFrom('account').select('username').execute()).map(
        (row) => row.username,
      );
      expect(names).toContain('first-guest');
      expect(names).not.toContain('second-guest');
    } finally {
      await sql`drop index outbox_test_once`.execute(db());
    }
  });

  describe('GET /api/audit', () => {
    const list = (query = '', token?: string) =>
      (token ? server.withToken(token) : server.admin)('GET', `/api/audit${query}`);

    it('is for owners: 401 signed out, 403 for an editor', async () => {
      expectProblem(await server.call('GET', '/api/audit'), 401);
      expectProblem(await list('', editorToken), 403, 'Only an owner of the site may do this.');
    });

    it('answers newest first, a page at a time, with the total in X-Total-Count', async () => {
      const total = Number(
        (
          await db()
            .selectFrom('audit_entry')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const first = await list('?limit=5');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['x-total-count']).toBe(String(total));
      expect(first.headers['cache-control']).toBe('no-store');
      const second = await list('?limit=5&offset=5');
      const rows = [...first.json(), ...second.json()] as { id: number; at: string }[];
      expect(rows).toHaveLength(10);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i - 1]!.at >= rows[i]!.at).toBe(true);
        if (rows[i - 1]!.at === rows[i]!.at) expect(rows[i - 1]!.id).toBeGreaterThan(rows[i]!.id);
      }
      expect(new Set(rows.map((r) => r.id)).size).toBe(10);
      // The newest is the last write (an entry of this file's previous test).
      expect(rows[0]!.id).toBe(await lastId());
      // The previous test's invitation, as JSON: ISO time, record id as text, detail parsed.
      expect(first.json()[0]).toEqual({
        id: expect.any(Number),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        account_id: adminId,
        username: ADMIN.username,
        action: 'invite',
        resource: 'accounts',
        record_id: expect.stringMatching(/^\d+$/),
        detail: { role: 'editor' },
      });
      // Without a limit: the newest 100, never the whole log.
      const whole = await list();
      expect(whole.json().length).toBe(Math.min(total, 100));
      expect(whole.headers['x-total-count']).toBe(String(total));
    });

    it('filters by account, action and resource, alone or together', async () => {
      const signIns = (await list('?action=sign_in&limit=100')).json() as Entry[];
      expect(signIns.length).toBeGreaterThan(0);
      for (const entry of signIns) expect(entry.action).toBe('sign_in');
      const events = (await list('?resource=events&limit=100')).json() as Entry[];
      expect(new Set(events.map((e) => e.resource))).toEqual(new Set(['events']));
      const mine = await list(`?account=${adminId}&action=update&resource=events&limit=100`);
      const rows = mine.json() as Entry[];
      expect(rows.length).toBeGreaterThan(0);
      expect(mine.headers['x-total-count']).toBe(String(rows.length));
      for (const entry of rows) {
        expect(entry).toMatchObject({ account_id: adminId, action: 'update', resource: 'events' });
      }
      // Empty values are no filter, as on every list.
      const unfiltered = await list('?account=&action=&resource=&from=&to=&limit=1');
      expect(unfiltered.headers['x-total-count']).toBe(
        (await list('?limit=1')).headers['x-total-count'],
      );
    });

    it("filters by days, the viewer's days with tz_offset", async () => {
      const moments = [
        '2025-01-10T12:00:00.000Z', // 10 January in UTC and in Yangon
        '2025-01-10T18:00:00.000Z', // 10 January in UTC, 11 January (00:30) in Yangon
        '2025-01-12T00:00:00.000Z',
      ];
      const ids: number[] = [];
      for (const at of moments) {
        const row = await db()
          .insertInto('audit_entry')
          .values({
            at,
            account_id: adminId,
            username: ADMIN.username,
            action: 'upload',
            resource: 'files',
            record_id: `dated-${at}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }
      const recordIds = async (query: string) =>
        ((await list(`${query}&action=upload&limit=100`)).json() as Entry[])
          .map((e) => e.record_id)
          .filter((id) => id?.startsWith('dated-'));
      expect(await recordIds('?from=2025-01-10&to=2025-01-10')).toEqual([
        `dated-${moments[1]}`,
        `dated-${moments[0]}`,
      ]);
      expect(await recordIds('?from=2025-01-11&to=2025-01-11&tz_offset=-390')).toEqual([
        `dated-${moments[1]}`,
      ]);
      expect(await recordIds('?from=2025-01-11')).toEqual([`dated-${moments[2]}`]);
      expect(await recordIds('?to=2025-01-09')).toEqual([]);
      await db().deleteFrom('audit_entry').where('id', 'in', ids).execute();
    });

    it('keeps its count only while the log is as it was: a new entry or a prune shows at once', async () => {
      const total = async () =>
        Number((await list('?resource=files&limit=1')).headers['x-total-count']);
      const entry = async (daysAgo: number) =>
        Number(
          (
            await db()
              .insertInto('audit_entry')
              .values({
                at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
                account_id: adminId,
                username: ADMIN.username,
                action: 'upload',
                resource: 'files',
                record_id: `count-${daysAgo}`,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      const first = await total();
      // The newest entry a day old: settled, so its count is kept.
      const old = await entry(400);
      const settled = await entry(1);
      expect(await total()).toBe(first + 2);
      expect(await total()).toBe(first + 2);
      // A new entry (an admin's upload) counts at once.
      const upload = await uploadFile(server.app, await pngOf(), 'count.png', {
        headers: { authorization: `Bearer ${server.token}` },
      });
      expect(upload.statusCode).toBe(201);
      expect(await total()).toBe(first + 3);
      // The prune of an old entry too, though the newest is the same.
      await db().deleteFrom('audit_entry').where('record_id', '=', upload.json().id).execute();
      expect(await total()).toBe(first + 2);
      expect(await server.services.audit.prune(365)).toBe(1);
      expect(await total()).toBe(first + 1);
      await db().deleteFrom('audit_entry').where('id', 'in', [old, settled]).execute();
      expect(await total()).toBe(first);
    });

    it('refuses bad filters and pages with a 422 naming each field', async () => {
      const bad = expectInvalid(
        await list('?account=abc&action=fly&resource=planets&from=2025-02-30&to=soon'),
        {
          account: 'Must be a whole number',
          from: 'Must be a date (YYYY-MM-DD)',
          to: 'Must be a date (YYYY-MM-DD)',
        },
      );
      const message = (field: string) => bad.errors!.find((e) => e.field === field)?.message;
      expect(message('action')).toMatch(/^Must be one of: create, update, delete, /);
      expect(message('resource')).toMatch(
        /^Must be one of: content_home, .*, accounts, mail, site$/,
      );
      expectInvalid(await list('?limit=101'), { limit: 'Must be a whole number from 1 to 100' });
      expectInvalid(await list('?limit=5&offset=-1'), {
        offset: 'Must be a whole number, 0 or more',
      });
      expectInvalid(await list('?tz_offset=99999'), {
        tz_offset: 'Must be a time zone offset in minutes',
      });
      expectInvalid(await list('?account=99999999999'), { account: 'Must be a whole number' });
    });
  });

  it('keeps entries for AUDIT_DAYS: older ones are pruned, newer ones stay', async () => {
    const old = await db()
      .insertInto('audit_entry')
      .values({
        at: new Date(Date.now() - 400 * 86_400_000).toISOString(),
        account_id: adminId,
        username: ADMIN.username,
        action: 'upload',
        resource: 'files',
        record_id: 'old',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('audit_entry')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await server.services.audit.prune(365)).toBe(1);
    expect(
      await db().selectFrom('audit_entry').select('id').where('id', '=', old.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await count()).toBe(before - 1);
  });
});

// A new picture each time: the same bytes again are answered with the stored file's id.
const pngOf = () => distinctImage(40, 30);
