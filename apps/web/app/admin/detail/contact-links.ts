import { asciiDigits } from '@coach/contract/formats';
import { EMAIL_PATTERN, type MODES_OF_CONTACT } from '@coach/contract/options';

type ModeOfContact = (typeof MODES_OF_CONTACT)[number];

/**
 * The site's country calling code. Its visitors mostly write Myanmar numbers as dialled at
 * home, with the trunk 0 (09 …); a chat app's link needs them in international form.
 */
const HOME_CALLING_CODE = '95';
/** Fewer digits than this is no phone number (as the public forms judge one). */
const MIN_PHONE_DIGITS = 6;

/** A number as a phone dials it: its digits, and the + it was written with. */
export function dialable(phone: string): string {
  const text = asciiDigits(phone).trim();
  const digits = text.replace(/\D/g, '');
  return text.startsWith('+') ? `+${digits}` : digits;
}

/** The number in international form, digits only: 09 123 → 959123, +66 81 → 6681. */
export function international(phone: string): string {
  const number = dialable(phone);
  if (number.startsWith('+')) return number.slice(1);
  if (number.startsWith('00')) return number.slice(2);
  if (number.startsWith('0')) return `${HOME_CALLING_CODE}${number.slice(1)}`;
  return number;
}

export const telHref = (phone: string) => `tel:${dialable(phone)}`;
export const mailtoHref = (email: string) => `mailto:${email.trim()}`;

/**
 * Where a tap on a visitor's contact goes, by the way they asked to be reached: a call,
 * an email, a Viber or WhatsApp chat. Nothing for Other, nor for a contact that is no
 * address or number, which is then shown as plain text.
 */
export function contactHref(mode: ModeOfContact | string, contact: string): string | undefined {
  if (mode === 'Email') return EMAIL_PATTERN.test(contact.trim()) ? mailtoHref(contact) : undefined;
  const number = international(contact);
  if (number.length < MIN_PHONE_DIGITS) return undefined;
  switch (mode as ModeOfContact) {
    case 'Phone':
      return telHref(contact);
    case 'Viber':
      // The number is read from the query, where a bare + would mean a space.
      return `viber://chat?number=%2B${number}`;
    case 'WhatsApp':
      return `https://wa.me/${number}`;
    default:
      return undefined;
  }
}
