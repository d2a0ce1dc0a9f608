import { describe, expect, it } from 'vitest';
import { emptyCheckout, orderPayload, validateCheckout } from './checkout-values';

const filled = {
  name: 'Aye Aye',
  phone_number: '09 123 456',
  email: 'aye@example.com',
  address: 'No. 5, Pyay Road, Yangon',
  quantity: '2',
};
const png = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });

describe('validateCheckout', () => {
  it('accepts a complete order with an image receipt', () => {
    expect(validateCheckout(filled, png)).toEqual({});
  });

  it('starts with quantity 1 and asks for everything else', () => {
    expect(emptyCheckout().quantity).toBe('1');
    expect(validateCheckout(emptyCheckout(), null)).toEqual({
      name: 'required',
      phone_number: 'required',
      email: 'required',
      address: 'required',
      receipt: 'noReceipt',
    });
  });

  it.each([
    [{ email: 'not-an-address' }, { email: 'invalidEmail' }],
    [{ quantity: '0' }, { quantity: 'quantityMin' }],
    [{ quantity: '' }, { quantity: 'quantityMin' }],
    [{ name: '   ' }, { name: 'required' }],
  ])('flags %j', (change, problems) => {
    expect(validateCheckout({ ...filled, ...change }, png)).toEqual(problems);
  });

  it('leaves whether the receipt is an image to its bytes, not its name', () => {
    const nameless = new File(['\xff\xd8\xff'], 'IMG_0001', { type: 'application/octet-stream' });
    expect(validateCheckout(filled, nameless)).toEqual({});
  });
});

describe('orderPayload', () => {
  it('sends the English product name, price x quantity and the receipt id', () => {
    expect(
      orderPayload(
        { ...filled, name: ' Aye Aye ' },
        { headingEn: 'Lead Without Fear', price: 18000, currency: 'MMK' },
        'file-1',
      ),
    ).toEqual({
      product_name: 'Lead Without Fear',
      amount: 36000,
      currency: 'MMK',
      name: 'Aye Aye',
      phone_number: '09 123 456',
      email: 'aye@example.com',
      address: 'No. 5, Pyay Road, Yangon',
      quantity: 2,
      receipt_photo: 'file-1',
      language: 'en',
    });
  });

  it("sends the page's language, for the confirmation email (not an order field)", () => {
    const product = { headingEn: 'Lead Without Fear', price: 18000, currency: 'MMK' };
    expect(orderPayload(filled, product, 'file-1', 'mm').language).toBe('mm');
  });
});
