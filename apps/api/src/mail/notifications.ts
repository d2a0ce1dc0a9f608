import type { Language } from '@coach/contract';
import { formatBookedTime } from '@coach/contract/formats';
import type { MailMessageKey } from './mail-messages.ts';
import { type ProductName, mailText, valueOf } from './mail-text.ts';
import type { OutgoingMail } from './outbox.ts';
import { type MailSettings, mailState } from './settings.ts';
import { orderPageLink, orderSummaryLines } from '../orders/order-mails.ts';

type Record_ = Record<string, unknown>;

export type NoticeKind = 'appointment' | 'order' | 'testimonial';

/** Where each kind of record is in the back office: its list, narrowed to the customer. */
const BACK_OFFICE_LIST: Record<NoticeKind, string> = {
  appointment: '/admin/appointments',
  order: '/admin/orders',
  testimonial: '/admin/testimonials',
};

/** The fields each owner's email lists, in order, with their labels. */
const DETAILS: Record<NoticeKind, [MailMessageKey, string][]> = {
  appointment: [
    ['name', 'name'],
    ['role', 'role'],
    ['business', 'business'],
    ['modeOfContact', 'mode_of_contact'],
    ['contactInformation', 'contact_information'],
    ['email', 'email'],
    ['appointmentFor', 'appointment_for'],
    ['message', 'message'],
  ],
  order: [
    ['product', 'product_name'],
    ['quantity', 'quantity'],
    ['amount', 'amount'],
    ['name', 'name'],
    ['phone', 'phone_number'],
    ['email', 'email'],
    ['address', 'address'],
  ],
  testimonial: [
    ['name', 'name'],
    ['role', 'role'],
    ['organization', 'organization'],
    ['programs', 'programs'],
    ['takeAway', 'take_away'],
    ['differences', 'differences'],
  ],
};

const SUBJECT: Record<NoticeKind, MailMessageKey> = {
  appointment: 'appointmentSubject',
  order: 'orderSubject',
  testimonial: 'testimonialSubject',
};

/** A link to the record in the back office: its own screen, or its list filtered to this customer. */
export function backOfficeLink(kind: NoticeKind, record: Record_, publicUrl: string) {
  // An order and an appointment each have a screen of their own, with the actions on it.
  if (kind !== 'testimonial')
    return new URL(`${BACK_OFFICE_LIST[kind]}/${String(record.id)}`, publicUrl).toString();
  const url = new URL(BACK_OFFICE_LIST[kind], publicUrl);
  if (typeof record.name === 'string') url.searchParams.set('customer_name', record.name);
  return url.toString();
}

/** A booked appointment's time in the owner's words (its record carries the zone it is read in). */
const bookedTime = (record: Record_, language: Language) =>
  record.starts_at && record.ends_at && typeof record.time_zone === 'string'
    ? formatBookedTime(String(record.starts_at), String(record.ends_at), language, record.time_zone)
    : null;

function ownerNotice(
  kind: NoticeKind,
  record: Record_,
  settings: MailSettings,
  productName?: ProductName,
): OutgoingMail {
  const language = settings.ownerLanguage ?? 'en';
  const vars = {
    id: String(record.id),
    reference: String(record.reference ?? ''),
    name: String(record.name),
    product: String(valueOf(record, 'product_name', language, productName)),
  };
  const lines = [];
  if (kind === 'order')
    lines.push(`${mailText('reference', language)}: ${String(record.reference)}`);
  const when = bookedTime(record, language);
  if (when) lines.push(`${mailText('bookedTime', language)}: ${when}`);
  for (const [label, field] of DETAILS[kind]) {
    const value = valueOf(record, field, language, productName);
    if (value !== undefined && value !== null && value !== '') {
      lines.push(`${mailText(label, language)}: ${String(value)}`);
    }
  }
  lines.push('');
  if (settings.publicUrl) {
    const link = backOfficeLink(kind, record, settings.publicUrl);
    lines.push(mailText('openInBackOffice', language, { link }));
  }
  const receipt = kind === 'order' ? (record.receipt_photo as string | undefined) : undefined;
  if (receipt) lines.push(mailText('receiptAttached', language));
  return {
    kind,
    recipient: settings.notifyEmail!,
    subject: when
      ? mailText('bookingOwnerSubject', language, { ...vars, when })
      : mailText(SUBJECT[kind], language, vars),
    body: lines.join('\n'),
    attachmentFileId: receipt ?? null,
  };
}

/** The confirmation's "What happens next", a title and its three steps. */
const NEXT_STEPS: MailMessageKey[] = ['nextTitle', 'nextCheck', 'nextConfirm', 'nextSend'];

function orderConfirmation(
  record: Record_,
  language: Language,
  settings: MailSettings,
  productName?: ProductName,
): OutgoingMail {
  const vars = { reference: String(record.reference), name: String(record.name) };
  const link = orderPageLink(settings.publicUrl, record, language);
  const lines = [
    mailText('confirmationIntro', language, vars),
    mailText('confirmationKeep', language, vars),
    '',
    ...orderSummaryLines(record, language, productName),
    `${mailText('address', language)}: ${String(record.address)}`,
  ];
  // The receipt came with the order: what follows, not how to pay again (issue 37).
  lines.push('', ...NEXT_STEPS.map((key) => mailText(key, language)));
  if (link) lines.push('', mailText('orderPage', language, { link }));
  return {
    kind: 'order_confirmation',
    recipient: String(record.email),
    // The reference only: a subject with the visitor's own words in it would let the order
    // form send strangers a message of anyone's choosing.
    subject: mailText('confirmationSubject', language, vars),
    body: lines.join('\n'),
  };
}

/**
 * The emails a new record brings: the owner's notice (when NOTIFY_EMAIL is set) and, for
 * an order, the customer's confirmation in the language they ordered in, saying what
 * happens next (an order comes with its receipt: it asks for no payment).
 */
export function mailsFor(
  kind: NoticeKind,
  record: Record_,
  settings: MailSettings,
  customerLanguage: Language = 'en',
  productName?: ProductName,
): OutgoingMail[] {
  const state = mailState(settings);
  const mails: OutgoingMail[] = [];
  if (state.owner) mails.push(ownerNotice(kind, record, settings, productName));
  if (state.customers && kind === 'order' && typeof record.email === 'string') {
    mails.push(orderConfirmation(record, customerLanguage, settings, productName));
  }
  return mails;
}

export function testMail(recipient: string, language: Language): OutgoingMail {
  return {
    kind: 'test',
    recipient,
    subject: mailText('testSubject', language),
    body: mailText('testBody', language),
  };
}

export { type ProductName, mailText } from './mail-text.ts';
