import { describe, expect, it } from 'vitest';
import { listBounds, pageQuery, pageQueryLists } from '../src/page-queries.ts';
import { nameTest } from '@coach/contract/query-params';

/** A page's list as page-queries.ts compiles one: the home page's and the shop's. */
const listOf = (list: Record<string, 'page' | 'date' | 'text' | readonly string[]>) =>
  Object.entries(list).map(([name, kind]) => ({ test: nameTest(name), kind }));
const HOME = listOf({ events: 'page', clients: 'page' });
const SHOP = listOf({ 'g-#': 'page', ordered: ['1'] });
const PROFILE = listOf({ press: 'page', from: 'date' });
const TODAY = new Date('2026-11-29T08:00:00Z');

describe('the query a page is rendered for and kept under', () => {
  it('leaves out click ids, campaign tags and every name the page does not read', () => {
    expect(pageQuery('?fbclid=IwAR123&utm_source=facebook&utm_medium=social', HOME)).toBe('');
    expect(pageQuery('?gclid=1&msclkid=2&mc_cid=3&mc_eid=4&_ga=5&igshid=6&x=7', HOME)).toBe('');
    expect(pageQuery('?fbclid=ABC&events=2', HOME)).toBe('?events=2');
  });

  it('keeps the global ones: a language that exists, a preview token', () => {
    expect(pageQuery('?fbclid=ABC&lang=mm', HOME)).toBe('?lang=mm');
    expect(pageQuery('?preview=tok3n', HOME)).toBe('?preview=tok3n');
  });

  it('sorts, and keeps the first of a repeated name, as a loader reads it', () => {
    expect(pageQuery('?lang=mm&events=3&clients=2', HOME)).toBe('?clients=2&events=3&lang=mm');
    expect(pageQuery('?events=3&events=5', HOME)).toBe('?events=3');
  });

  it('answers an unknown value as the page would read it: page 1, no language', () => {
    for (const odd of ['1', '0', '-2', 'abc', '2.5', '', '1e3', '9999999999'])
      expect(pageQuery(`?events=${odd}`, HOME), odd).toBe('');
    expect(pageQuery('?events=007', HOME)).toBe('?events=7');
    expect(pageQuery('?lang=xx', HOME)).toBe('');
    expect(pageQuery('?ordered=2', SHOP)).toBe('');
    expect(pageQuery('?ordered=1&g-12=2&g-x=3', SHOP)).toBe('?g-12=2&ordered=1');
  });

  it('takes a day within a booking form’s reach, and no other', () => {
    const at = (from: string) => pageQuery(`?from=${from}`, PROFILE, undefined, TODAY);
    expect(at('2026-12-03')).toBe('?from=2026-12-03');
    expect(at('2026-11-28')).toBe('?from=2026-11-28');
    expect(at('2025-01-01')).toBe('');
    expect(at('2030-01-01')).toBe('');
    expect(at('tomorrow')).toBe('');
  });

  it('makes a page past the last the last, once a render has said how many there are', () => {
    const bounds = listBounds();
    expect(pageQuery('?events=40', HOME, bounds.at('/', 'v1'))).toBe('?events=40');
    const heard = bounds.recorder();
    heard.countPages('events', 3);
    heard.countPages('clients', 1);
    heard.keep('/', 'v1');
    const known = bounds.at('/', 'v1');
    expect(pageQuery('?events=40', HOME, known)).toBe('?events=3');
    expect(pageQuery('?events=2', HOME, known)).toBe('?events=2');
    expect(pageQuery('?clients=9', HOME, known)).toBe('');
    // The data of the same page for client-side navigation is bounded alike.
    expect(pageQuery('?events=40', HOME, bounds.at('/_root.data', 'v1'))).toBe('?events=3');
    // At another version of the content the list may have grown: not bounded until rendered.
    expect(pageQuery('?events=40', HOME, bounds.at('/', 'v2'))).toBe('?events=40');
  });

  it('without a list (a page not kept) leaves out only the tracking parameters', () => {
    expect(pageQuery('?receipt=sent&fbclid=ABC&utm_campaign=x&lang=xx', null)).toBe(
      '?receipt=sent&lang=xx',
    );
  });
});

describe("React Router's _routes on a page's data", () => {
  const routes = Object.fromEntries(
    [
      ['root', undefined, ''],
      ['routes/public/layout', 'root', undefined],
      ['pages/home/home', 'routes/public/layout', undefined, true],
      ['pages/blogs/blogs', 'routes/public/layout', 'blogs'],
    ].map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: {} }]),
  ) as unknown as Parameters<typeof pageQueryLists>[0];
  const listOf = pageQueryLists(routes);

  it('keeps the routes that exist, each once, sorted, on a .data address only', () => {
    const data = listOf('/blogs.data');
    expect(pageQuery('?_routes=pages/blogs/blogs,root,made-up,root', data)).toBe(
      `?_routes=${encodeURIComponent('pages/blogs/blogs,root')}`,
    );
    expect(pageQuery('?_routes=made-up', data)).toBe('');
    expect(pageQuery('?_routes=root', listOf('/blogs'))).toBe('');
  });
});
