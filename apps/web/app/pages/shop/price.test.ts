import { describe, expect, it } from 'vitest';
import { formatAmount } from '@coach/contract/formats';
import { orderTotal, parseQuantity } from './price';

describe('orderTotal', () => {
  it.each([
    [18000, 1, 18000],
    [18000, 3, 54000],
    [0, 5, 0],
    [0.1, 3, 0.3],
    [19.99, 2, 39.98],
  ])('%s x %s = %s', (price, quantity, total) => {
    expect(orderTotal(price, quantity)).toBe(total);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 3 ', 3],
  ])('accepts %j', (input, value) => {
    expect(parseQuantity(input)).toBe(value);
  });

  it.each(['', '0', '-2', '1.5', 'two', '1e3'])('refuses %j', (input) => {
    expect(parseQuantity(input)).toBeNull();
  });
});

describe('prices in the shop (formatAmount, as on the order page and in the emails)', () => {
  it('groups thousands and adds the currency', () => {
    expect(formatAmount(350000, 'MMK', 'en')).toBe('350,000 MMK');
  });

  it('writes Burmese digits and the kyat in Burmese in mm', () => {
    expect(formatAmount(18000, 'MMK', 'mm')).toBe('၁၈,၀၀၀ ကျပ်');
  });

  it('keeps cents when there are any', () => {
    expect(formatAmount(19.5, 'USD', 'en')).toBe('19.5 USD');
  });
});
