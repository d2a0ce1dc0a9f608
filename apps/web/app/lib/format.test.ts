import { describe, expect, it } from 'vitest';
import { anchorId, burmeseDigits, excerpt, groupThousands, localDigits, statText } from './format';

describe('burmeseDigits', () => {
  it('replaces every ASCII digit and keeps the rest', () => {
    expect(burmeseDigits('3,639+ and 0-9')).toBe('၃,၆၃၉+ and ၀-၉');
  });
  it('is used only in Burmese', () => {
    expect(localDigits(2024, 'en')).toBe('2024');
    expect(localDigits(2024, 'mm')).toBe('၂၀၂၄');
  });
});

describe('statText', () => {
  it.each([
    [3639, 'en', '3,639+'],
    [636, 'en', '636+'],
    [3639, 'mm', '၃,၆၃၉+'],
    [0, 'en', '0+'],
    [null, 'en', ''],
    [1234567.4, 'en', '1,234,567+'],
  ] as const)('%s in %s reads %s', (value, language, expected) => {
    expect(statText(value, language)).toBe(expected);
  });
});

describe('excerpt', () => {
  it('keeps a text of 300 characters or fewer whole', () => {
    const text = 'a'.repeat(300);
    expect(excerpt(text)).toBe(text);
  });
  it('cuts a longer text at 300 characters and adds an ellipsis', () => {
    const cut = excerpt('b'.repeat(301));
    expect(cut).toBe(`${'b'.repeat(300)}…`);
  });
  it('counts Burmese characters, not UTF-16 units, and never splits one', () => {
    const text = 'မြန်မာ'.repeat(100);
    expect(Array.from(excerpt(text)).length).toBe(301);
  });
});

describe('anchorId', () => {
  it.each([
    ['NLP Certification', 'nlp-certification'],
    ['  Books & Courses ', 'books-courses'],
    ['Leadership  Development', 'leadership-development'],
    ['စာအုပ်များ', 'စာအုပ်များ'],
  ])('%s → %s', (name, id) => {
    expect(anchorId(name)).toBe(id);
  });
});

describe('groupThousands', () => {
  it.each([
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [350000, 0, '350,000'],
    [1234567.891, 2, '1,234,567.89'],
    [19.5, 2, '19.5'],
    [19.999, 2, '20'],
    [0.1 * 3, 2, '0.3'],
    [-4500, 0, '-4,500'],
    [-0.001, 2, '0'],
  ] as const)('%s with %s decimals reads %s', (value, digits, expected) => {
    expect(groupThousands(value, digits)).toBe(expected);
  });

  it('agrees with toLocaleString on whole and fractional amounts', () => {
    for (const value of [7, 12345, 9876543.21, 100000.5, 42.07]) {
      expect(groupThousands(value, 2)).toBe(
        value.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      );
    }
  });
});
