import {
  type Language,
  type PaymentMethod,
  type RegistrationStatus,
  checkInUrl,
} from '@coach/contract';
import { formatDateRange, localDigits } from '@coach/contract/formats';
import type { MailMessageKey } from '../mail/mail-messages.ts';
import { mailText, valueOf } from '../mail/mail-text.ts';
import type { MailKind, OutgoingMail } from '../mail/outbox.ts';
import { paymentInstructions } from '../mail/payment-instructions.ts';
import type { MailSettings } from '../mail/settings.ts';

/** What a visitor's email needs of their registration (a stored row, or the answer). */
export interface MailedRegistration {
  reference: string;
  token: string;
  name: string;
  email: string;
  seats: number;
  amount: number;
  currency: string;
  language: string;
  reason?: string | null;
  check_in_code?: string | null;
}

/** The event as the email names it, in both languages, and when it is. */
export interface MailedEvent {
  name: string | null;
  name_mm: string | null;
  starts_at: string | null;
  ends_at: string | null;
}

/** The visitor's private page in the language they registered in (none without PUBLIC_URL). */
export function registrationPageLink(
  publicUrl: string | undefined,
  token: string,
  language: Language,
) {
  if (!publicUrl) return null;
  const url = new URL(`/registrations/${encodeURIComponent(token)}`, publicUrl);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  return url.toString();
}

const TEXTS: Record<RegistrationStatus, { subject: MailMessageKey; intro: MailMessageKey }> = {
  received: { subject: 'registrationReceivedSubject', intro: 'registrationReceivedIntro' },
  confirmed: { subject: 'registrationConfirmedSubject', intro: 'registrationConfirmedIntro' },
  paid: { subject: 'registrationPaidSubject', intro: 'registrationPaidIntro' },
  rejected: { subject: 'registrationRejectedSubject', intro: 'registrationRejectedIntro' },
  cancelled: { subject: 'registrationCancelledSubject', intro: 'registrationCancelledIntro' },
};

const eventName = (event: MailedEvent, language: Language) =>
  (language === 'mm' && event.name_mm) || event.name || '';

/**
 * The visitor's email about their registration in its status now, in the language they
 * registered in: on registering (`received`: how to pay is already done, so what comes
 * next; `confirmed`: the ticket) and on each move. A ticket (confirmed, paid) carries the
 * check-in code in words and, with PUBLIC_URL, its QR code as a picture. The subject names
 * only the reference: nothing a visitor typed goes into a subject line.
 */
export function registrationMail(
  registration: MailedRegistration,
  event: MailedEvent,
  status: RegistrationStatus,
  kind: Extract<MailKind, 'registration_confirmation' | 'registration_status'>,
  settings: MailSettings,
  options: { holdHours: number; paymentMethods?: readonly PaymentMethod[] },
): OutgoingMail {
  const language: Language = registration.language === 'mm' ? 'mm' : 'en';
  const { reference } = registration;
  const vars = { reference, name: registration.name, event: eventName(event, language) };
  const link = registrationPageLink(settings.publicUrl, registration.token, language);
  const { amount, currency } = registration;
  const amountText = () => String(valueOf({ amount, currency }, 'amount', language));
  const lines = [mailText(TEXTS[status].intro, language, vars)];
  if (status === 'rejected') {
    lines.push('', mailText('rejectedReason', language, { reason: registration.reason ?? '' }));
    const hours = localDigits(String(options.holdHours), language);
    if (link) lines.push(mailText('registrationNewReceipt', language, { hours, link }));
  }
  lines.push('', `${mailText('reference', language)}: ${reference}`);
  lines.push(`${mailText('event', language)}: ${vars.event}`);
  if (event.starts_at) {
    const when = formatDateRange(event.starts_at, event.ends_at, language);
    lines.push(`${mailText('eventTime', language)}: ${when}`);
  }
  lines.push(`${mailText('seats', language)}: ${localDigits(registration.seats, language)}`);
  if (registration.amount > 0) lines.push(`${mailText('amount', language)}: ${amountText()}`);
  const ticketed = (status === 'confirmed' || status === 'paid') && registration.check_in_code;
  const ticket =
    ticketed && settings.publicUrl
      ? checkInUrl(settings.publicUrl, registration.check_in_code!)
      : null;
  if (ticketed) {
    lines.push('', mailText('ticketCode', language, { code: registration.check_in_code }));
    if (ticket) lines.push(mailText('ticketQr', language));
  }
  if (status === 'rejected') {
    const due = { amount: amountText(), reference };
    const howToPay = paymentInstructions(options.paymentMethods ?? [], language, due);
    if (howToPay.length) lines.push('', ...howToPay);
  }
  if (link && status !== 'rejected')
    lines.push('', mailText('registrationPage', language, { link }));
  return {
    kind,
    recipient: registration.email,
    subject: mailText(TEXTS[status].subject, language, { reference }),
    body: lines.join('\n'),
    ticket,
  };
}
