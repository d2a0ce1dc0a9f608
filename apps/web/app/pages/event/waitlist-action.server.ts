import { localDigits } from '@coach/contract/formats';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { data } from 'react-router';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import { translator } from '../../i18n/messages';
import { eventMessages } from './event-messages';
import { loadEvent } from './event.server';
import { registrantRecord, seatsRefusal } from './registrant-action.server';
import { registrationContractProblems } from './registration-contract';
import { type RegistrationValues, validateRegistration } from './registration-values';
import type { WaitlistAnswer, WaitlistField } from './waitlist-form';
import { waitlistMessages } from './waitlist-messages';

/**
 * The waiting list's page action: a place in line, stored as POST /api/events/{id}/waitlist
 * stores it (the spam trap, the per-person check, seats that are still open refused).
 * Answered on the page: the place in line, or the API's refusal in the page's language.
 */
export const waitlistAction = publicFormAction<
  RegistrationValues,
  WaitlistField,
  Awaited<ReturnType<typeof loadEvent>>
>({
  kind: 'waitlist',
  texts: ['name', 'phone', 'email', 'seats'],
  prepare: ({ context, params }, language) =>
    loadEvent(context, params.id ?? '', language, Date.now()),
  check: (values, _file, language) => ({
    ...registrationContractProblems(values, language),
    ...validateRegistration(values, null, { maxSeats: MAX_SEATS_PER_REGISTRATION, paid: false }),
  }),
  refusalText: (_problems, language) => translator(waitlistMessages, language)('failed'),
  record: (values, { setup: event, language }) => registrantRecord(values, event, language),
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
