import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  answerCache,
  encodedBody,
  etagOf,
  keptAnswer,
  matchesEtag,
} from '../src/http/answer-cache.ts';

const page = (text: string) => keptAnswer(200, { 'content-type': 'text/html' }, Buffer.from(text));

/**
 * A renderer that takes a moment, so askers overlap, and counts its renders: each answer
 * says `label` and the count when it is done (`render 1`). `keep`: whether it may be kept.
 */
function slowRenderer(label: string, keep: boolean) {
  const made = { renders: 0 };
  const render = async () => {
    made.renders++;
    await new Promise((r) => setTimeout(r, 10));
    return { answer: page(`${label} ${made.renders}`), keep };
  };
  return { render, made };
}

describe('answerCache', () => {
  it('renders a page once per version, however many ask at the same moment', async () => {
    const cache = answerCache({ maxBytes: 1e6 });
    const { render, made } = slowRenderer('render', true);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/', 'v1', render)));
    expect(made.renders).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString()))).toEqual(new Set(['render 1']));
    expect((await cache.get('/', 'v1', render)).body.toString()).toBe('render 1');
    // A new content version renders again.
    expect((await cache.get('/', 'v2', render)).body.toString()).toBe('render 2');
  });

  it('says whether an asker would only be handed an answer: kept, or being made for all', async () => {
    const cache = answerCache({ maxBytes: 1e6 });
    let finish: (keep: boolean) => void = () => {};
    const render = () =>
      new Promise<{ answer: ReturnType<typeof page>; keep: boolean }>(
        (resolve) => (finish = (keep) => resolve({ answer: page('made'), keep })),
      );
    expect(cache.isShared('/', 'v1')).toBe(false);
    const made = cache.get('/', 'v1', render);
    expect(cache.isShared('/', 'v1')).toBe(true);
    expect(cache.isShared('/', 'v2')).toBe(false);
    finish(true);
    await made;
    expect(cache.isShared('/', 'v1')).toBe(true);
    // An answer the renderer declines to keep is nobody else's once made.
    const own = cache.get('/own', 'v1', render);
    finish(false);
    await own;
    expect(cache.isShared('/own', 'v1')).toBe(false);
  });

  it('keeps nothing the renderer declines, nor hands it to another asker', async () => {
    const cache = answerCache({ maxBytes: 1e6 });
    const { render: decline } = slowRenderer('own', false);
    const [first, second] = await Promise.all([
      cache.get('/x', 'v1', decline),
      cache.get('/x', 'v1', decline),
    ]);
    expect(first.body.toString()).not.toBe(second.body.toString());
    expect((await cache.get('/x', 'v1', decline)).body.toString()).toBe('own 3');
    expect(cache.size).toBe(0);
  });

  it('stays within its bytes, dropping the least recently used first', async () => {
    const cache = answerCache({ maxBytes: 1000 });
    const big = (name: string) => async () => ({ answer: page(name.padEnd(100, '.')), keep: true });
    await cache.get('a', 'v', big('a'));
    await cache.get('b', 'v', big('b'));
    await cache.get('a', 'v', big('a')); // a is now the most recently used
    for (const key of ['c', 'd', 'e']) await cache.get(key, 'v', big(key));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    let rendered = '';
    await cache.get('b', 'v', async () => {
      rendered = 'b';
      return { answer: page('b'), keep: true };
    });
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

  it('compresses an answer asked for again at the highest quality, for those who come after', async () => {
    // Text of many words, as a page is: the highest quality finds more to share in it.
    const words = Array.from({ length: 3000 }, (_, i) => `word${(i * 7919) % 1009}`);
    const long = page(`<!doctype html><p>${words.join(' ')}</p>`);
    const first = await encodedBody(long, 'br');
    expect((await encodedBody(long, 'br')).body).toBe(first.body); // not waited for
    await vi.waitFor(async () => {
      expect((await long.encoded.br)!.length).toBeLessThan(first.body.length);
    });
    const later = await encodedBody(long, 'br');
    expect(brotliDecompressSync(later.body).equals(long.body)).toBe(true);
    expect(later.body.length).toBeLessThan(first.body.length);
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
