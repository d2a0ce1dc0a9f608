import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { addWithPicture } from './helpers.ts';

describe.each(databases)('health and sign-in on %s', (kind) => {
  const server = useTestServer(kind);

  it('answers health once migrated', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('creates an event with an uploaded image and lists it', async () => {
    const { image } = await addWithPicture(server, '/api/events', {
      name: 'Leadership day',
      description: 'A day on leading teams',
      time: '9:00 AM',
      link: 'https://example.com/leadership',
      location: 'Yangon',
    });
    const list = await server.call('GET', '/api/events');
    expect(list.json()).toEqual([expect.objectContaining({ name: 'Leadership day', image })]);
  });
});
