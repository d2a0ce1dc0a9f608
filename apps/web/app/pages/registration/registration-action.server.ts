import { translateApiMessage } from '@coach/contract/messages';
import { type ActionFunctionArgs, data } from 'react-router';
import { readForm, refused, seeOther } from '../../components/upload/page-form.server';
import { translator } from '../../i18n/messages';
import { localDigits } from '../../lib/format';
import { languageFromRequest } from '../../lib/language';
import { receiptMessages } from '../../features/transfer-pages/receipt-messages';
import { receiveReceipt } from '../../features/transfer-pages/receipt-action.server';
import { DONE_PARAM, INTENT_FIELD } from '../../features/events/registration-keys';

/**
 * The registration page's two forms: a rejected registration's new receipt (the file
 * itself without scripts, or the id of the one a fetcher uploaded first), and the cancel
 * (confirmed on the page by opening its fold first). Done, the visitor is sent back to the page (post-redirect-get).
 */
export async function registrationAction({ request, context, params }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const receiptTexts = translator(receiptMessages, language);
  const token = params.token ?? '';
  if (!(await context.registrations.view(token, context.publicUrl))) {
    throw data(null, { status: 404 });
  }
  const form = await readForm(request);
  const back = (done: 'receipt' | 'cancelled') => seeOther(request, request.url, DONE_PARAM, done);

  if (form.get(INTENT_FIELD) === 'cancel') {
    const cancelled = await context.registrations.cancel(token);
    if (!cancelled.ok) {
      const text = localDigits(translateApiMessage(cancelled.message, language), language);
      return refused(409, { text, values: {} }, language, false);
    }
    return back('cancelled');
  }

  const answer = await receiveReceipt(form, language, {
    required: true,
    store: (receipt) => context.registrations.sendReceipt(token, receipt!),
    noReceipt: receiptTexts('noReceipt'),
    uploadFailed: receiptTexts('uploadFailed'),
    // Refused for the registration's sake (its seats went meanwhile, no receipt awaited).
    failure: (outcome) =>
      outcome.step === 'record' && outcome.status === 409 && outcome.message
        ? localDigits(translateApiMessage(outcome.message, language), language)
        : receiptTexts('receiptFailed'),
  });
  if ('refusal' in answer) return answer.refusal;
  return back('receipt');
}
