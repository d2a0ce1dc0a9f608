import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Site, openPage, useSite } from './harness.ts';

describe('the server renders pages', () => {
  let site: Site;
  let browser: Browser;
  useSite({ demo: false }, (s, b) => {
    site = s;
    browser = b;
  });

  it('compresses pages and scripts, and caches hashed assets for a year', async () => {
    const page = await fetch(site.url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    const html = await page.text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const asset = await fetch(`${site.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('lets any page use its font files (the newsletter preview’s frame has an origin of its own), and nothing else', async () => {
    const html = await (await fetch(`${site.url}/?lang=mm`)).text();
    const stylesheet = /\/assets\/[\w.-]+\.css/.exec(html)![0];
    const css = await (await fetch(`${site.url}${stylesheet}`)).text();
    const font = /\/assets\/noto-sans-myanmar-myanmar-400-normal-[\w-]+\.woff2/.exec(css)![0];
    const fontAnswer = await fetch(`${site.url}${font}`, { headers: { origin: 'null' } });
    expect(fontAnswer.status).toBe(200);
    expect(fontAnswer.headers.get('access-control-allow-origin')).toBe('*');
    const script = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    for (const path of [script, stylesheet, '/', '/api/stats'])
      expect(
        (await fetch(`${site.url}${path}`)).headers.get('access-control-allow-origin'),
        path,
      ).toBeNull();
  });

  it('keeps the API 404 for unknown /api paths and refuses other methods on pages', async () => {
    const api = await fetch(`${site.url}/api/no-such-call`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await api.json()).detail).toBe('No such call: GET /api/no-such-call');
    expect((await fetch(`${site.url}/shops`, { method: 'POST' })).status).toBe(405);
  });

  it('serves the home page with its language on <html>', async () => {
    const { page, context } = await openPage(browser, site, { language: 'mm' });
    const response = await page.goto(site.url);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('my');
    await context.close();
  });
});
