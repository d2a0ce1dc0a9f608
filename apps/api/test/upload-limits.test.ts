import { apiMessage } from '@coach/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileService } from '../src/files/file-service.ts';
import { RESIZES_AT_ONCE } from '../src/files/variant-queue.ts';
import {
  databases,
  distinctImage,
  pngImage,
  startTestServer,
  uploadFile,
  useTestServer,
} from './harness.ts';
import { count, expectProblem } from './helpers.ts';

/**
 * What anonymous uploads may cost: identical pictures are stored once, one address
 * stores at most UPLOAD_MB_PER_HOUR, unused visitors' uploads hold at most
 * UNUSED_UPLOADS_MB (the oldest unused go first), and resized copies are made two at a time.
 */

const MB = 1024 * 1024;

/** A picture of random pixels of about `kb` kilobytes once cleaned (PNG keeps noise as is). */
const noise = (kb: number) => {
  const side = Math.round(Math.sqrt((kb * 1024) / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
};

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe.each(databases)('upload limits on %s', (kind) => {
  const server = useTestServer(kind, {
    trustProxy: ['127.0.0.1'],
    // About six 100 KB pictures per address an hour, ten in all while unused.
    uploadQuota: { perClientHourMb: 0.6, unusedTotalMb: 1 },
  });

  const upload = (bytes: Buffer, address: string, purpose = 'picture') =>
    uploadFile(server.app, bytes, 'photo.png', {
      ...from(address),
      url: `/api/files?purpose=${purpose}`,
    });
  const storedBytes = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('file')
          .select((eb) => eb.fn.sum('size').as('bytes'))
          .executeTakeFirstOrThrow()
      ).bytes ?? 0,
    );

  it('stores the same picture once and answers its id again', async () => {
    const picture = await distinctImage();
    const first = await uploadFile(server.app, picture, 'a.png', from('10.0.0.1'));
    expect(first.statusCode, first.body).toBe(201);
    const files = await count(server, 'file');
    const again = await uploadFile(server.app, picture, 'b.png', from('10.0.0.2'));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await count(server, 'file')).toBe(files);
  });

  it('stores a picture sent several times at once only once (as the demo content may)', async () => {
    const picture = await distinctImage();
    const files = await count(server, 'file');
    const saved = await Promise.all(
      [1, 2, 3, 4].map((n) => server.services.files.save(picture, `same-${n}.png`)),
    );
    expect(new Set(saved.map((file) => file.id)).size).toBe(1);
    expect(await count(server, 'file')).toBe(files + 1);
  });

  it('never answers a receipt for a picture, nor a picture for a receipt', async () => {
    const bytes = await distinctImage();
    const picture = (await upload(bytes, '10.0.1.1')).json().id as string;
    const receipt = await upload(bytes, '10.0.1.1', 'receipt');
    expect(receipt.statusCode, receipt.body).toBe(201);
    expect(receipt.json().id).not.toBe(picture);
    const receiptAgain = (await upload(bytes, '10.0.1.1', 'receipt')).json().id as string;
    expect(receiptAgain).not.toBe(receipt.json().id);
    // The receipt stays private, the picture public.
    expect((await server.call('GET', `/api/files/${receipt.json().id}`)).statusCode).toBe(401);
    expect((await server.call('GET', `/api/files/${picture}`)).statusCode).toBe(200);
  });

  it("refuses an address past its hour's bytes, storing nothing; others still upload", async () => {
    const address = '10.0.2.1';
    let answer = await upload(await noise(100), address);
    for (let i = 0; i < 10 && answer.statusCode === 201; i++) {
      answer = await upload(await noise(100), address);
    }
    const files = await count(server, 'file');
    const refused = await upload(await noise(100), address);
    expectProblem(refused, 429, apiMessage('uploadHourFull', { mb: 0.6 }));
    expect(await count(server, 'file')).toBe(files);
    expect((await upload(await noise(100), '10.0.2.2')).statusCode).toBe(201);

    // An hour later the address may upload again.
    await server.database.db
      .updateTable('file')
      .set({ created: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('uploader', 'is not', null)
      .execute();
    expect((await upload(await noise(100), address)).statusCode).toBe(201);
  });

  it('deletes the oldest unused visitor uploads past the total, never a used one', async () => {
    const used = (await upload(await noise(100), '10.0.3.0')).json().id as string;
    const product = await server.admin('POST', '/api/products', {
      heading: 'Kept',
      description: 'x',
      type: 'image',
      price: 1,
      image: used,
    });
    expect(product.statusCode, product.body).toBe(201);
    const ids: string[] = [];
    for (let i = 1; i <= 14; i++) {
      const res = await upload(await noise(100), `10.0.3.${i}`);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id as string);
    }
    const left = new Set(
      (await server.database.db.selectFrom('file').select('id').execute()).map((r) => r.id),
    );
    expect(left.has(used)).toBe(true);
    expect(left.has(ids[0]!)).toBe(false);
    expect(left.has(ids.at(-1)!)).toBe(true);
    const unusedBytes = await server.database.db
      .selectFrom('file')
      .select((eb) => eb.fn.sum('size').as('bytes'))
      .where('uploader', 'is not', null)
      .where('id', '!=', used)
      .executeTakeFirstOrThrow();
    expect(Number(unusedBytes.bytes)).toBeLessThanOrEqual(1 * MB);
  });

  it('refuses one picture larger than the whole allowance, storing nothing', async () => {
    const small = await startTestServer(kind, {
      uploadQuota: { perClientHourMb: 50, unusedTotalMb: 0.05 },
    });
    try {
      const before = await count(small, 'file');
      const res = await uploadFile(small.app, await noise(100), 'big.png');
      expectProblem(res, 429, apiMessage('uploadSpaceFull'));
      expect(await count(small, 'file')).toBe(before);
    } finally {
      await small.close();
    }
  });

  it("a signed-in account's uploads are not counted", async () => {
    const before = await storedBytes();
    for (let i = 0; i < 8; i++) {
      const res = await uploadFile(server.app, await noise(100), 'admin.png', {
        headers: { authorization: `Bearer ${server.token}`, 'x-forwarded-for': '10.0.4.1' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await storedBytes()).toBeGreaterThan(before + 0.6 * MB);
  });

  it(`makes at most ${RESIZES_AT_ONCE} resized copies at once`, async () => {
    let running = 0;
    let most = 0;
    const files = fileService(server.database, {
      resize: async (bytes, width, format) => {
        running++;
        most = Math.max(most, running);
        // Held until every request has had its turn to start one.
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        return Buffer.from(`${bytes.length} at ${width} as ${format}`);
      },
    });
    const id = await server.upload(await pngImage(1200, 900, '#446688'));
    const file = await files.find(id);
    const widths = [160, 320, 480, 640, 960, 1280, 1920];
    const made = await Promise.all(
      widths.flatMap((w) => [files.variant(file, w, 'webp'), files.variant(file, w, 'avif')]),
    );
    expect(made).toHaveLength(14);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(RESIZES_AT_ONCE);
  });
});
