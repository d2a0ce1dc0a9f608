import {
  type APPOINTMENT_FOR,
  EMAIL_PATTERN,
  type MODES_OF_CONTACT,
} from '@coach/contract/options';

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
}

export type AppointmentField = keyof AppointmentValues;
/** Why a field is not acceptable; the form turns these into messages in the visitor's language. */
export type AppointmentProblem =
  | 'required'
  | 'agreeRequired'
  | 'invalidEmail'
  // The chosen time was booked meanwhile, or is no longer offered (the server's answer).
  | 'slotTaken'
  | 'slotGone';

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
});

const TEXT_FIELDS = [
  'name',
  'role',
  'business',
  'mode_of_contact',
  'contact_information',
  'appointment_for',
  'message',
] as const;

/** Every field is required; with the Email mode the contact must look like an address. */
export function validateAppointment(
  values: AppointmentValues,
): Partial<Record<AppointmentField, AppointmentProblem>> {
  const problems: Partial<Record<AppointmentField, AppointmentProblem>> = {};
  for (const field of TEXT_FIELDS) if (!values[field].trim()) problems[field] = 'required';
  if (
    values.mode_of_contact === 'Email' &&
    values.contact_information.trim() &&
    !EMAIL_PATTERN.test(values.contact_information.trim())
  )
    problems.contact_information = 'invalidEmail';
  if (!values.agree) problems.agree = 'agreeRequired';
  return problems;
}

/** The JSON body of `POST /api/appointment`: a time only when one was chosen. */
export function appointmentPayload({ agree: _agree, starts_at, ...values }: AppointmentValues) {
  const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  return starts_at.trim() ? { ...fields, starts_at: starts_at.trim() } : fields;
}
