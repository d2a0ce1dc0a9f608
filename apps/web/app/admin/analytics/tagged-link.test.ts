import { describe, expect, it } from 'vitest';
import { safeCampaign, taggedLink } from './tagged-link.ts';

const SITE = 'https://coach.example';

describe('a link for a post', () => {
  it('tags a page of the site with its source and campaign', () => {
    expect(taggedLink(SITE, '/books', 'facebook', 'June workshop')).toEqual({
      link: 'https://coach.example/books?utm_source=facebook&utm_campaign=june-workshop',
    });
    expect(taggedLink(SITE, '', 'viber', '')).toEqual({
      link: 'https://coach.example/?utm_source=viber',
    });
  });

  it('keeps Burmese in a campaign, percent-encoded, and makes the rest safe', () => {
    expect(safeCampaign('  ဇွန်လ   သင်တန်း!! ')).toBe('ဇွန်လ-သင်တန်း');
    expect(safeCampaign('a&b=c?d#e/f')).toBe('a-b-c-d-e-f');
    const made = taggedLink(SITE, '/', 'telegram', 'ဇွန် ၂၀၂၆');
    expect('link' in made && new URL(made.link).searchParams.get('utm_campaign')).toBe('ဇွန်-၂၀၂၆');
    expect('link' in made && made.link).toMatch(/utm_campaign=%E1%80%87/);
    expect(safeCampaign('x'.repeat(100))).toHaveLength(80);
  });

  it('takes a pasted address of the site, replacing its tags and keeping the rest', () => {
    expect(
      taggedLink(
        SITE,
        'http://coach.example/articles/7?page=2&utm_source=old&utm_medium=x#end',
        'messenger',
        'july',
      ),
    ).toEqual({
      link: 'https://coach.example/articles/7?page=2&utm_source=messenger&utm_campaign=july#end',
    });
  });

  it('refuses another site’s address', () => {
    expect(taggedLink(SITE, 'https://evil.example/books', 'facebook', 'x')).toEqual({
      error: 'notThisSite',
    });
    expect(taggedLink(SITE, 'javascript:alert(1)', 'facebook', 'x')).toEqual({
      error: 'notThisSite',
    });
    expect(taggedLink(SITE, 'http://[bad', 'facebook', 'x')).toEqual({ error: 'notThisSite' });
  });
});
