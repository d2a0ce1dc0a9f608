import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer } from './harness.ts';
import { count } from './helpers.ts';

/**
 * A browser with its data saver on (`Save-Data: on`) is sent smaller pictures by the files
 * route: one width step lower and compressed harder, kept as copies of their own, with
 * `Vary` saying so; a request without it is answered as before. Real HTTP, real images.
 */

/** A photograph's worth of detail: smoothed noise, which compresses as a photo does. */
const photo = () =>
  sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();

const WEBP = 'image/webp,*/*';
const AVIF = 'image/avif,image/webp,*/*';

describe.each(databases)('pictures for the data saver on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
    id = await server.upload(await photo(), 'photo.jpg');
  });
  afterAll(() => server.close());

  const picture = async (query: string, headers: Record<string, string>) => {
    const res = await fetch(`${base}/api/files/${id}${query}`, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : null };
  };

  it.each([
    ['WebP', WEBP, 'webp'],
    ['AVIF', AVIF, 'heif'],
  ])(
    '%s: a smaller copy a width step down, said to vary by Save-Data',
    async (_f, accept, format) => {
      const plain = await picture('?w=960', { accept });
      const saver = await picture('?w=960', { accept, 'save-data': 'on' });
      expect(plain.res.status).toBe(200);
      expect(saver.res.status).toBe(200);
      expect(plain.meta).toMatchObject({ format, width: 960 });
      expect(saver.meta).toMatchObject({ format, width: 640 });
      expect(saver.bytes.length).toBeLessThan(plain.bytes.length);
      // Smaller than the standard copy of its own width too: compressed harder, not only narrower.
      const narrower = await picture('?w=640', { accept });
      expect(saver.bytes.length).toBeLessThan(narrower.bytes.length);
      for (const { res } of [plain, saver]) {
        expect(res.headers.get('vary')).toBe('Accept, Save-Data');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      expect(saver.res.headers.get('etag')).not.toBe(plain.res.headers.get('etag'));
      expect(saver.res.headers.get('etag')).not.toBe(narrower.res.headers.get('etag'));
    },
  );

  it('keeps each copy once and answers each kind with its own, again and again', async () => {
    const copies = () => count(server, 'file_variant');
    const first = await picture('?w=480', { accept: WEBP, 'save-data': 'on' });
    const made = await copies();
    const again = await picture('?w=480', { accept: WEBP, 'save-data': 'on' });
    expect(await copies()).toBe(made);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'));

    // The standard copy of the width the saver's was made at is a copy of its own.
    const standard = await picture('?w=320', { accept: WEBP });
    expect(await copies()).toBe(made + 1);
    expect(standard.meta?.width).toBe(320);
    expect(standard.bytes.equals(first.bytes)).toBe(false);
    expect(standard.bytes.length).toBeGreaterThan(first.bytes.length);
    // And the saver's is answered unchanged after it.
    expect((await picture('?w=480', { accept: WEBP, 'save-data': 'on' })).bytes).toEqual(
      first.bytes,
    );

    // A browser holding the saver's copy revalidates it; the validator is the saver's own.
    const unchanged = await fetch(`${base}/api/files/${id}?w=480`, {
      headers: {
        accept: WEBP,
        'save-data': 'on',
        'if-none-match': first.res.headers.get('etag')!,
      },
    });
    expect(unchanged.status).toBe(304);
    const other = await fetch(`${base}/api/files/${id}?w=480`, {
      headers: { accept: WEBP, 'if-none-match': first.res.headers.get('etag')! },
    });
    expect(other.status).toBe(200);
  });

  it('gives the smallest width, compressed harder, for the smallest asked', async () => {
    const plain = await picture('?w=160', { accept: WEBP });
    const saver = await picture('?w=160', { accept: WEBP, 'save-data': 'on' });
    expect(saver.meta?.width).toBe(160);
    expect(saver.bytes.length).toBeLessThan(plain.bytes.length);
  });

  it('leaves requests without the data saver, or with it off, and the original, as they were', async () => {
    const plain = await picture('?w=640', { accept: WEBP });
    const off = await picture('?w=640', { accept: WEBP, 'save-data': 'off' });
    expect(off.bytes).toEqual(plain.bytes);
    expect(off.res.headers.get('etag')).toBe(plain.res.headers.get('etag'));
    const original = await picture('', { 'save-data': 'on' });
    const originalPlain = await picture('', {});
    expect(original.bytes).toEqual(originalPlain.bytes);
    expect(original.meta?.width).toBe(1600);
  });
});
