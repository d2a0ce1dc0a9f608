import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, pngImage, useTestServer } from './harness.ts';
import { expectProblem } from './helpers.ts';

/**
 * Malformed uploads are the client's fault and are answered as such: a 4xx problem that
 * says what was wrong, never a 500.
 */

const boundary = () => `----test${randomBytes(8).toString('hex')}`;
const part = (b: string, name: string, body: Buffer | string, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${name}"${
        filename ? `; filename="${filename}"` : ''
      }\r\nContent-Type: ${filename ? 'image/png' : 'text/plain'}\r\n\r\n`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\r\n'),
  ]);

describe.each(databases)('upload errors on %s', (kind) => {
  let png: Buffer;
  const server = useTestServer(kind, { maxUploadMb: 1 });
  beforeAll(async () => {
    png = await pngImage(64, 48);
  });

  const send = (payload: Buffer, contentType: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { 'content-type': contentType },
    });

  it('a body cut off in the middle of the file is a 400', async () => {
    const b = boundary();
    const whole = part(b, 'file', png, 'a.png');
    const res = await send(
      whole.subarray(0, whole.length - 20),
      `multipart/form-data; boundary=${b}`,
    );
    expectProblem(res, 400, /cut off|incomplete|malformed/i);
  });

  it('a body cut off before the first part ends is a 400', async () => {
    const b = boundary();
    const res = await send(
      Buffer.from(`--${b}\r\nContent-Disposition: form-da`),
      `multipart/form-data; boundary=${b}`,
    );
    expectProblem(res, 400);
  });

  it('a body missing only its closing boundary is a 400', async () => {
    const b = boundary();
    const res = await send(part(b, 'file', png, 'a.png'), `multipart/form-data; boundary=${b}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });

  it('too many parts is a 413', async () => {
    const b = boundary();
    const parts = Array.from({ length: 20 }, (_, i) => part(b, `f${i}`, 'x'));
    const res = await send(
      Buffer.concat([...parts, part(b, 'file', png, 'a.png'), Buffer.from(`--${b}--\r\n`)]),
      `multipart/form-data; boundary=${b}`,
    );
    expectProblem(res, 413);
  });

  it('a content type without a boundary is a 400', async () => {
    const b = boundary();
    const res = await send(
      Buffer.concat([part(b, 'file', png, 'a.png'), Buffer.from(`--${b}--\r\n`)]),
      'multipart/form-data',
    );
    expectProblem(res, 400);
  });

  it('a field longer than the limit is a 413', async () => {
    const b = boundary();
    const res = await send(
      Buffer.concat([
        part(b, 'note', 'x'.repeat(2 * 1024 * 1024)),
        part(b, 'file', png, 'a.png'),
        Buffer.from(`--${b}--\r\n`),
      ]),
      `multipart/form-data; boundary=${b}`,
    );
    expectProblem(res, 413, /field.*too long/);
  });

  it('a file over the limit is a 413 naming the limit', async () => {
    const b = boundary();
    const res = await send(
      Buffer.concat([
        part(b, 'file', randomBytes(1_200_000), 'a.png'),
        Buffer.from(`--${b}--\r\n`),
      ]),
      `multipart/form-data; boundary=${b}`,
    );
    expectProblem(res, 413, /1 MB/);
  });
});
