import { z } from 'zod';
import { fileRef, longText, text } from '../fields.ts';
import { asciiDigits } from '../formats.ts';
import { apiMessage } from '../messages.ts';
import { shape } from '../shape.ts';

/**
 * How a customer pays: the bank and mobile-wallet accounts the checkout, the order page and
 * the confirmation email show (`GET` and `PUT /api/payment_methods`, the whole list at once).
 */

/** Methods in the list, at most: a customer reads them all before paying. */
export const PAYMENT_METHODS_MAX = 10;

/**
 * An account or wallet number as the bank writes it: digits, with spaces, hyphens or
 * letters (a branch code) between. Typed in Burmese digits, it is stored in ASCII digits,
 * which every pasted-into banking app accepts.
 */
const accountNumber = () =>
  text(40)
    .transform(asciiDigits)
    .refine(
      (v) => /^[0-9A-Za-z][0-9A-Za-z .\-/]*$/.test(v) && /\d/.test(v),
      apiMessage('accountNumberFormat'),
    );

/** One method's fields; `name` is the bank's or wallet's ("KBZ Bank", "KBZPay"). */
export const paymentMethodFields = {
  name: text(80),
  name_mm: text(80),
  account_name: text(120),
  account_number: accountNumber(),
  note: longText(500),
  note_mm: longText(500),
  qr_image: fileRef(),
};

export const paymentMethod = shape(paymentMethodFields, { name: true, account_number: true });

/** An item of the list: an object (anything else is told so, in words, not zod's). */
const listItem = z
  .any()
  .refine(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    apiMessage('paymentMethodObject'),
  )
  .pipe(paymentMethod);

/** The whole list, in the order the customer sees it; an empty list removes every method. */
export const paymentMethods = {
  fields: paymentMethodFields,
  update: z
    .array(listItem, { error: apiMessage('paymentMethodsList') })
    .max(PAYMENT_METHODS_MAX, apiMessage('paymentMethodsMax', { max: PAYMENT_METHODS_MAX })),
};

/** One method as the API answers it: every field present, null when not given. */
export interface PaymentMethod {
  name: string;
  name_mm: string | null;
  account_name: string | null;
  account_number: string;
  note: string | null;
  note_mm: string | null;
  qr_image: string | null;
}
