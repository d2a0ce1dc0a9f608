import { describe, expect, it } from 'vitest';
import { cleanImage } from '../src/files/images.ts';
import { databases, distinctImage, useTestServer } from './harness.ts';
import { count } from './helpers.ts';

/**
 * The server's own pictures, screened ahead (the demo content's, screened once when they
 * were drawn), are stored as an upload of the same picture would be, without being
 * decoded and encoded again; one that is not what it is said to be is refused.
 */
describe.each(databases)('pictures screened ahead, on %s', (kind) => {
  const server = useTestServer(kind);

  it('are stored as an upload of them is, and are the same file as one', async () => {
    const screened = await cleanImage(await distinctImage(90, 60));
    const stored = await server.services.files.saveScreened(screened, 'ahead.png');
    expect(stored).toMatchObject({ mime: 'image/png', width: 90, height: 60 });
    expect(stored.size).toBe(screened.bytes.length);

    const served = await server.call('GET', `/api/files/${stored.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, screened.bytes)).toBe(0);

    // The same picture uploaded (screened again: the same bytes) is answered with it.
    const again = await server.services.files.save(screened.bytes, 'again.png');
    expect(again.id).toBe(stored.id);
  });

  it.each([
    ['another type', { mime: 'image/jpeg' }],
    ['another width', { width: 91 }],
    ['another height', { height: 59 }],
  ])('refuse one said to be of %s, storing nothing', async (_what, lie) => {
    const screened = await cleanImage(await distinctImage(90, 60));
    const files = await count(server, 'file');
    await expect(
      server.services.files.saveScreened({ ...screened, ...lie }, 'lie.png'),
    ).rejects.toThrow(/not what it is said to be/);
    expect(await count(server, 'file')).toBe(files);
  });

  it('refuses bytes that are no image at all, storing nothing', async () => {
    const files = await count(server, 'file');
    const notAnImage = {
      bytes: Buffer.from('not a picture at all'),
      mime: 'image/png',
      width: 1,
      height: 1,
    };
    await expect(server.services.files.saveScreened(notAnImage, 'x.png')).rejects.toThrow();
    expect(await count(server, 'file')).toBe(files);
  });
});
