import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestServer,
  databases,
  distinctImage,
  pngImage,
  startTestServer,
  uploadFile,
} from './harness.ts';
import { count, expectInvalid, expectProblem, row } from './helpers.ts';

/** Image uploads: accepted by content, cleaned, served with long caching; everything else refused. */

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONLY_IMAGES = 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).';

/** A PNG whose header declares a size, with almost no pixel data behind it. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG carrying camera EXIF and a GPS position. */
function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone 9', Copyright: 'Private person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '16/1 49/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '96/1 9/1 0/1',
      },
    })
    .toBuffer();
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe.each(databases)('uploads on %s', (kind) => {
  let server: TestServer;
  let small: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Visitors may upload, so the small-cap server needs no account.
    small = await startTestServer(kind, { maxUploadMb: 1, admin: false });
  });
  afterAll(async () => {
    await server.close();
    await small.close();
  });

  const fetchFile = (path: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: path, headers });

  describe('accepted', () => {
    it.each([
      ['PNG', 'image/png', () => pngImage(200, 100)],
      [
        'JPEG',
        'image/jpeg',
        () =>
          sharp({ create: { width: 200, height: 100, channels: 3, background: '#00ff00' } })
            .jpeg()
            .toBuffer(),
      ],
    ])('%s: stored, then served with its type and long caching', async (_label, mime, make) => {
      const before = await count(server, 'file');
      const res = await uploadFile(server.app, await make(), 'picture.bin');
      expect(res.statusCode, res.body).toBe(201);
      const saved = res.json();
      expect(saved).toMatchObject({ id: expect.any(String), mime, width: 200, height: 100 });
      // Ids are random, not counters.
      expect(saved.id).toMatch(/^[\w-]{16,}$/);
      expect(await count(server, 'file')).toBe(before + 1);

      const served = await fetchFile(`/api/files/${saved.id}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['cache-control']).toBe(ONE_YEAR);
      expect(served.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(served.rawPayload.length).toBe(saved.size);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 });

      const again = await fetchFile(`/api/files/${saved.id}`, {
        'if-none-match': served.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(served.headers.etag);
    });

    it('serves a narrower WebP copy for ?w=, or AVIF when the browser accepts it', async () => {
      const id = await server.upload(await pngImage(1600, 800), 'wide.png');
      const webp = await fetchFile(`/api/files/${id}?w=320`, { accept: 'image/webp,*/*' });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers['cache-control']).toBe(ONE_YEAR);
      expect(webp.headers.vary).toMatch(/Accept/i);
      const webpMeta = await sharp(webp.rawPayload).metadata();
      expect(webpMeta.format).toBe('webp');
      expect(webpMeta.width).toBe(320);
      expect(webpMeta.width).toBeLessThan(1600);
      expect(
        (
          await fetchFile(`/api/files/${id}?w=320`, {
            'if-none-match': webp.headers.etag as string,
          })
        ).statusCode,
      ).toBe(304);

      const avif = await fetchFile(`/api/files/${id}?w=320`, {
        accept: 'image/avif,image/webp,*/*',
      });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.headers.etag).not.toBe(webp.headers.etag);
      const avifMeta = await sharp(avif.rawPayload).metadata();
      expect(avifMeta.width).toBeLessThan(1600);
    });

    // Only the widths the site asks for: each is a copy stored for every image.
    it.each(['0', '-5', 'abc', '5000', '300', '321', '1000'])('refuses ?w=%s', async (w) => {
      const id = await server.upload();
      expectProblem(
        await fetchFile(`/api/files/${id}?w=${w}`),
        400,
        'w must be one of the widths the site uses: 160, 320, 480, 640, 960, 1280, 1920.',
      );
    });

    it('finds a file by its upload name for an admin only, since names are guessable', async () => {
      const id = await server.upload(await pngImage(), 'receipt-0001.png');
      expectProblem(await fetchFile('/api/files/receipt-0001.png'), 404, 'File not found');
      const byName = await fetchFile('/api/files/receipt-0001.png', {
        authorization: `Bearer ${server.token}`,
      });
      expect(byName.statusCode).toBe(200);
      expect(byName.headers.etag).toBe((await fetchFile(`/api/files/${id}`)).headers.etag);
    });

    it('refuses a record that names a file instead of giving its id', async () => {
      await server.upload(await pngImage(), 'logo-by-name.png');
      expectInvalid(await server.admin('POST', '/api/clients', { image: 'logo-by-name.png' }), {
        image: 'No such file. Please upload the image again.',
      });
    });

    it('offers a download', async () => {
      const id = await server.upload();
      expect((await fetchFile(`/api/files/${id}?download`)).headers['content-disposition']).toBe(
        `attachment; filename="${id}.png"`,
      );
      expect((await fetchFile(`/api/files/${id}`)).headers['content-disposition']).toBe('inline');
    });

    it('answers 404 for an unknown file', async () => {
      expectProblem(await fetchFile('/api/files/no-such-file'), 404, 'File not found');
    });

    it('strips EXIF and GPS data', async () => {
      const original = await jpegWithGps();
      const exif = (await sharp(original).metadata()).exif;
      expect(exif?.toString('latin1')).toContain('Secret Phone 9');
      // The GPS IFD pointer (tag 0x8825, type LONG) is there too.
      expect(exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true);

      const res = await uploadFile(server.app, original, 'holiday.jpg');
      expect(res.statusCode, res.body).toBe(201);
      const stored = await row(server, 'file', res.json().id);
      const bytes = Buffer.from(stored!.bytes as Uint8Array);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('Secret Phone 9');
      expect(bytes.toString('latin1')).not.toContain('PhoneMaker');
    });

    it('keeps the uploaded name without control characters', async () => {
      const res = await uploadFile(server.app, await distinctImage(), 'scan\u0000\u0007-01.png');
      expect(res.statusCode, res.body).toBe(201);
      expect((await row(server, 'file', res.json().id))!.name).toBe('scan-01.png');
    });

    it('drops bytes smuggled after the image data', async () => {
      const polyglot = Buffer.concat([await pngImage(), Buffer.from('<script>alert(1)</script>')]);
      const res = await uploadFile(server.app, polyglot, 'innocent.png');
      expect(res.statusCode, res.body).toBe(201);
      const served = await fetchFile(`/api/files/${res.json().id}`);
      expect(served.rawPayload.toString('latin1')).not.toContain('<script>');
    });
  });

  describe('refused, storing nothing', () => {
    it.each([
      ['a PDF renamed .png', () => PDF, 'document.png', 415, ONLY_IMAGES],
      ['an SVG with a script', () => SVG, 'logo.svg', 415, ONLY_IMAGES],
      [
        'HTML named .jpg',
        () => Buffer.from('<html><script>alert(1)</script></html>'),
        'photo.jpg',
        415,
        ONLY_IMAGES,
      ],
      ['random bytes', () => randomBytes(4096), 'noise.jpg', 415, ONLY_IMAGES],
      ['an empty file', () => Buffer.alloc(0), 'empty.png', 422, 'The file is empty.'],
      [
        'a 30000 x 30000 PNG',
        () => pngDeclaring(30_000, 30_000),
        'huge.png',
        413,
        /too large \(30000x30000 pixels\)/,
      ],
    ])('%s', async (_label, make, filename, status, detail) => {
      const before = await count(server, 'file');
      expectProblem(
        await uploadFile(server.app, make(), filename, { type: 'image/png' }),
        status,
        detail,
      );
      expect(await count(server, 'file')).toBe(before);
    });

    it('a file over the size cap', async () => {
      const before = await count(small, 'file');
      const res = await uploadFile(small.app, randomBytes(2 * 1024 * 1024), 'big.png');
      expectProblem(res, 413, 'The file is too large. The limit is 1 MB.');
      expect(await count(small, 'file')).toBe(before);
      // Just under the cap is fine.
      expect((await uploadFile(small.app, await pngImage(), 'ok.png')).statusCode).toBe(201);
    });

    it('a 20 MB file at the default cap of 10 MB', async () => {
      const before = await count(server, 'file');
      const res = await uploadFile(server.app, randomBytes(20 * 1024 * 1024), 'huge.jpg');
      expectProblem(res, 413, 'The file is too large. The limit is 10 MB.');
      expect(await count(server, 'file')).toBe(before);
    });

    it('a wrong multipart field name', async () => {
      const before = await count(server, 'file');
      const res = await uploadFile(server.app, await pngImage(), 'photo.png', { field: 'photo' });
      expectProblem(res, 422, 'Please choose a file (multipart field "file").');
      expect(res.json().errors).toEqual([{ field: 'file', message: 'Required' }]);
      expect(await count(server, 'file')).toBe(before);
    });

    it('a body that is not multipart', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: await pngImage(),
        headers: { 'content-type': 'image/png' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });
});
