import { beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../src/content/site-content.ts';
import { visitor } from '../src/auth/viewer.ts';
import { databases, pngImage, useTestServer } from './harness.ts';
import { describeFile } from './helpers.ts';

/** Pictures put into an article with the editor are drawn as every other picture is. */
describe.each(databases)('responsive pictures in article HTML on %s', (kind) => {
  let responsiveHtml: (html: string, language?: 'en' | 'mm') => Promise<string>;
  const server = useTestServer(kind);
  beforeAll(async () => {
    responsiveHtml = siteContent(server.services, visitor).responsiveHtml;
  });

  it('gives an upload its widths up to its own, its size, and lazy loading after the first', async () => {
    const big = await server.upload(await pngImage(1500, 1000));
    const small = await server.upload(await pngImage(400, 300));
    const html = await responsiveHtml(
      `<p>Intro</p><p><img src="/api/files/${big}" alt="Our team"></p><p><img src="/api/files/${small}" alt=""></p>`,
    );
    const [first, second] = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(first).toContain(`src="/api/files/${big}?w=960"`);
    expect(first).toContain(
      `srcset="/api/files/${big}?w=160 160w, /api/files/${big}?w=320 320w, /api/files/${big}?w=480 480w, /api/files/${big}?w=640 640w, /api/files/${big}?w=960 960w, /api/files/${big}?w=1280 1280w"`,
    );
    expect(first).toContain('width="1500"');
    expect(first).toContain('height="1000"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('alt="Our team"');
    expect(second).toContain(
      `srcset="/api/files/${small}?w=160 160w, /api/files/${small}?w=320 320w"`,
    );
    expect(second).toContain('loading="lazy"');
    expect(second).toContain('width="400"');
  });

  it('takes the library’s alt text in the page’s language when the editor gave none', async () => {
    const id = await server.upload(await pngImage(800, 600));
    await describeFile(server, id, {
      alt: 'The coach with a team',
      alt_mm: 'နည်းပြဆရာနှင့် အဖွဲ့',
    });
    const html = `<img src="/api/files/${id}" alt=""><img src="/api/files/${id}" alt="Own words">`;
    const [mm, own] = [...(await responsiveHtml(html, 'mm')).matchAll(/<img [^>]*>/g)].map(
      (m) => m[0],
    );
    expect(mm).toContain('alt="နည်းပြဆရာနှင့် အဖွဲ့"');
    expect(own).toContain('alt="Own words"');
    expect(await responsiveHtml(html, 'en')).toContain('alt="The coach with a team"');
  });

  it('leaves pictures from elsewhere, unknown uploads and text without pictures as they were', async () => {
    const plain = '<p>No pictures here.</p>';
    expect(await responsiveHtml(plain)).toBe(plain);
    const html = await responsiveHtml(
      '<p><img src="https://example.com/a.png" alt="x"><img src="/api/files/no-such-file" alt="y"></p>',
    );
    expect(html).toContain('<img src="https://example.com/a.png" alt="x" />');
    expect(html).toContain('<img src="/api/files/no-such-file" alt="y" />');
    expect(html).not.toContain('srcset');
  });

  it('lets nothing new in: a stored picture’s own srcset or handlers stay out', async () => {
    const id = await server.upload(await pngImage(800, 600));
    const html = await responsiveHtml(
      `<img src="/api/files/${id}" onerror="alert(1)"><img src="https://example.com/x.png" srcset="javascript:alert(1) 1x">`,
    );
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
