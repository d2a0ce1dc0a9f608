import { type Language, type PaymentMethod, fillIn } from '@coach/contract';
import { formatAmount, localDigits } from '@coach/contract/formats';
import { MAIL_MESSAGES, type MailMessageKey } from './mail-messages.ts';
import type { OutgoingMail } from './outbox.ts';
import { paymentInstructions } from './payment-instructions.ts';
import { type MailSettings, mailState } from './settings.ts';

type Record_ = Record<string, unknown>;

export type NoticeKind = 'appointment' | 'order' | 'testimonial';

/** An ordered product's name in both languages, so each email names it in its own. */
export type ProductName = Record<Language, string>;

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

/** A text of the mail catalogue in one language, placeholders filled. */
export const mailText = (key: MailMessageKey, language: Language, vars?: Record_) =>
  fillIn(MAIL_MESSAGES[key][language], vars as Record<string, string | number>);

/**
 * A field as an email in this language shows it: the amount grouped with its currency
 * ("၃၆,၀၀၀ ကျပ်"), the product by its name in that language, the rest as stored.
 */
function valueOf(record: Record_, field: string, language: Language, productName?: ProductName) {
  if (field === 'amount') {
    return formatAmount(record.amount as number, String(record.currency ?? ''), language);
  }
  if (field === 'product_name') return productName?.[language] || record.product_name;
  return record[field];
}

/** A link to the record's list in the back office, filtered to this customer. */
export function backOfficeLink(kind: NoticeKind, record: Record_, publicUrl: string) {
  const url = new URL(BACK_OFFICE_LIST[kind], publicUrl);
  if (typeof record.name === 'string') url.searchParams.set('customer_name', record.name);
  return url.toString();
}

function ownerNotice(
  kind: NoticeKind,
  record: Record_,
  settings: MailSettings,
  productName?: ProductName,
): OutgoingMail {
  const language = settings.ownerLanguage ?? 'en';
  const vars = {
    id: String(record.id),
    name: String(record.name),
    product: String(valueOf(record, 'product_name', language, productName)),
  };
  const lines = [];
  if (kind === 'order') lines.push(`${mailText('orderNumber', language)}: #${record.id}`);
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
    subject: mailText(SUBJECT[kind], language, vars),
    body: lines.join('\n'),
    attachmentFileId: receipt ?? null,
  };
}

function orderConfirmation(
  record: Record_,
  language: Language,
  productName?: ProductName,
  paymentMethods: readonly PaymentMethod[] = [],
): OutgoingMail {
  const vars = { id: String(record.id), name: String(record.name) };
  const lines = [
    mailText('confirmationIntro', language, vars),
    mailText('confirmationKeep', language, vars),
    '',
    `${mailText('orderNumber', language)}: #${record.id}`,
    `${mailText('product', language)}: ${String(valueOf(record, 'product_name', language, productName))}`,
    `${mailText('quantity', language)}: ${localDigits(String(record.quantity), language)}`,
    `${mailText('amount', language)}: ${String(valueOf(record, 'amount', language))}`,
    `${mailText('address', language)}: ${String(record.address)}`,
  ];
  const due = { amount: String(valueOf(record, 'amount', language)), reference: `#${record.id}` };
  const howToPay = paymentInstructions(paymentMethods, language, due);
  if (howToPay.length) lines.push('', ...howToPay);
  return {
    kind: 'order_confirmation',
    recipient: String(record.email),
    subject: mailText('confirmationSubject', language, vars),
    body: lines.join('\n'),
  };
}

/**
 * The emails a new record brings: the owner's notice (when NOTIFY_EMAIL is set) and, for
 * an order, the customer's confirmation in the language they ordered in, with how to pay
 * (`paymentMethods`, the accounts as they are when the order is stored).
 */
export function mailsFor(
  kind: NoticeKind,
  record: Record_,
  settings: MailSettings,
  customerLanguage: Language = 'en',
  productName?: ProductName,
  paymentMethods?: readonly PaymentMethod[],
): OutgoingMail[] {
  const state = mailState(settings);
  const mails: OutgoingMail[] = [];
  if (state.owner) mails.push(ownerNotice(kind, record, settings, productName));
  if (state.customers && kind === 'order' && typeof record.email === 'string') {
    mails.push(orderConfirmation(record, customerLanguage, productName, paymentMethods));
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
