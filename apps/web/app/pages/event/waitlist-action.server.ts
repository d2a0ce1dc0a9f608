import { localDigits } from '@coach/contract/formats';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { data } from 'react-router';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import { translator } from '../../i18n/messages';
import { eventMessages } from './event-messages';
import type { EventPageView } from './event.server';
import { registrantForm, registrantProblems, seatsRefusal } from './registrant-action.server';
import type { RegistrationValues } from './registration-values';
import type { WaitlistAnswer, WaitlistField } from './waitlist-form';
import { waitlistMessages } from './waitlist-messages';

/**
 * The waiting list's page action: a place in line, stored as POST /api/events/{id}/waitlist
 * stores it (the spam trap, the per-person check, seats that are still open refused).
 * Answered on the page: the place in line, or the API's refusal in the page's language.
 */
export const waitlistAction = publicFormAction<RegistrationValues, WaitlistField, EventPageView>({
  ...registrantForm,
  kind: 'waitlist',
  check: (values, _file, language) =>
    registrantProblems(values, null, language, {
      maxSeats: MAX_SEATS_PER_REGISTRATION,
      paid: false,
    }),
  refusalText: (_problems, language) => translator(waitlistMessages, language)('failed'),
  answerTexts: (_outcome, language) => {
    const t = translator(waitlistMessages, language);
    return {
      success: t('joined'),
      failure: t('failed'),
      uploadFailed: translator(eventMessages, language)('failed'),
    };
  },
  answer: (outcome, values, { language }) => {
    const t = translator(waitlistMessages, language);
    if (outcome.ok) {
      const position = outcome.waitlist?.position;
      const answer: WaitlistAnswer = {
        status: {
          kind: 'success',
          text: t('joined'),
          detail: position
            ? t('position', { position: localDigits(position, language) })
            : t('joinedAgain'),
        },
      };
      return data(answer);
    }
    // Seats still open, already waiting, closed: the API's words, in the page's language.
    return seatsRefusal<WaitlistField>(outcome, values, language);
  },
});
