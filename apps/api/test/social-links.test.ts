import { SOCIAL_LINK_CONSTANTS, apiMessage } from '@coach/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, databases, startTestServer } from './harness.ts';
import { expectInvalid } from './helpers.ts';

/**
 * The social-link constants become links in the footer of every page, so they take what
 * other link fields take, and never a `javascript:` or `data:` address.
 */
describe.each(databases)('social-link constants on %s', (kind) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    const created = new Date().toISOString();
    for (const name of [...SOCIAL_LINK_CONSTANTS, 'mainEmail']) {
      const inserted = await server.database.db
        .insertInto('site_constant')
        .values({ name, value: 'https://example.com/', created })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = Number(inserted.id);
    }
  });
  afterAll(() => server?.close());

  it('names the four social links', () => {
    expect([...SOCIAL_LINK_CONSTANTS].sort()).toEqual(
      ['facebookUrl', 'linkedinUrl', 'twitterUrl', 'youtubeUrl'].sort(),
    );
  });

  describe.each(['facebookUrl', 'youtubeUrl', 'twitterUrl', 'linkedinUrl'])('%s', (name) => {
    it.each([
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])('refuses %j with the link message', async (value) => {
      const res = await server.admin('PUT', `/api/constants/${ids[name]}`, { value });
      expectInvalid(res, { value: apiMessage('webAddress') });
    });

    it('takes an https link', async () => {
      const value = `https://www.example.com/${name}`;
      const res = await server.admin('PUT', `/api/constants/${ids[name]}`, { value });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toBe(value);
    });
  });

  it('other constants keep taking any text', async () => {
    const res = await server.admin('PUT', `/api/constants/${ids.mainEmail}`, {
      value: 'javascript: is just text here',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
