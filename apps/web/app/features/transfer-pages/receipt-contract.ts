import { payment } from '@coach/contract/schemas/submissions';

/** The field of a receipt's form, which the API calls `receipt_photo`. */
export type ReceiptField = 'receipt';

/**
 * A new receipt as the API checks one (POST /orders/{token}/receipt; a registration's new
 * receipt and a paid claim's have the same shape and rule): one must come. `sent`: a file
 * chosen, or the id of one uploaded before; whether it is an image is for its bytes to say,
 * where it is stored. Checked by the page's action and, loaded when the form is sent, by
 * the browser (zod stays off the first load, decision 0011).
 */
export function receiptProblems(sent: boolean): Partial<Record<ReceiptField, 'noReceipt'>> {
  const body = { receipt_photo: sent ? 'sent' : undefined };
  return payment.receipt.safeParse(body).success ? {} : { receipt: 'noReceipt' };
}
