import { BOOKED_PARAM } from '@coach/contract/booking';
import type { PageOutcome } from '../../lib/load-context';
import { appointmentMessages } from './appointment-messages';
import { translator } from '../../i18n/messages';
import { refused, seeOther } from '../../components/upload/page-form.server';
import { publicFormAction } from '../../components/upload/public-form-action.server';
import { appointmentContractProblems } from './appointment-contract';
import {
  type AppointmentField,
  type AppointmentProblem,
  type AppointmentValues,
  REQUIRED_TEXT_FIELDS,
  appointmentPayload,
  validateAppointment,
} from './appointment-values';

/** Why the service refused the chosen time, if it did: taken meanwhile, or not offered now. */
function slotProblemOf(outcome: PageOutcome): AppointmentProblem | null {
  if (outcome.ok || outcome.step !== 'record') return null;
  if (outcome.status === 409) return 'slotTaken';
  return outcome.status === 422 && outcome.fields.includes('starts_at') ? 'slotGone' : null;
}

/**
 * The action of every page with the appointment form: the form's rules, then the
 * contract's (the same service call as POST /api/appointment), answered with the
 * spec's message in the visitor's language; what they typed comes back on a refusal.
 */
export const appointmentAction = publicFormAction<AppointmentValues, AppointmentField>({
  kind: 'appointment',
  texts: [...REQUIRED_TEXT_FIELDS, 'starts_at', 'email'],
  extraValues: (form) => ({ agree: form.get('agree') !== null }),
  // The form's own checks first (their words), then the contract's, as the browser does.
  check: (values, _file, language) => ({
    ...appointmentContractProblems(values, language),
    ...validateAppointment(values),
  }),
  refusalText: (problems, language) => {
    const t = translator(appointmentMessages, language);
    const badEmail =
      problems.contact_information === 'invalidEmail' || problems.email === 'invalidEmail';
    return badEmail ? t('invalidEmail') : t('failure');
  },
  record: (values) => appointmentPayload(values),
  answerTexts: (_outcome, language) => {
    const t = translator(appointmentMessages, language);
    return { success: t('success'), failure: t('failure') };
  },
  answer: (outcome, values, { request, language }) => {
    // A booked time: the visitor's own page of it, which says it is booked and keeps the link.
    if (outcome.ok && outcome.appointmentToken) {
      const page = `/appointments/${encodeURIComponent(outcome.appointmentToken)}`;
      return seeOther(request, page, BOOKED_PARAM);
    }
    const slotProblem = !outcome.ok && values.starts_at ? slotProblemOf(outcome) : null;
    if (!slotProblem) return null;
    // The page comes back with the times free now; the rest of what they typed stays.
    return refused<AppointmentValues, AppointmentField>(
      outcome.ok ? 422 : outcome.status,
      {
        text: translator(appointmentMessages, language)(slotProblem),
        values: { ...values, starts_at: '' },
        problems: { starts_at: slotProblem },
      },
      language,
      false,
    );
  },
});
