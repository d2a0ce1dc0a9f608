import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoContent } from '@coach/demo-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, connect, createSchema, dropSchema } from '../src/db/connect.ts';
import { buildServer } from '../src/server.ts';
import { ADMIN, databases, pngImage, uploadFile } from './harness.ts';
import { appointmentBody } from './payloads.ts';

type Server = Awaited<ReturnType<typeof buildServer>>;

/** A bearer header of the admin signed in on `server` (the account is made once). */
async function adminOn(server: Server) {
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { username: ADMIN.username, password: ADMIN.password },
  });
  return `Bearer ${signIn.json().access_token}`;
}

/**
 * Two app instances on one database, started at the same moment, as behind a load
 * balancer: nothing an instance keeps for itself may matter to a visitor or an admin.
 */
describe.each(databases)('two instances sharing one %s database', (kind) => {
  let connections: Database[];
  let a: Server;
  let b: Server;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const url = process.env.TEST_POSTGRES_URL!;
      const schema = `test_${randomBytes(6).toString('hex')}`;
      await createSchema(url, schema);
      connections = [connect(url, { schema, poolSize: 4 }), connect(url, { schema, poolSize: 4 })];
      cleanup = () => dropSchema(url, schema);
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'coach-two-'));
      const url = `sqlite:${join(dir, 'site.db')}`;
      connections = [connect(url), connect(url)];
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    // Both migrate at once: one applies the migrations, the other waits and finds them done.
    const servers = await Promise.all(
      connections.map((database) => buildServer({ database, overload: false })),
    );
    [a, b] = [servers[0]!, servers[1]!];
  });
  afterAll(async () => {
    await Promise.all([a?.app.close(), b?.app.close()]);
    await Promise.all(connections.map((c) => c.close()));
    await cleanup();
  });

  it('seeds the demo content once when both start on an empty database', async () => {
    // Seeding holds SQLite's write lock; a second connection in this same process would
    // wait for it by blocking the very thread the first one needs. Separate processes on
    // one file seeding at once are started for real in the fault suite (faults/).
    const seeded =
      kind === 'sqlite'
        ? [await seedDemoContent(a.services), await seedDemoContent(b.services)]
        : await Promise.all([seedDemoContent(a.services), seedDemoContent(b.services)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const fromA = (await a.app.inject({ url: '/api/events' })).json();
    const fromB = (await b.app.inject({ url: '/api/events' })).json();
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB).toEqual(fromA);
  });

  it('honours a sign-in made on the other instance, and a logout too', async () => {
    await a.services.accounts.create(ADMIN);
    const signIn = await a.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    const authorization = `Bearer ${signIn.json().access_token}`;
    expect(
      (await b.app.inject({ url: '/api/appointments', headers: { authorization } })).statusCode,
    ).toBe(200);
    expect(
      (await b.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await a.app.inject({ url: '/api/appointments', headers: { authorization } })).statusCode,
    ).toBe(401);
  });

  it('serves a file uploaded through the other instance, and its resized copy', async () => {
    const uploaded = await uploadFile(a.app, await pngImage(800, 600), 'photo.png');
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json();
    const original = await b.app.inject({ url: `/api/files/${id}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const resizedOnA = await a.app.inject({ url: `/api/files/${id}?w=320` });
    const resizedOnB = await b.app.inject({ url: `/api/files/${id}?w=320` });
    expect(resizedOnB.statusCode).toBe(200);
    expect(resizedOnB.headers.etag).toBe(resizedOnA.headers.etag);
    expect(resizedOnB.rawPayload.equals(resizedOnA.rawPayload)).toBe(true);
  });

  it('counts a list written through the other instance at once', async () => {
    // (The admin account was made by the sign-in test above.)
    const authorization = await adminOn(a);
    const total = async () =>
      Number(
        (await a.app.inject({ url: '/api/appointments?limit=1', headers: { authorization } }))
          .headers['x-total-count'],
      );
    const before = await total();
    expect(await total()).toBe(before); // counted once, then kept by instance a
    const sent = await b.app.inject({
      method: 'POST',
      url: '/api/appointment',
      payload: appointmentBody({ name: 'Counted elsewhere' }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});
