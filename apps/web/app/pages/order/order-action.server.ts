import { type ActionFunctionArgs, data, redirect } from 'react-router';
import {
  outcomeStatus,
  pictureUpload,
  readForm,
  refused,
  sentPicture,
} from '../../components/upload/page-form.server';
import { translator } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { orderMessages } from './order-messages';
import { receiptMessages } from '../../features/transfer-pages/receipt-messages';

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
  const form = await readForm(request);
  const picture = sentPicture(form, 'receipt');
  const fileSent = Boolean(picture && 'file' in picture);
  // Whether it is an image is for its bytes to say, where it is stored.
  const problem = picture ? null : 'noReceipt';
  if (problem) {
    return refused(
      422,
      { text: receiptTexts(problem), values: {}, problems: { receipt: problem } },
      language,
      fileSent,
    );
  }
  const { upload, record } = await pictureUpload(picture, 'receipt_photo');
  const outcome = await context.orders.sendReceipt(
    token,
    upload ?? { id: String(record.receipt_photo) },
  );
  if (!outcome.ok) {
    // Refused for the order's sake (sold out meanwhile, no receipt awaited): say which.
    const text =
      outcome.step === 'record' && outcome.status === 409
        ? t((await context.orders.view(token))?.status === 'rejected' ? 'soldOut' : 'notAwaited')
        : undefined;
    const { status, code } = outcomeStatus(
      outcome,
      {
        success: '',
        failure: text ?? receiptTexts('receiptFailed'),
        uploadFailed: receiptTexts('uploadFailed'),
      },
      language,
    );
    return refused(
      code,
      { text: status.text, detail: status.detail, values: {} },
      language,
      fileSent,
    );
  }
  const page = new URL(request.url);
  page.searchParams.set(RECEIPT_SENT_PARAM, 'sent');
  return redirect(`${page.pathname}${page.search}`, 303);
}
