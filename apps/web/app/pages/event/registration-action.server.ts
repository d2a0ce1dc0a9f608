import { data } from 'react-router';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import type { FormAnswer } from '../../components/upload/page-form';
import { translator } from '../../i18n/messages';
import { eventMessages } from './event-messages';
import { toRegistrationPage } from '../../features/events/registration-redirect.server';
import type { EventPageView } from './event.server';
import { registrantForm, registrantProblems, seatsRefusal } from './registrant-action.server';
import type { RegistrationField, RegistrationValues } from './registration-values';

/**
 * The event page's action: a registration and, for a paid event, its receipt (the file
 * itself, or the id of the one a fetcher uploaded first), stored as
 * POST /api/events/{id}/registrations stores it (the event's price, the seats taken
 * race-safely, the receipt kept private). Answered on the page: the reference, or the
 * API's refusal (full, closed, too few seats left) in the page's language.
 */
export const registrationAction = publicFormAction<
  RegistrationValues,
  RegistrationField,
  EventPageView
>({
  ...registrantForm,
  kind: 'registration',
  picture: { field: 'receipt', stored: 'receipt_photo' },
  // Within the seats the page offers; the API has the last word when they went meanwhile.
  check: (values, file, language, event) =>
    registrantProblems(values, file, language, {
      maxSeats: Math.max(1, event.maxSeats),
      paid: event.price > 0,
    }),
  refusalText: (problems, language) => {
    const t = translator(eventMessages, language);
    return problems.receipt ? t('noReceipt') : t('failed');
  },
  answerTexts: (_outcome, language) => {
    const t = translator(eventMessages, language);
    return { success: t('registered'), failure: t('failed'), uploadFailed: t('uploadFailed') };
  },
  answer: (outcome, values, { language, request }) => {
    const t = translator(eventMessages, language);
    // The visitor's own registration page: status, how to pay, the ticket, cancel. A reload
    // there is a plain read, never the registration again.
    if (outcome.ok && outcome.registration?.token) {
      return toRegistrationPage(outcome.registration.token, request);
    }
    if (outcome.ok && outcome.registration) {
      const { reference, status } = outcome.registration;
      const answer: FormAnswer<RegistrationValues, RegistrationField> = {
        status: {
          kind: 'success',
          text: status === 'received' ? t('received') : t('registered'),
          detail: t('reference', { reference }),
        },
      };
      return data(answer);
    }
    // Full, closed or too few seats left: the API's words, in the page's language.
    return seatsRefusal<RegistrationField>(outcome, values, language);
  },
});
