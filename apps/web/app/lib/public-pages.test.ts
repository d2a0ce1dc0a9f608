import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, fixedPageAddresses, sitemapAddresses } from './public-pages';

describe('the list of public pages', () => {
  it('names every page module under routes/public, and only those', () => {
    const modules = readdirSync(new URL('../routes/public', import.meta.url))
      .filter((name) => name.endsWith('.tsx') && name !== 'layout.tsx')
      .map((name) => `routes/public/${name}`);
    expect(PUBLIC_PAGES.map((page) => page.file).sort()).toEqual(modules.sort());
  });

  it('gives the coach profile its address from the slug, and none to pages per record', () => {
    expect(fixedPageAddresses('/meet-mung')).toEqual([
      '/',
      '/meet-mung',
      '/one-on-one-coaching',
      '/team-coaching',
      '/trainings',
      '/blogs',
      '/shops',
      '/contact-us',
      '/testimonial',
    ]);
  });

  it('lists in the sitemap the pages marked so', () => {
    expect(sitemapAddresses('/meet-ko')).toEqual(fixedPageAddresses('/meet-ko'));
    expect(PUBLIC_PAGES.filter((page) => !page.inSitemap).map((page) => page.path)).toEqual([
      'articles/view/:id',
      'shops/checkout/:productId',
    ]);
  });
});
