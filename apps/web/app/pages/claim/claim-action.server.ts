import { translateApiMessage } from '@coach/contract/messages';
import { localDigits } from '@coach/contract/formats';
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
  const form = await readForm(request);
  const picture = sentPicture(form, 'receipt');
  const fileSent = Boolean(picture && 'file' in picture);
  if (offer.amount > 0 && !picture) {
    return refused(
      422,
      { text: t('noReceipt'), values: {}, problems: { receipt: 'noReceipt' } },
      language,
      false,
    );
  }
  const { upload, record } = await pictureUpload(
    offer.amount > 0 ? picture : null,
    'receipt_photo',
  );
  const outcome = await context.offers.claim(
    token,
    upload ?? (record.receipt_photo ? { id: String(record.receipt_photo) } : null),
  );
  if (!outcome.ok) {
    // Run out or taken up meanwhile: the API's words, in the page's language.
    const text =
      outcome.step === 'record' && outcome.message && outcome.status !== 422
        ? localDigits(translateApiMessage(outcome.message, language), language)
        : undefined;
    const { status, code } = outcomeStatus(
      outcome,
      { success: '', failure: text ?? t('failed'), uploadFailed: t('uploadFailed') },
      language,
    );
    return refused(
      code,
      { text: status.text, detail: status.detail, values: {} },
      language,
      fileSent,
    );
  }
  // Registered: the visitor's own registration page (status, how to pay, the ticket). A
  // claim answered without one (sent again) shows this page, which says it was taken up.
  if (outcome.registration) return toRegistrationPage(outcome.registration.token, request);
  const page = new URL(request.url);
  return redirect(`${page.pathname}${page.search}`, 303);
}
