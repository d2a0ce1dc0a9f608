import {
  type APPOINTMENT_FOR,
  EMAIL_PATTERN,
  type MODES_OF_CONTACT,
} from '@coach/contract/options';
import { ownProblems } from '../../lib/own-problems';

export type AppointmentFor = (typeof APPOINTMENT_FOR)[number];
export type ModeOfContact = (typeof MODES_OF_CONTACT)[number];

/** What the visitor types; `agree` is the agree-to-be-contacted box and is not sent. */
export interface AppointmentValues {
  name: string;
  role: string;
  business: string;
  mode_of_contact: ModeOfContact | '';
  contact_information: string;
  appointment_for: AppointmentFor | '';
  message: string;
  agree: boolean;
  /** The free time chosen ('' for none: the spec's plain request). */
  starts_at: string;
  /**
   * An address for a booked time's confirmation, link and reminder, whatever the way of
   * contact (optional; '' for none, and not sent then).
   */
  email: string;
}

export type AppointmentField = keyof AppointmentValues;
/** Why a field is not acceptable; the form turns these into messages in the visitor's language. */
const APPOINTMENT_PROBLEMS = [
  'required',
  'agreeRequired',
  'invalidEmail',
  // The chosen time was booked meanwhile, or is no longer offered (the server's answer).
  'slotTaken',
  'slotGone',
] as const;
export type AppointmentProblem = (typeof APPOINTMENT_PROBLEMS)[number];

/** Whether a field's problem is one of the form's own codes, not the contract's words. */
export const isAppointmentProblem = ownProblems(APPOINTMENT_PROBLEMS);

/** An empty form (the agree box starts checked), with the page's preset kept. */
export const emptyAppointment = (preset: AppointmentFor | '' = ''): AppointmentValues => ({
  name: '',
  role: '',
  business: '',
  mode_of_contact: '',
  contact_information: '',
  appointment_for: preset,
  message: '',
  agree: true,
  starts_at: '',
  email: '',
});

/** The text fields every request must fill in. */
export const REQUIRED_TEXT_FIELDS = [
  'name',
  'role',
  'business',
  'mode_of_contact',
  'contact_information',
  'appointment_for',
  'message',
] as const;

const isAddress = (value: string) => EMAIL_PATTERN.test(value.trim());

/**
 * Every field is required but the email for the confirmation; with the Email mode the
 * contact must look like an address, and so must that email when it is given.
 */
export function validateAppointment(
  values: AppointmentValues,
): Partial<Record<AppointmentField, AppointmentProblem>> {
  const problems: Partial<Record<AppointmentField, AppointmentProblem>> = {};
  for (const field of REQUIRED_TEXT_FIELDS) if (!values[field].trim()) problems[field] = 'required';
  if (
    values.mode_of_contact === 'Email' &&
    values.contact_information.trim() &&
    !isAddress(values.contact_information)
  )
    problems.contact_information = 'invalidEmail';
  if (values.email.trim() && !isAddress(values.email)) problems.email = 'invalidEmail';
  if (!values.agree) problems.agree = 'agreeRequired';
  return problems;
}

/**
 * The JSON body of `POST /api/appointment`: the spec's seven fields, a time only when one
 * was chosen, an email only when one was given.
 */
export function appointmentPayload({
  agree: _agree,
  starts_at,
  email,
  ...values
}: AppointmentValues) {
  const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  return {
    ...fields,
    ...(starts_at.trim() && { starts_at: starts_at.trim() }),
    ...(email.trim() && { email: email.trim() }),
  };
}
