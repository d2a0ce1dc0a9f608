import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createDatabase, dialects } from '../faults/harness/databases.ts';
import { type Answer, json, request } from '../faults/harness/http.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import { type TestSmtp, startSmtp } from '../apps/api/test/smtp.ts';
import { type Api, signedIn } from './records.ts';

/**
 * What an outside probe found, kept closed on the compiled server (issue 36, items 2, 3
 * and 5): a signed-in session is limited like anyone on sign-in and password checks, and
 * those are counted per account as well as per address; a wrong current password is
 * recorded; two-factor sign-in needs the password; links die when the address or the
 * password changes.
 */
const OWNER = { username: 'limits-owner', password: 'limits-owner-password-1' };
const EDITOR = { username: 'limits-editor', password: 'limits-editor-password-2' };
const SITE = 'https://coach.example';
/** Sign-in and password checks allowed a minute (DEFAULT_RATE_LIMITS.login). */
const PER_MINUTE = 10;

describe.each(dialects)('%s', (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  let site: Server;
  let owner: Api;
  let editorToken: string;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([createDatabase(dialect), startSmtp()]);
    site = await startServer({
      name: `limits-${dialect}`,
      databaseUrl: database.url(),
      demo: false,
      admin: OWNER,
      env: {
        TRUST_PROXY: '1',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'site@coach.example',
        PUBLIC_URL: SITE,
      },
    });
    await site.waitHealthy(90_000);
    owner = await signedIn(site.base, OWNER);
    const made = await owner.call('/api/register', {
      method: 'POST',
      admin: true,
      json: { ...EDITOR, email: 'editor@example.com' },
    });
    expect(made.status, made.body).toBe(201);
    const id = json<{ id: number }>(made).id;
    const demoted = await owner.call(`/api/users/${id}`, {
      method: 'PUT',
      admin: true,
      json: { role: 'editor' },
    });
    expect(demoted.status, demoted.body).toBe(200);
    editorToken = (await signedIn(site.base, EDITOR)).token;
    expect(editorToken).toEqual(expect.any(String));
  }, 300_000);
  afterAll(async () => {
    await stopAll({ printLogs: false });
    await smtp?.close();
    await database?.drop();
  });

  const as = (token: string, path: string, method: string, body: unknown, address?: string) =>
    request(site.base, path, {
      method,
      json: body,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(address && { 'X-Forwarded-For': address }),
      },
    });
  const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

  it("an editor's guesses at the owner's password: limited from one address, and from many", async () => {
    const guesses: Answer[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) {
      const form = { username: OWNER.username, password: `guess ${i}` };
      guesses.push(await as(editorToken, '/api/token', 'POST', form, '10.36.2.1'));
    }
    // The owner's own sign-in counted once already against the name.
    expect(statuses(guesses).filter((s) => s === 401).length).toBeLessThanOrEqual(PER_MINUTE);
    expect(statuses(guesses).at(-1)).toBe(429);
    // A new address for every guess does not help: the owner's name is counted too.
    const spread = await as(editorToken, '/api/token', 'POST', {
      username: OWNER.username,
      password: 'one more guess',
    });
    expect(spread.status).toBe(429);
  });

  it('wrong current passwords: limited per account from any address, and recorded', async () => {
    const tries: Answer[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) {
      const body = { current_password: `wrong ${i}`, new_password: 'a new long password 3' };
      tries.push(await as(editorToken, '/api/account/password', 'PUT', body));
    }
    expect(statuses(tries)).toEqual([...Array(PER_MINUTE).fill(422), 429]);
    const audit = await owner.call('/api/audit?action=password_check_failed&limit=50', {
      admin: true,
    });
    expect(audit.status, audit.body).toBe(200);
    expect(json<unknown[]>(audit)).toHaveLength(PER_MINUTE);
  });

  it('two-factor sign-in is not turned on without the current password', async () => {
    const token = owner.token;
    expect((await as(token, '/api/account/totp', 'POST', {})).status).toBe(422);
    expect((await as(token, '/api/account/totp', 'POST', { password: 'not it' })).status).toBe(422);
    const state = await as(token, '/api/account/totp', 'GET', undefined);
    expect(json(state)).toEqual({ enabled: false, recovery_codes_left: 0 });
  });

  it('an invitation to a mistyped address dies when the owner corrects it', async () => {
    const invited = await owner.call('/api/users', {
      method: 'POST',
      admin: true,
      json: { username: 'typo-person', email: 'typo@exmaple.com', role: 'editor' },
    });
    expect(invited.status, invited.body).toBe(201);
    const [mail] = await smtp.waitForTo('typo@exmaple.com', 1);
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text!)![1]!;
    const fixed = await owner.call(`/api/users/${json<{ id: number }>(invited).id}`, {
      method: 'PUT',
      admin: true,
      json: { email: 'typo@example.com' },
    });
    expect(fixed.status, fixed.body).toBe(200);
    const claim = await request(site.base, '/api/password-reset/confirm', {
      method: 'POST',
      json: { token, password: 'the typo owner wants in 4' },
    });
    expect(claim.status, claim.body).toBe(400);
  });
});
