import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './admin-helpers.ts';
import { type Site, fetchServed, startSite } from './harness.ts';

/**
 * A coach who writes only Burmese publishes: the article is stored, listed, and shown on
 * the English page too, in the one language it has.
 */
describe('a record written in one language', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ demo: true });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('is published, and the English page shows its Burmese text', async () => {
    const created = await site.api('/articles', {
      method: 'POST',
      admin: true,
      body: JSON.stringify({
        name_mm: 'မြန်မာဘာသာဖြင့်သာ ရေးသော ဆောင်းပါး',
        description_mm: 'အင်္ဂလိပ်ဘာသာ မပါသော အကျဉ်းချုပ်',
        content_mm: '<p>မြန်မာစာ အကြောင်းအရာ</p>',
        image: await site.upload(PNG, 'article.png'),
        is_published: true,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const lang of ['en', 'mm']) {
      const page = await fetchServed(`${site.url}/articles/view/${id}?lang=${lang}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('မြန်မာဘာသာဖြင့်သာ ရေးသော ဆောင်းပါး');
      expect(html).toContain('မြန်မာစာ အကြောင်းအရာ');
    }
    const blogs = await (await fetchServed(`${site.url}/blogs?lang=en`)).text();
    expect(blogs).toContain('မြန်မာဘာသာဖြင့်သာ ရေးသော ဆောင်းပါး');
  });
});
