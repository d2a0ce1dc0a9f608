import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { count, expectInvalid, row } from './helpers.ts';
import { type CrudCase, caseFor, useRefs } from './payloads.ts';

/** Links never run script on the public site; short YouTube addresses become embeds. */

const NOT_A_LINK =
  'Must be a web address (http or https), a mailto: or tel: link, or a path on this site';

/** Fields holding links or video addresses, with a valid create around them. */
const linkFields: [CrudCase['slug'], string][] = [
  ['events', 'link'],
  ['content_home', 'banner_button_link'],
  ['blog_videos', 'video_url'],
  ['press', 'video_url'],
  ['products', 'video_link'],
];
const scriptLinks = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

describe.each(databases)('links on %s', (kind) => {
  const server = useTestServer(kind);
  const refs = useRefs(server);

  describe.each(linkFields)('%s.%s', (slug, field) => {
    it.each(scriptLinks)('refuses %j on create and update', async (link) => {
      const c = caseFor(slug);
      const before = await count(server, c.table);
      expectInvalid(
        await server.admin('POST', `/api/${slug}`, { ...c.full(refs), [field]: link }),
        {
          [field]: NOT_A_LINK,
        },
      );
      expect(await count(server, c.table)).toBe(before);
      const created = (await server.admin('POST', `/api/${slug}`, c.full(refs))).json();
      const update = slug === 'events' || slug === 'content_home' ? c.update(refs) : {};
      expectInvalid(
        await server.admin('PUT', `/api/${slug}/${created.id}`, { ...update, [field]: link }),
        {
          [field]: NOT_A_LINK,
        },
      );
      expect((await row(server, c.table, created.id))![field]).toBe(created[field]);
    });

    it('accepts http(s), mailto:, tel: and site paths', async () => {
      const c = caseFor(slug);
      for (const link of [
        'https://example.com/a?b=c',
        'http://example.com',
        'mailto:coach@example.com',
        'tel:+959123',
        '/contact',
      ]) {
        const res = await server.admin('POST', `/api/${slug}`, { ...c.full(refs), [field]: link });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()[field]).toBe(link);
      }
    });
  });

  describe.each([
    ['blog_videos', 'video_url'],
    ['press', 'video_url'],
    ['products', 'video_link'],
  ] as const)('%s.%s', (slug, field) => {
    it.each([
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['youtu.be/abc-DEF_123', 'https://www.youtube.com/embed/abc-DEF_123'],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/12345', 'https://vimeo.com/12345'],
    ])('stores %s as %s on create and on update', async (given, stored) => {
      const c = caseFor(slug);
      const created = await server.admin('POST', `/api/${slug}`, {
        ...c.full(refs),
        [field]: given,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()[field]).toBe(stored);
      const id = created.json().id;
      expect((await row(server, c.table, id))![field]).toBe(stored);

      await server.admin('PUT', `/api/${slug}/${id}`, { [field]: 'https://example.com/other' });
      const updated = await server.admin('PUT', `/api/${slug}/${id}`, { [field]: given });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()[field]).toBe(stored);
      expect((await row(server, c.table, id))![field]).toBe(stored);
    });
  });
});
