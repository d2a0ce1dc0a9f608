import { SOCIAL_LINK_CONSTANTS, apiMessage } from '@coach/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestServer } from './harness.ts';
import { expectInvalid, insertRow } from './helpers.ts';

/**
 * Each constant takes what it is for: the social links become links in the footer of
 * every page, so they take what other link fields take, and never a `javascript:` or
 * `data:` address; an email is an email, a phone a phone, an article an article's id.
 */
describe.each(databases)('constant values on %s', (kind) => {
  const ids: Record<string, number> = {};
  const server = useTestServer(kind);
  beforeAll(async () => {
    const created = new Date().toISOString();
    const others = ['mainEmail', 'mainPhoneNumber', 'coachSlug', 'termsArticleId', 'businessName'];
    for (const name of [...SOCIAL_LINK_CONSTANTS, ...others]) {
      ids[name] = await insertRow(server, 'site_constant', {
        name,
        value: 'https://example.com/',
        created,
      });
    }
  });

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

  it('a constant of words keeps taking any text', async () => {
    const res = await server.admin('PUT', `/api/constants/${ids.businessName}`, {
      value: 'javascript: is just text here',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['mainEmail', 'mung.coach@gmail..com', 'mung.coach@gmail.com', apiMessage('validEmail')],
    ['mainPhoneNumber', 'call me', '+95 9 123 456 789', apiMessage('validPhone')],
    ['coachSlug', 'Mung Coach', 'mung-coach', apiMessage('slugFormat')],
    ['termsArticleId', 'terms', '12', apiMessage('pickArticle')],
  ])('%s takes only what it is for: refuses %j, takes %j', async (name, bad, good, message) => {
    const refused = await server.admin('PUT', `/api/constants/${ids[name]}`, { value: bad });
    expectInvalid(refused, { value: message });
    const taken = await server.admin('PUT', `/api/constants/${ids[name]}`, { value: good });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().value).toBe(good);
  });
  // Issue 37: a number typed on a Burmese keyboard is a phone number, stored as dialled.
  it.each([
    ['+၉၅ ၉ ၁၂၃ ၄၅၆ ၇၈၉', '+95 9 123 456 789'],
    ['၀၉-၄၅၀ ၁၂၃ ၄၅၆', '09-450 123 456'],
    ['+95 ၉ 123 ၄၅၆ 789', '+95 9 123 456 789'],
  ])('mainPhoneNumber takes %j in Burmese digits and stores %j', async (typed, stored) => {
    const taken = await server.admin('PUT', `/api/constants/${ids.mainPhoneNumber}`, {
      value: typed,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().value).toBe(stored);
    const read = await server.admin('GET', `/api/constants/${ids.mainPhoneNumber}`);
    expect(read.json().value).toBe(stored);
  });

  it('a phone number in Burmese letters, not digits, is still refused and nothing changes', async () => {
    await server.admin('PUT', `/api/constants/${ids.mainPhoneNumber}`, { value: '+95 9 123456' });
    const refused = await server.admin('PUT', `/api/constants/${ids.mainPhoneNumber}`, {
      value: 'ဖုန်းဆက်ပါ',
    });
    expectInvalid(refused, { value: apiMessage('validPhone') });
    const read = await server.admin('GET', `/api/constants/${ids.mainPhoneNumber}`);
    expect(read.json().value).toBe('+95 9 123456');
  });
});
