import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from './harness.ts';
import { FIXED_PUBLIC_PAGES } from './public-helpers.ts';

type Row = Record<string, unknown>;

describe('public site: sitemap.xml and robots.txt', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ demo: true });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('lists every public page in both languages and only the published articles', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of FIXED_PUBLIC_PAGES) {
      expect(xml).toContain(`<loc>${site.url}${path}</loc>`);
      expect(xml).toContain(`<loc>${site.url}${path}?lang=mm</loc>`);
    }
    const all = (await (await site.api('/articles', { admin: true })).json()) as Row[];
    const published = all.filter((a) => a.is_published === true);
    const unpublished = all.filter((a) => a.is_published === false);
    expect(published.length).toBeGreaterThan(0);
    expect(unpublished.length).toBeGreaterThan(0);
    for (const article of published)
      expect(xml).toContain(`<loc>${site.url}/articles/view/${article.id}</loc>`);
    for (const article of unpublished) expect(xml).not.toContain(`/articles/view/${article.id}<`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="my" href="${site.url}/blogs?lang=mm"/>`,
    );
  });

  it('follows an article as it is published and unpublished', async () => {
    const all = (await (await site.api('/articles', { admin: true })).json()) as Row[];
    const draft = all.find((a) => a.is_published === false)!;
    const entry = `<loc>${site.url}/articles/view/${draft.id}</loc>`;
    const sitemap = async () => (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(await sitemap()).not.toContain(entry);
    const save = async (is_published: boolean) => {
      const { name, description, content, image } = draft;
      const response = await site.api(`/articles/${draft.id}`, {
        method: 'PUT',
        admin: true,
        body: JSON.stringify({ name, description, content, image, is_published }),
      });
      expect(response.status).toBe(200);
    };
    await save(true);
    expect(await sitemap()).toContain(entry);
    await save(false);
    expect(await sitemap()).not.toContain(entry);
  });

  it('keeps crawlers out of the back office and the API and names the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
