import { describe, expect, it } from 'vitest';
import { contactHref, dialable, international } from './contact-links.ts';

describe('a visitor’s contact as a link for the way they asked to be reached', () => {
  it.each([
    ['Phone', '09 123 456 789', 'tel:09123456789'],
    ['Phone', '+95 9 123-456-789', 'tel:+959123456789'],
    ['Phone', '၀၉ ၁၂၃ ၄၅၆ ၇၈၉', 'tel:09123456789'],
    ['Email', ' ko.min@example.com ', 'mailto:ko.min@example.com'],
    ['Viber', '09 123 456 789', 'viber://chat?number=%2B959123456789'],
    ['Viber', '+66 81 234 5678', 'viber://chat?number=%2B66812345678'],
    ['WhatsApp', '(09) 123-456-789', 'https://wa.me/959123456789'],
    ['WhatsApp', '0066 81 234 5678', 'https://wa.me/66812345678'],
  ])('%s %s → %s', (mode, contact, href) => {
    expect(contactHref(mode, contact)).toBe(href);
  });

  it.each([
    ['Other', 'Ask at the front desk'],
    ['Other', '09 123 456 789'],
    ['Email', 'not an address'],
    ['Phone', 'call me'],
    ['Viber', '12 34'],
    ['WhatsApp', ''],
  ])('%s %j is plain text', (mode, contact) => {
    expect(contactHref(mode, contact)).toBeUndefined();
  });

  it('keeps the + a number was written with, and makes local numbers international', () => {
    expect(dialable(' +95 (9) 777 ')).toBe('+959777');
    expect(international('09 777 123 456')).toBe('959777123456');
    expect(international('959777123456')).toBe('959777123456');
  });
});
