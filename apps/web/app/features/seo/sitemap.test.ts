import { describe, expect, it } from 'vitest';
import { lastModifiedOf, robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://coach.example/', [
    { path: '/' },
    { path: '/articles/view/3', lastModified: '2026-11-17T02:36:01.095Z' },
  ]);

  it('lists each page in English and in Burmese with absolute addresses', () => {
    expect(xml).toContain('<loc>https://coach.example/</loc>');
    expect(xml).toContain('<loc>https://coach.example/?lang=mm</loc>');
    expect(xml).toContain('<loc>https://coach.example/articles/view/3</loc>');
    expect(xml).toContain('<loc>https://coach.example/articles/view/3?lang=mm</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('names the language alternates of every entry', () => {
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="my" href="https://coach.example/articles/view/3?lang=mm"/>',
    );
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(4);
  });

  it('gives articles their date', () => {
    expect(xml).toContain('<lastmod>2026-11-17</lastmod>');
  });

  it('escapes addresses', () => {
    expect(sitemapXml('https://a.example', [{ path: '/x&y' }])).toContain(
      '<loc>https://a.example/x&amp;y</loc>',
    );
  });
});

describe('lastModifiedOf', () => {
  const newest = {
    events: '2026-11-20T08:00:00.000Z',
    articles: '2026-10-01T00:00:00.000Z',
    blog_videos: '2026-11-21T00:00:00.000Z',
  };

  it('dates a page by the newest record of the lists it shows', () => {
    expect(lastModifiedOf('/', newest)).toBe('2026-11-20T08:00:00.000Z');
    expect(lastModifiedOf('/blogs', newest)).toBe('2026-11-21T00:00:00.000Z');
  });

  it('gives no date to a page whose lists are empty or that shows none', () => {
    expect(lastModifiedOf('/testimonial', newest)).toBeUndefined();
    expect(lastModifiedOf('/contact-us', newest)).toBeUndefined();
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the back office and the API and points at the sitemap', () => {
    const robots = robotsTxt('https://coach.example/');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/coach\.example\/sitemap\.xml$/m);
  });
});
