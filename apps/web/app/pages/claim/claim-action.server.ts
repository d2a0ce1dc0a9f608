import { translateApiMessage } from '@coach/contract/messages';
import { localDigits } from '@coach/contract/formats';
import { data, redirect } from 'react-router';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import { receiptForm } from '../../features/transfer-pages/receipt-action.server';
import { translator } from '../../i18n/messages';
import { claimMessages } from './claim-messages';
import { toRegistrationPage } from '../../features/events/registration-redirect.server';

/**
 * The claim page's form: the held seats taken up, with a paid event's receipt (the file
 * itself without scripts, or the id of the one a fetcher uploaded first). Registered, the
 * visitor is sent to their registration's own page (post-redirect-get).
 */
export const claimAction = publicFormAction({
  prepare: async ({ context, params }) => {
    const token = params.token ?? '';
    const offer = await context.offers.view(token);
    if (!offer || String(offer.event.id) !== params.id) throw data(null, { status: 404 });
    return { token, paid: offer.amount > 0 };
  },
  ...receiptForm<{ token: string; paid: boolean }>({
    required: (offer) => offer.paid,
    store: (receipt, { context, setup: offer }) => context.offers.claim(offer.token, receipt),
    words: (language) => translator(claimMessages, language),
    // Run out or taken up meanwhile: the API's words, in the page's language.
    failure: (outcome, { language }) =>
      outcome.step === 'record' && outcome.message && outcome.status !== 422
        ? localDigits(translateApiMessage(outcome.message, language), language)
        : translator(claimMessages, language)('failed'),
    // Registered: the visitor's own registration page (status, how to pay, the ticket). A
    // claim answered without one (sent again) shows this page, which says it was taken up.
    stored: (outcome, { request }) => {
      if (outcome.registration) return toRegistrationPage(outcome.registration.token, request);
      const page = new URL(request.url);
      return redirect(`${page.pathname}${page.search}`, 303);
    },
  }),
});
