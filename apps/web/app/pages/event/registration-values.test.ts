import { describe, expect, it } from 'vitest';
import {
  emptyRegistration,
  parseSeats,
  registrationAmount,
  validateRegistration,
} from './registration-values';

const filled = { name: 'Su Su', phone: '09 555 0103', email: 'susu@example.com', seats: '2' };
const receipt = new File([new Uint8Array([1])], 'receipt.png', { type: 'image/png' });

describe('the registration form’s own checks', () => {
  it.each([
    ['1', 3, 1],
    [' 3 ', 3, 3],
    ['4', 3, null],
    ['0', 3, null],
    ['1.5', 3, null],
    ['', 3, null],
  ])('seats %j with %i left: %j', (typed, max, expected) => {
    expect(parseSeats(typed, max)).toBe(expected);
  });

  it('asks for every field, a real email and seats within those left', () => {
    expect(validateRegistration(emptyRegistration(), null, { maxSeats: 3, paid: false })).toEqual({
      name: 'required',
      phone: 'required',
      email: 'required',
    });
    expect(
      validateRegistration({ ...filled, email: 'no', seats: '5' }, null, {
        maxSeats: 3,
        paid: false,
      }),
    ).toEqual({ email: 'invalidEmail', seats: 'seatsRange' });
    expect(validateRegistration(filled, null, { maxSeats: 3, paid: false })).toEqual({});
  });

  it('needs the receipt only for a paid event', () => {
    expect(validateRegistration(filled, null, { maxSeats: 3, paid: true })).toEqual({
      receipt: 'noReceipt',
    });
    expect(validateRegistration(filled, receipt, { maxSeats: 3, paid: true })).toEqual({});
  });

  it('computes the amount to the cent, as the API does', () => {
    expect(registrationAmount(25_000, 3)).toBe(75_000);
    expect(registrationAmount(0.1, 3)).toBe(0.3);
  });
});
