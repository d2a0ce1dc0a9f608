import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { row } from './helpers.ts';
import { appointmentBody, caseFor, testimonialBody, useRefs } from './payloads.ts';
import { ZAWGYI, UNICODE, ZAWGYI_SENTENCE, UNICODE_SENTENCE } from './burmese-words.ts';

/** Burmese text is stored as Unicode whatever the sender typed; article HTML is made safe. */

describe.each(databases)('Burmese text and article HTML on %s', (kind) => {
  const server = useTestServer(kind);
  /** A visitor's record made (201), answered and stored with `fields` as they are. */
  const expectMade = async (res: LightMyRequestResponse, table: string, fields: object) => {
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(fields);
    expect(await row(server, table, res.json().id)).toMatchObject(fields);
  };
  const refs = useRefs(server);

  describe('Zawgyi is stored as Unicode', () => {
    it('in an appointment sent by a visitor', async () => {
      const res = await server.call(
        'POST',
        '/api/appointment',
        appointmentBody({ name: ZAWGYI, message: ZAWGYI_SENTENCE, mode_of_contact: 'Phone' }),
      );
      await expectMade(res, 'appointment', { name: UNICODE, message: UNICODE_SENTENCE });
    });

    it('in an event name_mm saved by the admin, on create and update', async () => {
      const created = await server.admin('POST', '/api/events', {
        ...caseFor('events').minimal(refs),
        name_mm: ZAWGYI,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().name_mm).toBe(UNICODE);
      expect((await row(server, 'event', created.json().id))!.name_mm).toBe(UNICODE);

      const updated = await server.admin('PUT', `/api/events/${created.json().id}`, {
        tag: 'x',
        description_mm: ZAWGYI_SENTENCE,
      });
      expect(updated.json().description_mm).toBe(UNICODE_SENTENCE);
    });

    it('inside nested fields (content home banner text)', async () => {
      const body = caseFor('content_home').full(refs);
      const res = await server.admin('POST', '/api/content_home', {
        ...body,
        banner_text: { en: 'Myanmar', mm: ZAWGYI },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().banner_text).toEqual({ en: 'Myanmar', mm: UNICODE });
      expect((await row(server, 'content_home', res.json().id))!.banner_text_mm).toBe(UNICODE);
    });

    it('in a list filter, so a name typed in Zawgyi finds the stored Unicode', async () => {
      for (const name of [ZAWGYI, UNICODE]) {
        const res = await server.admin(
          'GET',
          `/api/appointments?customer_name=${encodeURIComponent(name)}`,
        );
        expect(res.json().map((a: { name: string }) => a.name)).toEqual([UNICODE]);
      }
    });
  });

  describe('Unicode Burmese is left as it is', () => {
    it.each([
      UNICODE,
      UNICODE_SENTENCE,
      'မင်္ဂလာပါ',
      'ကျွန်တော်တို့၏ သင်တန်းများ',
      'အဖွဲ့ နည်းပြ - Team Coaching',
      'ဦးဆောင်မှု ၂၀၂၄',
      // Short phrases the detector scores above 0.95 although they are Unicode.
      'ငွေပမာဏ မကိုက်ညီပါ',
      'ငွေပမာဏ',
    ])('%s', async (text) => {
      const res = await server.call(
        'POST',
        '/api/testimonials',
        testimonialBody(refs.image, { name: text, programs_mm: text }),
      );
      await expectMade(res, 'testimonial', { name: text, programs_mm: text });
    });

    it('English text is untouched', async () => {
      const res = await server.admin('POST', '/api/main_categories', {
        name: 'Books & "guides" <new>',
      });
      expect(res.json().name).toBe('Books & "guides" <new>');
    });
  });

  describe('article HTML is sanitised before it is stored', () => {
    const dirty = [
      '<h2>Why coaching</h2>',
      '<p>Hello <strong>world</strong> and <em>friends</em></p>',
      '<script>alert("x")</script>',
      '<img src="https://example.com/a.png" alt="A" onerror="alert(1)">',
      '<a href="javascript:alert(1)">bad link</a>',
      '<a href="https://example.com" target="_blank">good link</a>',
      '<ul><li>one</li><li>two</li></ul>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="color:red" onclick="steal()">styled</p>',
      '<blockquote>quoted</blockquote>',
    ].join('');

    const expectClean = (html: string) => {
      expect(html).not.toMatch(/<script|alert\("x"\)|onerror|onclick|javascript:|<iframe|style=/i);
      expect(html).toContain('<h2>Why coaching</h2>');
      expect(html).toContain('<p>Hello <strong>world</strong> and <em>friends</em></p>');
      expect(html).toContain('<img src="https://example.com/a.png" alt="A" />');
      expect(html).toContain('<a>bad link</a>');
      expect(html).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good link</a>',
      );
      expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
      expect(html).toContain('<p>styled</p>');
      expect(html).toContain('<blockquote>quoted</blockquote>');
    };

    it('on create, in content and content_mm', async () => {
      const res = await server.admin('POST', '/api/articles', {
        ...caseFor('articles').minimal(refs),
        content: dirty,
        content_mm: dirty,
      });
      expect(res.statusCode, res.body).toBe(201);
      expectClean(res.json().content);
      expectClean(res.json().content_mm);
      const stored = await row(server, 'article', res.json().id);
      expectClean(stored!.content as string);
      expectClean(stored!.content_mm as string);
    });

    it('on update', async () => {
      const created = (
        await server.admin('POST', '/api/articles', caseFor('articles').minimal(refs))
      ).json();
      const res = await server.admin('PUT', `/api/articles/${created.id}`, { content: dirty });
      expect(res.statusCode, res.body).toBe(200);
      expectClean(res.json().content);
      expectClean((await row(server, 'article', created.id))!.content as string);
    });

    it('keeps the link schemes and image sources the editor allows', async () => {
      const html =
        '<p><a href="mailto:coach@example.com">mail</a> <a href="tel:+959">call</a> <a href="sms:+959">text</a></p>' +
        '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline" /></p>';
      const res = await server.admin('POST', '/api/articles', {
        ...caseFor('articles').minimal(refs),
        content: html,
      });
      expect(res.json().content).toBe(html);
    });
  });
});
