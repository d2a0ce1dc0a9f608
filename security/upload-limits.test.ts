import sharp from 'sharp';
import { apiMessage } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createDatabase, dialects } from '../faults/harness/databases.ts';
import { type Server, startServer, stopAll } from '../faults/harness/server.ts';
import { type Api, signedInPatiently } from './records.ts';

/**
 * What an outside probe found about uploads, kept closed on the compiled server (issue
 * 36): identical pictures are stored once, one anonymous address stores at most
 * UPLOAD_MB_PER_HOUR, and a receipt uploaded as one is private from its first moment
 * (never public, never in the media library), whether or not an order names it.
 */
const ADMIN = { username: 'uploads-admin', password: 'uploads-password-1' };

/** A picture of random pixels, about `kb` kilobytes once stored (PNG keeps noise). */
function noise(kb: number) {
  const side = Math.round(Math.sqrt((kb * 1024) / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(dialects)('%s', (dialect) => {
  let database: TestDatabase;
  let site: Server;
  let api: Api;

  beforeAll(async () => {
    database = await createDatabase(dialect);
    site = await startServer({
      name: `upload-limits-${dialect}`,
      databaseUrl: database.url(),
      admin: ADMIN,
      env: { TRUST_PROXY: '1', UPLOAD_MB_PER_HOUR: '0.5' },
    });
    await site.waitHealthy(90_000);
    api = await signedInPatiently(site.base, ADMIN);
    expect(api.token, 'the admin signed in').toEqual(expect.any(String));
  }, 300_000);
  afterAll(async () => {
    await stopAll({ printLogs: false });
    await database?.drop();
  });

  async function upload(bytes: Buffer, address: string, purpose = 'picture') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${site.base}/api/files?purpose=${purpose}`, {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': address },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const storedFiles = async () =>
    (JSON.parse((await api.call('/api/storage', { admin: true })).body) as { files: number }).files;

  it('stores the same picture once, sent again and again', async () => {
    const picture = await noise(20);
    const first = await upload(picture, '10.36.1.1');
    expect(first.status).toBe(201);
    const files = await storedFiles();
    for (let i = 2; i <= 6; i++) {
      const again = await upload(picture, `10.36.1.${i}`);
      expect(again.body.id).toBe(first.body.id);
    }
    expect(await storedFiles()).toBe(files);
  });

  it("refuses one address past its hour's bytes (429, nothing stored); another still uploads", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await upload(await noise(100), '10.36.2.1')).status);
    expect(statuses).toContain(429);
    const files = await storedFiles();
    const refused = await upload(await noise(100), '10.36.2.1');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(apiMessage('uploadHourFull', { mb: 0.5 }));
    expect(await storedFiles()).toBe(files);
    expect((await upload(await noise(100), '10.36.2.2')).status).toBe(201);
  });

  it('keeps a receipt private from its upload: never public, never listed', async () => {
    const receipt = await upload(await noise(10), '10.36.3.1', 'receipt');
    expect(receipt.status).toBe(201);
    const id = String(receipt.body.id);
    for (const query of ['', '?w=320', '?download']) {
      const visitor = await fetch(`${site.base}/api/files/${id}${query}`);
      expect(visitor.status).toBe(401);
      expect(visitor.headers.get('cache-control') ?? '').not.toMatch(/public|immutable/);
    }
    const listed = await api.call(`/api/files?search=${id}`, { admin: true });
    expect(JSON.parse(listed.body)).toEqual([]);
  });
});
