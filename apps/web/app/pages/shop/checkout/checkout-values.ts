import { EMAIL_PATTERN, type Language } from '@coach/contract/options';
import { isChosenFile } from '../../../lib/upload-file';
import { orderTotal, parseQuantity } from '../price';
import { ownProblems } from '../../../lib/own-problems';

/** What the visitor types at checkout; the receipt is uploaded separately. */
export interface CheckoutValues {
  name: string;
  phone_number: string;
  email: string;
  address: string;
  quantity: string;
}

export type CheckoutField = keyof CheckoutValues | 'receipt';
const CHECKOUT_PROBLEMS = ['required', 'invalidEmail', 'quantityMin', 'noReceipt'] as const;
export type CheckoutProblem = (typeof CHECKOUT_PROBLEMS)[number];

/** Whether a field's problem is one of the form's own codes, not the contract's words. */
export const isCheckoutProblem = ownProblems(CHECKOUT_PROBLEMS);

export const emptyCheckout = (): CheckoutValues => ({
  name: '',
  phone_number: '',
  email: '',
  address: '',
  quantity: '1',
});

/** Every field is required, the email must look like one, quantity is at least 1, the receipt an image. */
export function validateCheckout(
  values: CheckoutValues,
  receipt: File | null,
): Partial<Record<CheckoutField, CheckoutProblem>> {
  const problems: Partial<Record<CheckoutField, CheckoutProblem>> = {};
  for (const field of ['name', 'phone_number', 'email', 'address'] as const)
    if (!values[field].trim()) problems[field] = 'required';
  if (!problems.email && !EMAIL_PATTERN.test(values.email.trim())) problems.email = 'invalidEmail';
  if (parseQuantity(values.quantity) === null) problems.quantity = 'quantityMin';
  // Whether it is an image is for its bytes to say (page-outcome.ts, as /api/files).
  if (!isChosenFile(receipt)) problems.receipt = 'noReceipt';
  return problems;
}

/** The POST /api/payments body: amount = price x quantity. */
export function orderPayload(
  values: CheckoutValues,
  product: { headingEn: string; price: number; currency: string },
  receiptId: string,
  /** The page's language: the API writes the customer's confirmation email in it. */
  language: Language = 'en',
) {
  const quantity = parseQuantity(values.quantity) ?? 1;
  return {
    product_name: product.headingEn,
    amount: orderTotal(product.price, quantity),
    currency: product.currency,
    name: values.name.trim(),
    phone_number: values.phone_number.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    quantity,
    receipt_photo: receiptId,
    language,
  };
}
