import { describe, expect, it } from 'vitest';
import { checkoutContractProblems } from './checkout-contract';
import { emptyCheckout } from './checkout-values';

const order = {
  ...emptyCheckout(),
  name: 'Daw Khin',
  phone_number: '09 777 123 456',
  email: 'khin@example.com',
  address: '12 Inya Road, Yangon',
  quantity: '3',
};

describe('checkoutContractProblems', () => {
  it('finds nothing in an order the API takes', () => {
    expect(checkoutContractProblems(order, 'en')).toEqual({});
  });

  it("names what the form's own checks let through, in the API's words and the page's language", () => {
    const long = { ...order, email: `${'k'.repeat(310)}@example.com`, quantity: '10001' };
    expect(checkoutContractProblems(long, 'en')).toEqual({
      email: 'Must be at most 320 characters',
      quantity: 'Quantity must be at most 10000',
    });
    expect(checkoutContractProblems(long, 'mm')).toEqual({
      email: 'စာလုံး 320 လုံးအထိသာ ရေးနိုင်ပါသည်',
      quantity: 'အရေအတွက်သည် အများဆုံး ၁၀၀၀၀ ဖြစ်ရမည်',
    });
  });
});
