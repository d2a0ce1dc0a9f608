import { data } from 'react-router';
import { seeOther } from '../../components/upload/page-form.server';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import { translator } from '../../i18n/messages';
import { orderMessages } from './order-messages';
import { receiptMessages } from '../../features/transfer-pages/receipt-messages';
import { receiptForm } from '../../features/transfer-pages/receipt-action.server';

/** The query that says, on the order page, that a new receipt just arrived. */
export const RECEIPT_SENT_PARAM = 'receipt';

/**
 * The order page's form: a rejected order's new receipt (the file itself without
 * scripts, or the id of the one a fetcher uploaded first). Stored, the visitor is sent
 * back to the page (post-redirect-get), which now shows the order received again.
 */
export const orderAction = publicFormAction({
  prepare: async ({ context, params }) => {
    const token = params.token ?? '';
    if (!(await context.orders.view(token))) throw data(null, { status: 404 });
    return token;
  },
  ...receiptForm<string>({
    required: () => true,
    store: (receipt, { context, setup: token }) => context.orders.sendReceipt(token, receipt!),
    words: (language) => translator(receiptMessages, language),
    // Refused for the order's sake (sold out meanwhile, no receipt awaited): say which.
    failure: async (outcome, { context, language, setup: token }) => {
      if (outcome.step !== 'record' || outcome.status !== 409)
        return translator(receiptMessages, language)('receiptFailed');
      const rejected = (await context.orders.view(token))?.status === 'rejected';
      return translator(orderMessages, language)(rejected ? 'soldOut' : 'notAwaited');
    },
    stored: (_outcome, { request }) => seeOther(request, request.url, RECEIPT_SENT_PARAM, 'sent'),
  }),
});
