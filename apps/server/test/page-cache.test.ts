import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerCache, encodedBody, etagOf, keptAnswer, matchesEtag } from '../src/page-cache.ts';
import { pageKey } from '../src/page-key.ts';

const page = (text: string) => keptAnswer(200, { 'content-type': 'text/html' }, Buffer.from(text));

describe('answerCache', () => {
  it('renders a page once per version, however many ask at the same moment', async () => {
    const cache = answerCache({ maxBytes: 1e6 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return page(`render ${renders}`);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/', 'v1', render)));
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a!.body.toString()))).toEqual(new Set(['render 1']));
    expect((await cache.get('/', 'v1', render))!.body.toString()).toBe('render 1');
    // A new content version renders again.
    expect((await cache.get('/', 'v2', render))!.body.toString()).toBe('render 2');
  });

  it('keeps nothing the renderer declines, and renders it again next time', async () => {
    const cache = answerCache({ maxBytes: 1e6 });
    let renders = 0;
    const decline = async () => {
      renders++;
      return null;
    };
    expect(await cache.get('/x', 'v1', decline)).toBeNull();
    expect(await cache.get('/x', 'v1', decline)).toBeNull();
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('stays within its bytes, dropping the least recently used first', async () => {
    const cache = answerCache({ maxBytes: 1000 });
    const big = (name: string) => async () => page(name.padEnd(100, '.'));
    await cache.get('a', 'v', big('a'));
    await cache.get('b', 'v', big('b'));
    await cache.get('a', 'v', big('a')); // a is now the most recently used
    for (const key of ['c', 'd', 'e']) await cache.get(key, 'v', big(key));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    let rendered = '';
    await cache.get('b', 'v', async () => ((rendered = 'b'), page('b')));
    expect(rendered).toBe('b'); // b went first
  });
});

describe('compression and validators', () => {
  const html = page('<!doctype html>' + '<p>Mingalaba</p>'.repeat(200));

  it('compresses once per encoding, the one the visitor prefers', async () => {
    const br = await encodedBody(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html.body)).toBe(true);
    expect((await encodedBody(html, 'br')).body).toBe(br.body); // the same bytes, not made again
    const gz = await encodedBody(html, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html.body)).toBe(true);
    expect(await encodedBody(html, undefined)).toEqual({ body: html.body, encoding: null });
    expect((await encodedBody(html, 'identity')).encoding).toBeNull();
  });

  it('sends small answers as they are', async () => {
    expect((await encodedBody(page('short'), 'br')).encoding).toBeNull();
  });

  it('names the bytes: the same bytes the same tag, other bytes another', () => {
    expect(etagOf(Buffer.from('a'))).toBe(etagOf(Buffer.from('a')));
    expect(etagOf(Buffer.from('a'))).not.toBe(etagOf(Buffer.from('b')));
    expect(etagOf(Buffer.from('a'))).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it.each([
    [html.etag, true],
    [html.etag.replace('W/', ''), true],
    [`W/"other", ${html.etag}`, true],
    ['*', true],
    ['W/"other"', false],
    [undefined, false],
  ])('If-None-Match %s matches: %s', (header, expected) => {
    expect(matchesEtag(header, html.etag)).toBe(expected);
  });
});

describe('pageKey', () => {
  const origin = 'https://coach.example';
  it('keys a public page by address and language', () => {
    expect(pageKey('GET', '/blogs?articles=2', origin, undefined)).toEqual({
      key: `${origin}/blogs?articles=2\u0000en`,
      languageFromCookie: true,
    });
    expect(pageKey('GET', '/blogs', origin, 'theme=x; lang=mm')!.key).toBe(
      `${origin}/blogs\u0000mm`,
    );
    // ?lang= wins over the cookie, and then the cookie does not matter.
    expect(pageKey('HEAD', '/?lang=mm', origin, 'lang=en')).toEqual({
      key: `${origin}/?lang=mm\u0000mm`,
      languageFromCookie: false,
    });
  });
  it.each([
    ['POST', '/'],
    ['GET', '/admin'],
    ['GET', '/admin/events'],
    ['GET', '/admin.data'],
    ['GET', '/login'],
    ['GET', '/register?x=1'],
    ['GET', '/api/events'],
    ['GET', `/?q=${'x'.repeat(600)}`],
  ])('never keeps %s %s', (method, url) => {
    expect(pageKey(method, url, origin, undefined)).toBeNull();
  });
  it('keeps pages whose names only start like private ones', () => {
    expect(pageKey('GET', '/administration-tips', origin, undefined)).not.toBeNull();
  });
});
