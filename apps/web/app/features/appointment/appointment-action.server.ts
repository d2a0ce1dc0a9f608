import { BOOKED_PARAM } from '@coach/contract/booking';
import { type ActionFunctionArgs, redirect } from 'react-router';
import type { PageOutcome } from '../../lib/load-context';
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
  type AppointmentProblem,
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
  'starts_at',
  'email',
] as const;

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
    const badEmail =
      problems.contact_information === 'invalidEmail' || problems.email === 'invalidEmail';
    const text = badEmail ? t('invalidEmail') : t('failure');
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
  // A booked time: the visitor's own page of it, which says it is booked and keeps the link.
  if (outcome.ok && outcome.appointmentToken) {
    const page = new URL(
      `/appointments/${encodeURIComponent(outcome.appointmentToken)}`,
      request.url,
    );
    page.searchParams.set(BOOKED_PARAM, '1');
    const lang = new URL(request.url).searchParams.get('lang');
    if (lang) page.searchParams.set('lang', lang);
    return redirect(`${page.pathname}${page.search}`, 303);
  }
  const slotProblem = !outcome.ok && values.starts_at ? slotProblemOf(outcome) : null;
  if (slotProblem) {
    // The page comes back with the times free now; the rest of what they typed stays.
    return refused<AppointmentValues, AppointmentField>(
      outcome.ok ? 422 : outcome.status,
      {
        text: t(slotProblem),
        values: { ...values, starts_at: '' },
        problems: { starts_at: slotProblem },
      },
      language,
      false,
    );
  }
  const { status, code } = outcomeStatus(
    outcome,
    { success: t('success'), failure: t('failure') },
    language,
  );
  if (status.kind === 'error') return refused(code, { text: status.text, values }, language, false);
  return { status } satisfies FormAnswer<AppointmentValues>;
}
