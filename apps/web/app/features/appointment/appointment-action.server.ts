import type { ActionFunctionArgs } from 'react-router';
import { appointmentMessages } from './appointment-messages';
import { translator } from '../../i18n/messages';
import { languageFromRequest } from '../../lib/language';
import type { FormAnswer } from '../../components/upload/page-form';
import {
  formTexts,
  outcomeStatus,
  readForm,
  refused,
  trapFields,
} from '../../components/upload/page-form.server';
import {
  type AppointmentField,
  type AppointmentValues,
  appointmentPayload,
  validateAppointment,
} from './appointment-values';

const TEXTS = [
  'name',
  'role',
  'business',
  'mode_of_contact',
  'contact_information',
  'appointment_for',
  'message',
] as const;

/**
 * The action of every page with the appointment form: the form's rules, then the
 * contract's (the same service call as POST /api/appointment), answered with the
 * spec's message in the visitor's language; what they typed comes back on a refusal.
 */
export async function appointmentAction({ request, context }: ActionFunctionArgs) {
  const language = languageFromRequest(request);
  const t = translator(appointmentMessages, language);
  const form = await readForm(request);
  const values = {
    ...formTexts(form, TEXTS),
    agree: form.get('agree') !== null,
  } as AppointmentValues;
  const problems = validateAppointment(values);
  if (Object.keys(problems).length) {
    const text = problems.contact_information === 'invalidEmail' ? t('invalidEmail') : t('failure');
    return refused<AppointmentValues, AppointmentField>(
      422,
      { text, values, problems },
      language,
      false,
    );
  }
  const outcome = await context.submissions.fromPage(
    'appointment',
    { ...appointmentPayload(values), ...trapFields(form) },
    null,
    language,
  );
  const { status, code } = outcomeStatus(
    outcome,
    { success: t('success'), failure: t('failure') },
    language,
  );
  if (status.kind === 'error') return refused(code, { text: status.text, values }, language, false);
  return { status } satisfies FormAnswer<AppointmentValues>;
}
