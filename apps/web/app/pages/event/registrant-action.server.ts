import type { Language } from '@coach/contract';
import { localDigits } from '@coach/contract/formats';
import { translateApiMessage } from '@coach/contract/messages';
import { MAX_SEATS_PER_REGISTRATION } from '@coach/contract/registrations';
import { refused } from '../../components/upload/page-form.server';
import type { PublicForm } from '../../components/upload/public-form-action.server';
import type { PageOutcome } from '../../lib/load-context';
import { type EventPageView, loadEvent } from './event.server';
import { registrationContractProblems } from './registration-contract';
import { type RegistrationValues, parseSeats, validateRegistration } from './registration-values';

/**
 * Who asks for seats and how many, as the API stores a registration or a place on the
 * waiting list: the seats past the most one may ask for are the API's to refuse.
 */
export const registrantRecord = (
  values: RegistrationValues,
  event: { id: number },
  language: Language,
) => ({
  event_id: event.id,
  name: values.name.trim(),
  phone: values.phone.trim(),
  email: values.email.trim(),
  seats: parseSeats(values.seats, MAX_SEATS_PER_REGISTRATION) ?? 1,
  language,
});

/**
 * The API's refusal of the seats (full, closed, too few left, already waiting), in the
 * page's language, with what the visitor typed; null when the outcome is not one.
 */
export function seatsRefusal<F extends string>(
  outcome: PageOutcome,
  values: RegistrationValues,
  language: Language,
) {
  if (outcome.ok || outcome.step !== 'record' || outcome.status !== 409 || !outcome.message) {
    return null;
  }
  const text = localDigits(translateApiMessage(outcome.message, language), language);
  return refused<RegistrationValues, F>(409, { text, values }, language, false);
}

/**
 * What the registration and the waiting list's actions read alike: the registrant's
 * fields, for the event the address names, stored as `registrantRecord`.
 */
export const registrantForm = {
  texts: ['name', 'phone', 'email', 'seats'],
  prepare: ({ context, params }, language) =>
    loadEvent(context, params.id ?? '', language, Date.now()),
  record: (values, { setup: event, language }) => registrantRecord(values, event, language),
} satisfies Pick<
  PublicForm<RegistrationValues, string, EventPageView>,
  'texts' | 'prepare' | 'record'
>;

/** The registrant's problems: the contract's, then the form's own (the seats within `limits`). */
export const registrantProblems = (
  values: RegistrationValues,
  receipt: File | null,
  language: Language,
  limits: Parameters<typeof validateRegistration>[2],
) => ({
  ...registrationContractProblems(values, language),
  ...validateRegistration(values, receipt, limits),
});
