import { type ActionFunctionArgs, redirect } from 'react-router';
import {
  formTexts,
  outcomeStatus,
  pictureUpload,
  readForm,
  refused,
  sentPicture,
  trapFields,
} from '../../../components/upload/page-form.server';
import { checkoutMessages } from './checkout-messages';
import { translator } from '../../../i18n/messages';
import { languageFromRequest } from '../../../lib/language';
import { loadCheckoutProduct } from './checkout.server';
import {
  type CheckoutField,
  type CheckoutValues,
  orderPayload,
  validateCheckout,
} from './checkout-values';
import { ORDER_PLACED_PARAM } from '../../../features/shop-catalogue/shop-keys';

const TEXTS = ['name', 'phone_number', 'email', 'address', 'quantity'] as const;

/**
 * The checkout page's action: the order and its receipt (the file itself, or the id of
 * the one a fetcher uploaded first), stored as POST /api/files and /api/payments store
 * them (the catalogue's price, the receipt kept private). Placed, the visitor is sent
 * to their order's page; refused, the form comes back with the reason.
 */
export async function checkoutAction({ request, context, params }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const t = translator(checkoutMessages, language);
  const product = await loadCheckoutProduct(context, params.productId ?? '', language);
  const form = await readForm(request);
  const values: CheckoutValues = formTexts(form, TEXTS);
  const picture = sentPicture(form, 'receipt');
  const fileSent = Boolean(picture && 'file' in picture);
  const { receipt: receiptProblem, ...problems } = validateCheckout(
    values,
    picture && 'file' in picture ? picture.file : null,
  );
  const found: Partial<Record<CheckoutField, string>> = {
    ...problems,
    ...(receiptProblem && !(picture && 'id' in picture) && { receipt: receiptProblem }),
  };
  if (Object.keys(found).length) {
    const text = found.receipt ? t('noReceipt') : t('orderFailed');
    return refused<CheckoutValues, CheckoutField>(
      422,
      { text, values, problems: found },
      language,
      fileSent,
    );
  }
  const { upload, record } = await pictureUpload(picture, 'receipt_photo');
  const { receipt_photo: _none, ...order } = orderPayload(values, product, '', language);
  const outcome = await context.submissions.fromPage(
    'order',
    { ...order, ...record, ...trapFields(form) },
    upload,
    language,
  );
  // A 409 of the order itself: the last ones were sold meanwhile.
  const soldOut = !outcome.ok && outcome.step === 'record' && outcome.status === 409;
  const { status, code } = outcomeStatus(
    outcome,
    {
      success: t('success'),
      failure: soldOut ? t('soldOut') : t('orderFailed'),
      uploadFailed: t('uploadFailed'),
    },
    language,
  );
  if (status.kind === 'error')
    return refused(code, { text: status.text, detail: status.detail, values }, language, fileSent);
  const lang = new URL(request.url).searchParams.get('lang');
  // The customer's own order page: the reference, the summary and the link to keep. A
  // reload there is a plain read, never the order again.
  if (outcome.ok && outcome.orderToken) {
    const page = new URL(`/orders/${encodeURIComponent(outcome.orderToken)}`, request.url);
    page.searchParams.set(ORDER_PLACED_PARAM, '1');
    if (lang) page.searchParams.set('lang', lang);
    return redirect(`${page.pathname}${page.search}`, 303);
  }
  // The same order sent again (a second click after the first was stored): the shop says
  // it was placed, as the first answer did.
  const shop = new URL('/shops', request.url);
  shop.searchParams.set(ORDER_PLACED_PARAM, '1');
  if (lang) shop.searchParams.set('lang', lang);
  return redirect(`${shop.pathname}${shop.search}`, 303);
}
