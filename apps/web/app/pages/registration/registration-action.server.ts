import { translateApiMessage } from '@coach/contract/messages';
import { data } from 'react-router';
import { seeOther } from '../../components/upload/page-form.server';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import { translator } from '../../i18n/messages';
import { localDigits } from '../../lib/format';
import { receiptMessages } from '../../features/transfer-pages/receipt-messages';
import { receiptForm } from '../../features/transfer-pages/receipt-action.server';
import { DONE_PARAM, INTENT_FIELD } from '../../features/events/registration-keys';

/** Back to the page (post-redirect-get), which says what was done. */
const back = (request: Request, done: 'receipt' | 'cancelled') =>
  seeOther(request, request.url, DONE_PARAM, done);

/**
 * The registration page's two forms: a rejected registration's new receipt (the file
 * itself without scripts, or the id of the one a fetcher uploaded first), and the cancel
 * (confirmed on the page by opening its fold first). Done, the visitor is sent back to the page (post-redirect-get).
 */
export const registrationAction = publicFormAction({
  prepare: async ({ context, params }) => {
    const token = params.token ?? '';
    if (!(await context.registrations.view(token, context.publicUrl))) {
      throw data(null, { status: 404 });
    }
    return token;
  },
  intent: {
    field: INTENT_FIELD,
    forms: {
      receipt: receiptForm<string>({
        required: () => true,
        store: (receipt, { context, setup: token }) =>
          context.registrations.sendReceipt(token, receipt!),
        words: (language) => translator(receiptMessages, language),
        // Refused for the registration's sake (its seats went meanwhile, no receipt awaited).
        failure: (outcome, { language }) =>
          outcome.step === 'record' && outcome.status === 409 && outcome.message
            ? localDigits(translateApiMessage(outcome.message, language), language)
            : translator(receiptMessages, language)('receiptFailed'),
        stored: (_outcome, { request }) => back(request, 'receipt'),
      }),
      cancel: {
        texts: [],
        // Refused (cancelled already, the event started): the API's words, as a 409.
        store: async (_values, _receipt, { context, setup: token }) => {
          const cancelled = await context.registrations.cancel(token);
          if (cancelled.ok) return { ok: true, repeat: false };
          return { ok: false, step: 'record', status: 409, fields: [], message: cancelled.message };
        },
        answer: (outcome, _values, { request }) => (outcome.ok ? back(request, 'cancelled') : null),
        answerTexts: (outcome, language) => ({
          success: '',
          failure: outcome.ok
            ? ''
            : localDigits(translateApiMessage(outcome.message ?? '', language), language),
        }),
      },
    },
    // The receipt's form names no intent.
    otherwise: 'receipt',
  },
});
