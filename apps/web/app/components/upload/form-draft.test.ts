import { describe, expect, it } from 'vitest';
import { dataAddress } from './action-post';
import { looksLikeCard } from './form-draft';

describe("a form's draft", () => {
  it('keeps no card number, however it is typed, and keeps phone numbers and the like', () => {
    for (const card of ['4111111111111111', '4111 1111 1111 1111', '5500-0000-0000-0004'])
      expect(looksLikeCard(card), card).toBe(true);
    for (const text of [
      '09 777 123 456',
      '+95 9 123 456 789',
      '4111111111111112', // fails the check: not a card
      'No. 12, Inya Road',
      '',
    ])
      expect(looksLikeCard(text), text).toBe(false);
  });
});

describe('the address a form is posted to in place', () => {
  it("is its route's data address, the query kept", () => {
    expect(dataAddress('/shops/checkout/3')).toBe('/shops/checkout/3.data');
    expect(dataAddress('/events/4/waitlist?lang=mm')).toBe('/events/4/waitlist.data?lang=mm');
    expect(dataAddress('/?index=')).toBe('/_root.data?index=');
    expect(dataAddress('/subscribe/')).toBe('/subscribe.data');
  });
});
