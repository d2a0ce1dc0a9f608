import { describe, expect, it } from 'vitest';
import { schemas } from '../src/index.ts';
import { typedNumber } from '../src/fields.ts';

describe('typedNumber', () => {
  it('reads thousands grouped with commas, Burmese digits and spaces around', () => {
    expect(typedNumber('25,000')).toBe(25000);
    expect(typedNumber(' 1,250,000.50 ')).toBe(1250000.5);
    expect(typedNumber('၂၅,၀၀၀')).toBe(25000);
    expect(typedNumber('19.5')).toBe(19.5);
  });

  it('leaves a comma that groups nothing unread', () => {
    expect(typedNumber('25,00')).toBeNaN();
    expect(typedNumber('2,5')).toBeNaN();
    expect(typedNumber('25,000,')).toBeNaN();
  });
});

describe('a product price typed as a person writes it', () => {
  it('is stored as the number it says, and a price that is no number is refused', () => {
    const price = schemas.product.update.shape.price;
    expect(price.parse('25,000')).toBe(25000);
    expect(price.safeParse('25,00').success).toBe(false);
  });
});
