import { seeOther } from '../../../components/upload/page-form.server';
import { publicFormAction } from '../../../components/upload/public-form-action.server';
import { checkoutMessages } from './checkout-messages';
import { shopMessages } from '../shop-messages';
import { translator } from '../../../i18n/messages';
import { loadCheckoutProduct } from './checkout.server';
import { checkoutContractProblems } from './checkout-contract';
import {
  type CheckoutField,
  type CheckoutValues,
  orderPayload,
  validateCheckout,
} from './checkout-values';
import { ORDER_PLACED_PARAM } from '../../../features/shop-catalogue/shop-keys';

/**
 * The checkout page's action: the order and its receipt (the file itself, or the id of
 * the one a fetcher uploaded first), stored as POST /api/files and /api/payments store
 * them (the catalogue's price, the receipt kept private). Placed, the visitor is sent
 * to their order's page; refused, the form comes back with the reason.
 */
export const checkoutAction = publicFormAction<
  CheckoutValues,
  CheckoutField,
  Awaited<ReturnType<typeof loadCheckoutProduct>>
>({
  kind: 'order',
  texts: ['name', 'phone_number', 'email', 'address', 'quantity'],
  picture: { field: 'receipt', stored: 'receipt_photo' },
  prepare: ({ context, params }, language) =>
    loadCheckoutProduct(context, params.productId ?? '', language),
  // The form's own checks first (their words), then the contract's, as the browser does.
  check: (values, file, language) => ({
    ...checkoutContractProblems(values, language),
    ...validateCheckout(values, file),
  }),
  refusalText: (problems, language) => {
    const t = translator(checkoutMessages, language);
    return problems.receipt ? t('noReceipt') : t('orderFailed');
  },
  record: (values, { setup: product, language }) => {
    const { receipt_photo: _none, ...order } = orderPayload(values, product, '', language);
    return order;
  },
  answerTexts: (outcome, language) => {
    const t = translator(checkoutMessages, language);
    // A 409 of the order itself: the last ones were sold meanwhile.
    const soldOut = !outcome.ok && outcome.step === 'record' && outcome.status === 409;
    return {
      success: translator(shopMessages, language)('orderPlaced'),
      failure: soldOut ? t('soldOut') : t('orderFailed'),
      uploadFailed: t('uploadFailed'),
    };
  },
  answer: (outcome, _values, { request }) => {
    if (!outcome.ok) return null;
    // The customer's own order page: the reference, the summary and the link to keep. A
    // reload there is a plain read, never the order again.
    if (outcome.orderToken) {
      const page = `/orders/${encodeURIComponent(outcome.orderToken)}`;
      return seeOther(request, page, ORDER_PLACED_PARAM);
    }
    // The same order sent again (a second click after the first was stored): the shop says
    // it was placed, as the first answer did.
    return seeOther(request, '/shops', ORDER_PLACED_PARAM);
  },
});
