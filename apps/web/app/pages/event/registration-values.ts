import { EMAIL_PATTERN } from '@coach/contract/options';
import { isChosenFile } from '../../lib/upload-file';
import { ownProblems } from '../../lib/own-problems';

/** What the visitor types to register; the receipt is a file beside them. */
export interface RegistrationValues {
  name: string;
  phone: string;
  email: string;
  seats: string;
}

export type RegistrationField = keyof RegistrationValues | 'receipt';
const REGISTRATION_PROBLEMS = ['required', 'invalidEmail', 'seatsRange', 'noReceipt'] as const;
export type RegistrationProblem = (typeof REGISTRATION_PROBLEMS)[number];

/** Whether a field's problem is one of the form's own codes, not the contract's words. */
export const isRegistrationProblem = ownProblems(REGISTRATION_PROBLEMS);

export const emptyRegistration = (): RegistrationValues => ({
  name: '',
  phone: '',
  email: '',
  seats: '1',
});

/** The seats typed, or null unless a whole number from 1 to `max`. */
export function parseSeats(input: string, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(input)) return null;
  const seats = Number(input);
  return seats >= 1 && seats <= max ? seats : null;
}

/** What a seat costs times the seats, to the cent (as the API computes it). */
export const registrationAmount = (price: number, seats: number) =>
  Math.round(price * seats * 100) / 100;

/**
 * Every field is required, the email must look like one, the seats from 1 to `maxSeats`;
 * a paid event needs the receipt.
 */
export function validateRegistration(
  values: RegistrationValues,
  receipt: File | null,
  { maxSeats, paid }: { maxSeats: number; paid: boolean },
): Partial<Record<RegistrationField, RegistrationProblem>> {
  const problems: Partial<Record<RegistrationField, RegistrationProblem>> = {};
  for (const field of ['name', 'phone', 'email'] as const)
    if (!values[field].trim()) problems[field] = 'required';
  if (!problems.email && !EMAIL_PATTERN.test(values.email.trim())) problems.email = 'invalidEmail';
  if (parseSeats(values.seats, maxSeats) === null) problems.seats = 'seatsRange';
  if (paid && !isChosenFile(receipt)) problems.receipt = 'noReceipt';
  return problems;
}
