import { translateApiMessage } from '@coach/contract/messages';
import { localDigits } from '@coach/contract/formats';
import { type ActionFunctionArgs, data, redirect } from 'react-router';
import { readForm } from '../../components/upload/page-form.server';
import { receiveReceipt } from '../../features/transfer-pages/receipt-action.server';
import { translator } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import { claimMessages } from './claim-messages';
import { toRegistrationPage } from '../../features/events/registration-redirect.server';

/**
 * The claim page's form: the held seats taken up, with a paid event's receipt (the file
 * itself without scripts, or the id of the one a fetcher uploaded first). Registered, the
 * visitor is sent to their registration's own page (post-redirect-get).
 */
export async function claimAction({ request, context, params }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const t = translator(claimMessages, language);
  const token = params.token ?? '';
  const offer = await context.offers.view(token);
  if (!offer || String(offer.event.id) !== params.id) throw data(null, { status: 404 });
  const answer = await receiveReceipt(await readForm(request), language, {
    required: offer.amount > 0,
    store: (receipt) => context.offers.claim(token, receipt),
    noReceipt: t('noReceipt'),
    uploadFailed: t('uploadFailed'),
    // Run out or taken up meanwhile: the API's words, in the page's language.
    failure: (outcome) =>
      outcome.step === 'record' && outcome.message && outcome.status !== 422
        ? localDigits(translateApiMessage(outcome.message, language), language)
        : t('failed'),
  });
  if ('refusal' in answer) return answer.refusal;
  const outcome = answer.stored;
  // Registered: the visitor's own registration page (status, how to pay, the ticket). A
  // claim answered without one (sent again) shows this page, which says it was taken up.
  if (outcome.registration) return toRegistrationPage(outcome.registration.token, request);
  const page = new URL(request.url);
  return redirect(`${page.pathname}${page.search}`, 303);
}
