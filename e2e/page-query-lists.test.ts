import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GLOBAL_QUERY_PARAMS, nameTest } from '@coach/contract/query-params';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptPaths } from '../apps/server/src/kept-pages.ts';
import { pageQueryLists } from '../apps/server/src/page-queries.ts';
import { type Site, startSite } from './harness.ts';
import { FIXED_PUBLIC_PAGES } from './public-helpers.ts';

/**
 * Each page's list of the query parameters it reads (`export const queryParams` beside its
 * loader, docs/decisions/0041) is the whole truth: the server leaves every other parameter
 * out of the address it renders, so a parameter read but not listed would silently never
 * arrive. The server here records every parameter name anything reads while it renders
 * (query-reads-recorder.mjs); each page is rendered once, and every name its render read
 * must be in its list or a global one.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const readsFile = join(tmpdir(), `query-reads-${process.pid}.txt`);
/** What React Router itself reads of every request: `?index` and the routes of a `.data` read. */
const FRAMEWORK = ['index', '_routes'];
const GLOBAL = Object.keys(GLOBAL_QUERY_PARAMS);

describe('every page lists the query parameters it reads', () => {
  let site: Site;
  let listOf: ReturnType<typeof pageQueryLists>;
  let isKept: ReturnType<typeof keptPaths>;
  beforeAll(async () => {
    writeFileSync(readsFile, '');
    const recorder = join(root, 'e2e', 'query-reads-recorder.mjs');
    site = await startSite({
      demo: true,
      env: { NODE_OPTIONS: `--import=${pathToFileURL(recorder)}`, QUERY_READS_FILE: readsFile },
    });
    const build = (await import(
      pathToFileURL(join(root, 'apps/web/build/server/index.js')).href
    )) as { routes: Parameters<typeof keptPaths>[0] };
    listOf = pageQueryLists(build.routes);
    isKept = keptPaths(build.routes);
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(readsFile, { force: true });
  });

  /** A page per record: the first one the given page links to. */
  const linkedFrom = async (page: string, pattern: RegExp) => {
    const html = await (await fetch(`${site.url}${page}`)).text();
    const found = pattern.exec(html)?.[0];
    if (!found) throw new Error(`${page} links to no ${pattern}`);
    return found;
  };

  it('each kept page reads only what its list names', async () => {
    const addresses = [
      ...FIXED_PUBLIC_PAGES,
      await linkedFrom('/blogs', /\/articles\/view\/\d+/),
      await linkedFrom('/', /\/events\/\d+(?=")/),
      await linkedFrom('/shops', /\/shops\/checkout\/\d+/),
      '/slides/awards',
      '/slides/testimonials',
      '/blogs.data',
      '/_root.data',
    ];
    const unlisted: string[] = [];
    for (const address of addresses) {
      const { pathname } = new URL(address, site.url);
      expect(isKept(pathname), address).toBe(true);
      writeFileSync(readsFile, '');
      // In Burmese: an address rendered for the first time since the site started.
      const response = await fetch(`${site.url}${address}?lang=mm`);
      await response.arrayBuffer();
      expect(response.status, address).toBe(200);
      expect(response.headers.get('x-page-cache'), address).toBe('rendered');
      const list = listOf(pathname) ?? [];
      const read = new Set(readFileSync(readsFile, 'utf8').split('\n').filter(Boolean));
      expect(read.has('lang'), `${address} read its language`).toBe(true);
      for (const name of read) {
        const listed =
          FRAMEWORK.includes(name) ||
          GLOBAL.includes(name) ||
          list.some((param) => param.test(name));
        if (!listed) unlisted.push(`${address} reads ?${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it("a list's name pattern takes what it stands for and nothing else", () => {
    const gallery = nameTest('g-#');
    expect([
      gallery('g-3'),
      gallery('g-12'),
      gallery('g-'),
      gallery('g-x'),
      gallery('xg-3'),
    ]).toEqual([true, true, false, false, false]);
  });
});
