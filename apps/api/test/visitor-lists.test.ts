import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SHARED_BRIEFLY } from '../src/http/answer-cache.ts';
import { siteVersionReader } from '../src/content/site-version.ts';
import { databases, useTestServer } from './harness.ts';
import { appointmentBody, caseFor, useRefs } from './payloads.ts';

/**
 * Public lists as visitors read them are kept per content version: serialised and
 * compressed once, validated with an ETag, and fresh the moment anything changes.
 */
describe.each(databases)('public lists kept for visitors on %s', (kind) => {
  const server = useTestServer(kind);
  const refs = useRefs(server);

  const addEvent = async (name: string) => {
    const res = await server.admin('POST', '/api/events', {
      ...caseFor('events').full(refs),
      name,
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const read = (headers: Record<string, string> = {}) =>
    server.app.inject({ url: '/api/events?limit=2', headers });

  it('answers with a validator and a brief shared-cache policy, and 304 when unchanged', async () => {
    await addEvent('First event');
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(SHARED_BRIEFLY);
    expect(first.headers.vary).toContain('Authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await read({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is fresh at once after a write through the API, or straight into the database', async () => {
    const before = await read();
    const total = Number(before.headers['x-total-count']);
    await addEvent('Second event');
    const after = await read({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(Number(after.headers['x-total-count'])).toBe(total + 1);
    expect(after.json()[0].name).toBe('Second event');

    // Another instance, or someone at the database prompt: the trigger raises the version.
    await server.database.db
      .updateTable('event')
      .set({ name: 'Renamed elsewhere' })
      .where('name', '=', 'Second event')
      .execute();
    expect((await read()).json()[0].name).toBe('Renamed elsewhere');
  });

  it('keeps what it keeps through a visitor’s appointment and order, which no public page shows', async () => {
    const versions = siteVersionReader(server.services.database);
    const before = await versions.site();
    const appointment = await server.call('POST', '/api/appointment', appointmentBody());
    expect(appointment.statusCode, appointment.body).toBe(201);
    // The back office resolving it, and an order's row changing at the database prompt.
    const resolve = `/api/appointments/${appointment.json().id}/resolve`;
    expect((await server.admin('PUT', resolve, { resolved: true })).statusCode).toBe(200);
    await server.database.db.deleteFrom('payment').where('id', '<', 0).execute();
    await server.database.db.deleteFrom('appointment').where('id', '<', 0).execute();
    expect(await versions.site()).toBe(before);
    // Content changes it at once.
    await addEvent('After the appointment');
    expect(await versions.site()).not.toBe(before);
  });

  it('shares one read of the versions among askers at the same moment, but none begun before a write here', async () => {
    const versions = siteVersionReader(server.services.database);
    const first = versions.site();
    expect(versions.site()).toBe(first);
    versions.noteWrite();
    const afterWrite = versions.site();
    expect(afterWrite).not.toBe(first);
    expect(await afterWrite).toBe(await first);
    // Once answered, the next asker reads again.
    expect(versions.site()).not.toBe(afterWrite);
  });

  it('compresses once for the encoding the visitor accepts', async () => {
    for (let i = 0; i < 3; i++) await addEvent(`Event with a longer description ${i}`);
    const plain = await server.app.inject({ url: '/api/events?limit=20' });
    const br = await server.app.inject({
      url: '/api/events?limit=20',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('never hands an admin the visitors’ answer: drafts show for the admin only', async () => {
    const res = await server.admin('POST', '/api/articles', {
      ...caseFor('articles').full(refs),
      name: 'A draft',
      is_published: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const names = (r: { json(): { name: string }[] }) => r.json().map((a) => a.name);
    const visitorNames = names(await server.call('GET', '/api/articles?limit=100'));
    const adminNames = names(await server.admin('GET', '/api/articles?limit=100'));
    expect(visitorNames).not.toContain('A draft');
    expect(adminNames).toContain('A draft');
    // And a visitor after the admin still gets the visitors' list.
    expect(names(await server.call('GET', '/api/articles?limit=100'))).not.toContain('A draft');
  });

  it('still refuses a bad page size, every time', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await server.call('GET', '/api/events?limit=500')).statusCode).toBe(422);
    }
  });
});
