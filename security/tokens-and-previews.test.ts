import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createDatabase, dialects } from '../faults/harness/databases.ts';
import { request } from '../faults/harness/http.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import { type Api, signedIn } from './records.ts';

/**
 * Preview links and the secrets in addresses, kept closed on the compiled server (issue
 * 36): a preview link can be revoked and dies with its record's trip to the trash; an
 * update with nothing to set is a 422, not a 500; the pages that carry a token are never
 * stored and never send it on as a referrer, and no token reaches the log at any level.
 */
const ADMIN = { username: 'tokens-admin', password: 'tokens-password-1' };
const secret = () => `sekrit${randomBytes(12).toString('hex')}`;

describe.each(dialects)('%s', (dialect) => {
  let database: TestDatabase;
  let site: Server;
  let api: Api;

  beforeAll(async () => {
    database = await createDatabase(dialect);
    site = await startServer({
      name: `tokens-${dialect}`,
      databaseUrl: database.url(),
      admin: ADMIN,
      // The most the log ever says: a token must not be in it even then.
      env: { LOG_LEVEL: 'trace' },
    });
    await site.waitHealthy(90_000);
    api = await signedIn(site.base, ADMIN);
    expect(api.token, 'the admin signed in').toEqual(expect.any(String));
  }, 180_000);
  afterAll(async () => {
    await stopAll({ printLogs: false });
    await database?.drop();
  });

  const DRAFT = 'Press draft for review';
  const draftPress = async () => {
    const made = await api.call('/api/press', {
      method: 'POST',
      json: { name: DRAFT, description: 'x' },
      admin: true,
    });
    expect(made.status, made.body).toBe(201);
    return (JSON.parse(made.body) as { id: number }).id;
  };
  const previewOf = async (id: number) => {
    const made = await api.call(`/api/press/${id}/preview`, { method: 'POST', admin: true });
    expect(made.status, made.body).toBe(201);
    const url = new URL((JSON.parse(made.body) as { url: string }).url);
    return `${url.pathname}${url.search}`;
  };
  /** Whether the link shows the draft (the coach's profile it opens is public anyway). */
  const opens = async (path: string) => (await request(site.base, path)).body.includes(DRAFT);

  it('a preview link is revoked by DELETE, ends with a trip to the trash, and both are audited', async () => {
    const id = await draftPress();
    const link = await previewOf(id);
    expect(await opens(link)).toBe(true);
    const revoked = await api.call(`/api/press/${id}/preview`, { method: 'DELETE', admin: true });
    expect(revoked.status, revoked.body).toBe(200);
    expect(await opens(link)).toBe(false);

    const kept = await previewOf(id);
    expect((await api.call(`/api/press/${id}`, { method: 'DELETE', admin: true })).status).toBe(
      204,
    );
    const back = await api.call(`/api/trash/press/${id}/restore`, { method: 'POST', admin: true });
    expect(back.status, back.body).toBeLessThan(300);
    expect(await opens(kept)).toBe(false);

    for (const action of ['preview_made', 'previews_revoked']) {
      const entries = await api.call(`/api/audit?action=${action}&resource=press`, { admin: true });
      expect(JSON.parse(entries.body), action).toContainEqual(
        expect.objectContaining({ action, record_id: String(id) }),
      );
    }
  });

  it.each(['/api/users/1', '/api/press/1', '/api/banners', '/api/availability'])(
    'PUT %s with nothing to set answers 422, not 500',
    async (path) => {
      for (const json of [{}, { foo: 1 }, undefined]) {
        const answer = await api.call(path, { method: 'PUT', json, admin: true });
        expect(answer.status, `${JSON.stringify(json)} ${answer.body}`).toBe(422);
        expect(answer.body).toContain('Send at least one of');
      }
    },
  );

  it('the pages that carry a token are never stored and never name it to another site', async () => {
    const link = await previewOf(await draftPress());
    for (const path of [
      `/reset-password?token=${secret()}`,
      `/orders/${secret()}`,
      `/appointments/${secret()}`,
      link,
    ]) {
      const answer = await request(site.base, path);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      // The reset page names no referrer; the others keep it on the site (their no-script
      // forms post with their origin).
      expect(answer.headers['referrer-policy'], path).toBe(
        path.startsWith('/reset-password') ? 'no-referrer' : 'same-origin',
      );
    }
  });

  it('no reset, invitation, order, booking or preview token reaches the log, even at trace', async () => {
    const tokens = Array.from({ length: 7 }, secret);
    const paths = [
      `/reset-password?token=${tokens[0]}`,
      `/orders/${tokens[1]}`,
      `/api/orders/${tokens[2]}`,
      `/appointments/${tokens[3]}`,
      `/api/appointments/${tokens[4]}/calendar`,
      `/blogs?preview=${tokens[5]}`,
      `/api/orders/${tokens[6]}/receipt`,
    ];
    for (const path of paths) await request(site.base, path);
    // Each request was logged (at debug), with its token left out.
    await site.waitForLog(/^GET \/api\/orders\/\S+\/receipt /, 10_000);
    const log = site.logs.map((line) => line.raw).join('\n');
    expect(log).toMatch(/GET \/orders\/\S+ 404/);
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
