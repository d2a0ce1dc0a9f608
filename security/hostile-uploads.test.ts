import { randomBytes } from 'node:crypto';
import { crc32, createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestServer,
  databases,
  distinctImage,
  pngImage,
  startTestServer,
  uploadFile,
} from '../apps/api/test/harness.ts';

/**
 * Files a visitor's form could send to POST /files that are not a web image, or are one
 * dressed up as something else: each is refused with a 4xx problem (never a 500) and
 * nothing is stored. A real image under a hostile name is stored only as a re-encoded
 * image, served as one.
 */

const MAX_UPLOAD_MB = 1;

/** A PNG whose header claims these dimensions (a decompression bomb's first bytes). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await pngImage(1, 1));
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real decompression bomb: 12000 × 12000 grey pixels, all black, whose image data is
 * whole and valid: 144 MB once decoded, about 140 KB as sent.
 */
async function compressedBomb() {
  const side = 12_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row is a filter byte and its pixels: all zero. Deflated a row at a time to keep memory low.
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y++) deflate.write(row);
  await new Promise((resolve) => deflate.end(resolve));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1 × 1 uncompressed TIFF: an image sharp reads, but not one a browser shows. */
const TIFF = Buffer.from(
  'SUkqAAwAAAAAAAAADwAAAQMAAQAAAAEAAAABAQMAAQAAAAEAAAACAQMAAwAAANYAAAADAQMAAQAAAAEAAAAGAQMAAQAAAAIAAAARAQQAAQAAAAgAAAASAQMAAQAAAAEAAAAVAQMAAQAAAAMAAAAWAQMAAQAAAAABAAAXAQQAAQAAAAMAAAAaAQUAAQAAAMYAAAAbAQUAAQAAAM4AAAAcAQMAAQAAAAEAAAAoAQMAAQAAAAIAAABTAQMAAwAAANwAAAAAAAAAMzPLAAAACAAzM8sAAAAIAAgACAAIAAEAAQABAA==',
  'base64',
);
const GIF_HTML_POLYGLOT = Buffer.from(
  'GIF89a/*\x00\x00\x00\x00*/=1;<script>window.__xss=1</script><!--' + '\x00'.repeat(32),
  'latin1',
);
const SVG_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

interface Case {
  name: string;
  /** The raw request: a body and its content type. */
  request: () => Promise<{ type: string; body: Buffer }>;
}

const BOUNDARY = '----hostile-upload';
/** A multipart body of these parts, each a header block and its content. */
function form(parts: { disposition: string; type?: string; content: Buffer }[]) {
  const chunks = parts.flatMap(({ disposition, type, content }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        (type ? `Content-Type: ${type}\r\n` : '') +
        '\r\n',
    ),
    content,
    Buffer.from('\r\n'),
  ]);
  return {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
  };
}
/** One file in the field "file", as a browser sends it. */
const fileForm = (filename: string, type: string, content: Buffer) =>
  form([{ disposition: `name="file"; filename="${filename}"`, type, content }]);

const file = (
  name: string,
  filename: string,
  type: string,
  content: () => Promise<Buffer> | Buffer,
) => ({
  name,
  request: async () => fileForm(filename, type, await content()),
});

const CASES: Case[] = [
  file('text with an image name', 'photo.png', 'image/png', () => Buffer.from('just words')),
  file('HTML with an image name', 'photo.jpg', 'image/jpeg', () => HTML),
  file('a PHP script with an image name', 'avatar.gif', 'image/gif', () => PHP),
  file('a PHP script named .php', 'shell.php', 'application/x-php', () => PHP),
  file('SVG with a script', 'logo.svg', 'image/svg+xml', () => SVG_SCRIPT),
  file('SVG with a script, named .png', 'logo.png', 'image/png', () => SVG_SCRIPT),
  file('a GIF/HTML polyglot', 'anim.gif', 'image/gif', () => GIF_HTML_POLYGLOT),
  file('zero bytes', 'empty.png', 'image/png', () => Buffer.alloc(0)),
  file('a truncated PNG', 'cut.png', 'image/png', async () => (await pngImage()).subarray(0, 40)),
  file('a PNG signature only', 'sig.png', 'image/png', () =>
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  ),
  file('a JPEG start marker only', 'cut.jpg', 'image/jpeg', () =>
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  ),
  file('a PNG claiming 60000 × 60000 pixels', 'bomb.png', 'image/png', () =>
    pngClaiming(60_000, 60_000),
  ),
  file('a GIF claiming 65535 × 65535 pixels', 'bomb.gif', 'image/gif', () =>
    Buffer.concat([
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
      Buffer.from([
        0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
      ]),
    ]),
  ),
  file(
    'a whole 12000 × 12000 PNG of 140 KB (a decompression bomb)',
    'bomb2.png',
    'image/png',
    compressedBomb,
  ),
  file('a TIFF (an image, not a web format)', 'scan.png', 'image/png', () => TIFF),
  file('a PDF with an image name', 'doc.png', 'image/png', () =>
    Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF'),
  ),
  file('a Windows program with an image name', 'setup.jpg', 'image/jpeg', () =>
    Buffer.concat([Buffer.from('MZ'), randomBytes(512)]),
  ),
  file('random bytes', 'noise.webp', 'image/webp', () => randomBytes(4096)),
  file('larger than the upload limit', 'big.png', 'image/png', () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      randomBytes(MAX_UPLOAD_MB * 1024 * 1024 + 1024),
    ]),
  ),
  file('a path-traversal name (../../etc/passwd)', '../../etc/passwd', 'text/plain', () =>
    Buffer.from('root:x:0:0:root:/root:/bin/sh'),
  ),
  file('a Windows path-traversal name', '..\\..\\windows\\win.ini', 'image/png', () =>
    Buffer.from('[fonts]'),
  ),
  file('a NUL in the name', 'a.png\u0000.html', 'image/png', () => HTML),
  {
    name: 'many parts (200 fields before the file)',
    request: async () =>
      form([
        ...Array.from({ length: 200 }, (_, i) => ({
          disposition: `name="field${i}"`,
          content: Buffer.from('x'),
        })),
        {
          disposition: 'name="file"; filename="a.png"',
          type: 'image/png',
          content: await pngImage(),
        },
      ]),
  },
  {
    name: 'an image in a field not named "file"',
    request: async () =>
      form([
        {
          disposition: 'name="upload"; filename="a.png"',
          type: 'image/png',
          content: await pngImage(),
        },
      ]),
  },
  {
    name: 'an image as the raw body (image/png, no form)',
    request: async () => ({ type: 'image/png', body: await pngImage() }),
  },
  {
    name: 'a form sent as application/x-www-form-urlencoded',
    request: async () => ({
      type: 'application/x-www-form-urlencoded',
      body: Buffer.from('file=%3Csvg%20onload%3Dalert(1)%3E'),
    }),
  },
  {
    name: 'HTML sent as text/html',
    request: async () => ({ type: 'text/html', body: HTML }),
  },
];

/** Real images under names and declared types meant to mislead a server or a browser. */
const MISLEADING_NAMES = [
  'shell.php',
  'page.html',
  'logo.svg',
  '../../../../etc/cron.d/x.png',
  'a.png\u0000.php',
  '"><img src=x onerror=alert(1)>.png',
];

describe.each(databases)('%s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { maxUploadMb: MAX_UPLOAD_MB });
  });
  afterAll(() => server?.close());

  const storedFiles = async () =>
    (await server.database.db.selectFrom('file').select('id').execute()).length;

  it(`${CASES.length} hostile uploads, each a 4xx problem with nothing stored`, async () => {
    const before = await storedFiles();
    const wrong: string[] = [];
    for (const { name, request } of CASES) {
      const { type, body } = await request();
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: body,
        headers: { 'content-type': type },
      });
      const problem =
        answer.statusCode >= 400 &&
        answer.statusCode < 500 &&
        /^application\/problem\+json/.test(String(answer.headers['content-type'])) &&
        answer.json().status === answer.statusCode;
      if (!problem) wrong.push(`${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    }
    console.log(`[security] ${kind}: ${CASES.length} hostile uploads refused`);
    expect(wrong).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it('an image with HTML after its data is stored re-encoded, without the HTML', async () => {
    const png = Buffer.concat([await pngImage(), Buffer.from('<script>window.__xss=1</script>')]);
    const answer = await uploadFile(server.app, png, 'trailing.png', { type: 'image/png' });
    expect(answer.statusCode).toBe(201);
    const served = await server.call('GET', `/api/files/${answer.json().id}`);
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('a form with two files stores the first only', async () => {
    // The route reads one file and leaves the rest of the form unread: nothing else is kept.
    // A picture not stored before (the same bytes again would be answered with the stored one).
    const png = await distinctImage();
    const { type, body } = form([
      { disposition: 'name="file"; filename="a.png"', type: 'image/png', content: png },
      { disposition: 'name="file"; filename="b.html"', type: 'text/html', content: HTML },
    ]);
    const before = await storedFiles();
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: body,
      headers: { 'content-type': type },
    });
    expect(answer.statusCode).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });

  it(`a real image under ${MISLEADING_NAMES.length} misleading names is served as an image, nosniff`, async () => {
    const png = await pngImage();
    for (const filename of MISLEADING_NAMES) {
      // The declared type lies too: the stored type comes from the bytes.
      const answer = await uploadFile(server.app, png, filename, { type: 'text/html' });
      expect(answer.statusCode, filename).toBe(201);
      expect(answer.json().mime).toBe('image/png');
      for (const query of ['', '?download', '?w=320']) {
        const served = await server.call('GET', `/api/files/${answer.json().id}${query}`);
        expect(served.statusCode, `${filename}${query}`).toBe(200);
        expect(served.headers['content-type'], `${filename}${query}`).toMatch(
          /^image\/(png|webp)$/,
        );
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        // A download is named after the id and the real type, never the uploaded name.
        expect(String(served.headers['content-disposition'])).toMatch(
          /^(inline|attachment; filename="[\w-]+\.(png|webp)")$/,
        );
      }
    }
  });
});
