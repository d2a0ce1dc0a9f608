import { type ActionFunctionArgs, data } from 'react-router';
import { readForm, seeOther } from '../../components/upload/page-form.server';
import { translator } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { orderMessages } from './order-messages';
import { receiptMessages } from '../../features/transfer-pages/receipt-messages';
import { receiveReceipt } from '../../features/transfer-pages/receipt-action.server';

/** The query that says, on the order page, that a new receipt just arrived. */
export const RECEIPT_SENT_PARAM = 'receipt';

/**
 * The order page's form: a rejected order's new receipt (the file itself without
 * scripts, or the id of the one a fetcher uploaded first). Stored, the visitor is sent
 * back to the page (post-redirect-get), which now shows the order received again.
 */
export async function orderAction({ request, context, params }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const t = translator(orderMessages, language);
  const receiptTexts = translator(receiptMessages, language);
  const token = params.token ?? '';
  if (!(await context.orders.view(token))) throw data(null, { status: 404 });
  const answer = await receiveReceipt(await readForm(request), language, {
    required: true,
    store: (receipt) => context.orders.sendReceipt(token, receipt!),
    noReceipt: receiptTexts('noReceipt'),
    uploadFailed: receiptTexts('uploadFailed'),
    // Refused for the order's sake (sold out meanwhile, no receipt awaited): say which.
    failure: async (outcome) =>
      outcome.step === 'record' && outcome.status === 409
        ? t((await context.orders.view(token))?.status === 'rejected' ? 'soldOut' : 'notAwaited')
        : receiptTexts('receiptFailed'),
  });
  if ('refusal' in answer) return answer.refusal;
  return seeOther(request, request.url, RECEIPT_SENT_PARAM, 'sent');
}
