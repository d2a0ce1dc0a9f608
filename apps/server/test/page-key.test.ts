import { describe, expect, it } from 'vitest';
import { pageKey } from '../src/page-key.ts';

describe('pageKey', () => {
  const origin = 'https://coach.example';
  it('keys a public page by address and language', () => {
    expect(pageKey('GET', '/blogs?articles=2', origin, undefined)).toEqual({
      key: `${origin}/blogs?articles=2\u0000en`,
      languageFromCookie: true,
    });
    expect(pageKey('GET', '/blogs', origin, 'theme=x; lang=mm')!.key).toBe(
      `${origin}/blogs\u0000mm`,
    );
    // ?lang= wins over the cookie, and then the cookie does not matter.
    expect(pageKey('HEAD', '/?lang=mm', origin, 'lang=en')).toEqual({
      key: `${origin}/?lang=mm\u0000mm`,
      languageFromCookie: false,
    });
  });
  it.each([
    ['POST', '/'],
    ['GET', '/admin'],
    ['GET', '/admin/events'],
    ['GET', '/admin.data'],
    ['GET', '/login'],
    ['GET', '/register?x=1'],
    ['GET', '/api/events'],
    ['GET', `/?q=${'x'.repeat(600)}`],
  ])('never keeps %s %s', (method, url) => {
    expect(pageKey(method, url, origin, undefined)).toBeNull();
  });
  it('keeps pages whose names only start like private ones', () => {
    expect(pageKey('GET', '/administration-tips', origin, undefined)).not.toBeNull();
  });
});
