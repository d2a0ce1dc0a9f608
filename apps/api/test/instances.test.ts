import { describe, expect, it } from 'vitest';
import { ADMIN, databases, pngImage, uploadFile } from './harness.ts';
import { appointmentBody } from './payloads.ts';
import { type InstanceServer as Server, useTwoInstances } from './two-instances.ts';

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
  const { a, b } = useTwoInstances(kind);

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
