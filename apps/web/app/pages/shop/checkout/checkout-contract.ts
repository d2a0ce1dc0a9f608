import type { Language } from '@coach/contract/options';
import { payment } from '@coach/contract/schemas/submissions';
import { contractProblems } from '../../../components/upload/contract-problems';
import type { CheckoutField, CheckoutValues } from './checkout-values';

/** The order's fields the visitor types, as POST /api/payments checks them. */
const typed = payment.create.pick({
  name: true,
  phone_number: true,
  email: true,
  address: true,
  quantity: true,
});

/**
 * What the API would refuse in the typed fields (a name over 200 characters, an email
 * over 320, a quantity over 10,000), in the page's language. Checked before the receipt
 * is uploaded, so a refusal never comes after it.
 */
export const checkoutContractProblems = (values: CheckoutValues, language: Language) =>
  contractProblems<CheckoutField>(typed, values, language);
