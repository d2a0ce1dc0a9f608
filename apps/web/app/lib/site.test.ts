import { describe, expect, it } from 'vitest';
import { coachPath, siteInfo } from './site';

describe('siteInfo', () => {
  it('reads the constants', () => {
    const site = siteInfo({
      coachName: 'Mung',
      coachSlug: 'Mung',
      businessName: 'Mung Coaching',
      mainPhoneNumber: '+95 9 111',
      mainEmail: 'hello@example.com',
      facebookUrl: 'https://facebook.com/x',
      termsArticleId: '3',
    });
    expect(site.phone).toBe('+95 9 111');
    expect(site.social.facebook).toBe('https://facebook.com/x');
    expect(site.termsArticleId).toBe('3');
    expect(coachPath(site)).toBe('/meet-mung');
  });
  it('falls back to the default coach when the constants are missing', () => {
    const site = siteInfo({});
    expect(coachPath(site)).toBe('/meet-mung');
    expect(site.businessName).toBe('Mung Coaching');
  });
});
