import { describe, expect, it } from 'vitest';
import { dialects } from './harness/databases.ts';
import { report } from './harness/figures.ts';
import { json, request, requestServed } from './harness/http.ts';
import { cleanUpAfterEach } from './harness/lifecycle.ts';
import { startServer } from './harness/server.ts';

/**
 * Public pages are kept per content version. Two instances on one database: a page both
 * have kept must change on both the moment an admin changes what it shows through
 * either, and never be kept for the back office. Page reads a just-started server sheds
 * (503, Retry-After: its event loop still busy with its first renders) are asked again.
 */
const newDatabase = cleanUpAfterEach();
const ADMIN = { username: 'operator', password: 'fault-suite-password' };

describe.each(dialects)('%s', (dialect) => {
  it('two instances: a kept page changes on both at once after a write through one', async () => {
    const database = await newDatabase(dialect);
    const [a, b] = await Promise.all(
      ['a', 'b'].map((name) =>
        startServer({
          name: `pages-${name}`,
          databaseUrl: database.url(),
          demo: true,
          admin: ADMIN,
          // Behind one address, as behind a load balancer: pages name it, not the port.
          env: { PUBLIC_URL: 'http://coach.test' },
        }),
      ),
    );
    await Promise.all([a!.waitHealthy(90_000), b!.waitHealthy(90_000)]);
    // Asked again if shed: without a token the event below would be a 401, not the point.
    const signIn = await requestServed(a!.base, '/api/token', { method: 'POST', json: ADMIN });
    expect(signIn.status, signIn.body).toBe(200);
    const authorization = `Bearer ${json<{ access_token: string }>(signIn).access_token}`;

    // Both render and keep the home page; a repeat is the same bytes with the same tag.
    const first = await Promise.all([a!, b!].map((s) => requestServed(s.base, '/')));
    const again = await Promise.all([a!, b!].map((s) => requestServed(s.base, '/')));
    for (const [i, page] of first.entries()) {
      expect(page.status).toBe(200);
      expect(page.headers.etag).toMatch(/^W\//);
      expect(page.headers['cache-control']).toContain('s-maxage=');
      expect(page.headers.vary).toContain('Cookie');
      expect(again[i]!.headers.etag).toBe(page.headers.etag);
      expect(again[i]!.body).toBe(page.body);
    }
    // Both instances render the same bytes, so the tag is the same everywhere.
    expect(first[1]!.headers.etag).toBe(first[0]!.headers.etag);
    const unchanged = await requestServed(b!.base, '/', {
      headers: { 'If-None-Match': String(first[1]!.headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');

    // An admin adds an event through a: b's kept page is stale from that moment.
    const name = 'Kept-page check: Saturday clinic';
    const created = await request(a!.base, '/api/events', {
      method: 'POST',
      headers: { Authorization: authorization },
      json: await eventBody(a!.base, authorization, name),
    });
    expect(created.status, created.body).toBe(201);
    const afterWrite = performance.now();
    const onB = await requestServed(b!.base, '/', {
      headers: { 'If-None-Match': String(first[1]!.headers.etag) },
    });
    const seenAfterMs = performance.now() - afterWrite;
    expect(onB.status).toBe(200);
    expect(onB.body).toContain(name);
    expect((await requestServed(a!.base, '/')).body).toContain(name);

    // The back office is never kept: no tag, and HEAD answers like GET without a body.
    const adminPage = await requestServed(a!.base, '/admin');
    expect(adminPage.headers.etag).toBeUndefined();
    const head = await requestServed(b!.base, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(onB.headers.etag);

    report(`${dialect} kept pages on two instances`, { seenOnOtherInstanceAfterMs: seenAfterMs });
  });
});

/** A new event as the API takes it: its picture uploaded first. */
async function eventBody(base: string, authorization: string, name: string) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'event.png');
  const uploaded = await fetch(new URL('/api/files', base), {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const { id } = (await uploaded.json()) as { id: string };
  return {
    name,
    description: 'A morning of practice.',
    time: 'Saturday 9 am',
    tag: 'Workshop',
    location: 'Yangon',
    link: 'https://coach.test/contact-us',
    image: id,
    // Sooner than any demo event (they are dated too), so it leads the home page's list.
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
}
