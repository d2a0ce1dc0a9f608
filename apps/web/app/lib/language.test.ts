import { describe, expect, it } from 'vitest';
import { keepAddressLanguage, languageAddress, localized } from './language';

describe('languageAddress', () => {
  it('answers the same page with the other language in its address, other parameters kept', () => {
    expect(languageAddress({ pathname: '/shops', search: '' }, 'mm')).toBe('/shops?lang=mm');
    expect(languageAddress({ pathname: '/blogs', search: '?page=2&lang=mm' }, 'en')).toBe(
      '/blogs?page=2&lang=en',
    );
  });
});

describe('keepAddressLanguage', () => {
  it('carries a language chosen by the address on to the link', () => {
    expect(keepAddressLanguage('/shops', '?lang=mm')).toBe('/shops?lang=mm');
    expect(keepAddressLanguage('/shops/#books', '?x=1&lang=en')).toBe('/shops/?lang=en#books');
    expect(keepAddressLanguage('/blogs?page=2', '?lang=mm')).toBe('/blogs?page=2&lang=mm');
  });

  it('leaves the link alone when the address names no language, or an unknown one', () => {
    expect(keepAddressLanguage('/shops', '')).toBe('/shops');
    expect(keepAddressLanguage('/shops', '?lang=fr')).toBe('/shops');
  });
});

describe('localized', () => {
  const both = { name: 'Leadership Day', name_mm: 'ခေါင်းဆောင်မှု နေ့' };

  it("reads the field in the page's language", () => {
    expect(localized(both, 'name', 'en')).toBe('Leadership Day');
    expect(localized(both, 'name', 'mm')).toBe('ခေါင်းဆောင်မှု နေ့');
  });

  it('falls back to the language that was written, either way', () => {
    expect(localized({ name: 'Leadership Day', name_mm: ' ' }, 'name', 'mm')).toBe(
      'Leadership Day',
    );
    expect(localized({ name: null, name_mm: 'ခေါင်းဆောင်မှု နေ့' }, 'name', 'en')).toBe('ခေါင်းဆောင်မှု နေ့');
    expect(localized({ name: null, name_mm: null }, 'name', 'en')).toBe('');
  });
});
