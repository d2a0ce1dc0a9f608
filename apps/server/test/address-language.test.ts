import { describe, expect, it } from 'vitest';
import { addressLanguageCookie } from '../src/address-language.ts';

describe('the language cookie a page address sets', () => {
  it.each([
    ['/?lang=mm', 'mm'],
    ['/shops?lang=en', 'en'],
    ['/blogs?page=2&lang=mm#articles', 'mm'],
    ['/blogs.data?lang=mm', 'mm'],
  ])('%s remembers %s for a year', (url, language) => {
    expect(addressLanguageCookie(url)).toBe(
      `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it.each(['/', '/shops', '/shops?lang=fr', '/shops?lang=', '/shops?language=mm', '/x#?lang=mm'])(
    '%s sets none',
    (url) => {
      expect(addressLanguageCookie(url)).toBeNull();
    },
  );
});
