import type { Language, OrderStatus, PaymentMethod } from '@coach/contract';
import { localDigits } from '@coach/contract/formats';
import { type ProductName, mailText, valueOf } from '../mail/mail-text.ts';
import type { MailMessageKey } from '../mail/mail-messages.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { paymentInstructions } from '../mail/payment-instructions.ts';
import type { MailSettings } from '../mail/settings.ts';

type Record_ = Record<string, unknown>;

/**
 * The customer's private order page, in the language they ordered in: the link every
 * email to them carries (none without PUBLIC_URL, as for every link in an email).
 */
export function orderPageLink(publicUrl: string | undefined, record: Record_, language: Language) {
  if (!publicUrl || typeof record.token !== 'string') return null;
  const url = new URL(`/orders/${encodeURIComponent(record.token)}`, publicUrl);
  if (language === 'mm') url.searchParams.set('lang', 'mm');
  return url.toString();
}

/** The lines that say which order an email is about, the same in each of them. */
export function orderSummaryLines(record: Record_, language: Language, productName?: ProductName) {
  return [
    `${mailText('reference', language)}: ${String(record.reference)}`,
    `${mailText('product', language)}: ${String(valueOf(record, 'product_name', language, productName))}`,
    `${mailText('quantity', language)}: ${localDigits(String(record.quantity), language)}`,
    `${mailText('amount', language)}: ${String(valueOf(record, 'amount', language))}`,
  ];
}

const STATUS_TEXTS: Partial<
  Record<OrderStatus, { subject: MailMessageKey; intro: MailMessageKey }>
> = {
  paid: { subject: 'paidSubject', intro: 'paidIntro' },
  rejected: { subject: 'rejectedSubject', intro: 'rejectedIntro' },
  fulfilled: { subject: 'fulfilledSubject', intro: 'fulfilledIntro' },
  cancelled: { subject: 'cancelledSubject', intro: 'cancelledIntro' },
};

/**
 * The customer's email about a move of their order, in the language they ordered in.
 * The subject names only the reference: nothing a visitor typed goes into a subject line.
 */
export function statusMail(
  record: Record_,
  status: OrderStatus,
  settings: MailSettings,
  options: {
    holdHours: number;
    productName?: ProductName;
    /** The accounts, for a rejected order: it still needs a transfer that can be confirmed. */
    paymentMethods?: readonly PaymentMethod[];
  },
): OutgoingMail | null {
  const texts = STATUS_TEXTS[status];
  if (!texts || typeof record.email !== 'string') return null;
  const language: Language = record.language === 'mm' ? 'mm' : 'en';
  const reference = String(record.reference);
  const vars = { reference, name: String(record.name) };
  const link = orderPageLink(settings.publicUrl, record, language);
  const lines = [mailText(texts.intro, language, vars)];
  if (status === 'rejected') {
    lines.push('', mailText('rejectedReason', language, { reason: String(record.reason ?? '') }));
    const hours = localDigits(String(options.holdHours), language);
    lines.push(
      link
        ? mailText('rejectedNewReceipt', language, { hours, link })
        : mailText('rejectedReply', language, { hours }),
    );
  }
  lines.push('', ...orderSummaryLines(record, language, options.productName));
  if (status === 'rejected') {
    const due = { amount: String(valueOf(record, 'amount', language)), reference };
    const howToPay = paymentInstructions(options.paymentMethods ?? [], language, due);
    if (howToPay.length) lines.push('', ...howToPay);
  }
  if (link && status !== 'rejected') lines.push('', mailText('orderPage', language, { link }));
  return {
    kind: 'order_status',
    recipient: record.email,
    subject: mailText(texts.subject, language, { reference }),
    body: lines.join('\n'),
  };
}

/** The owner's email when a rejected order's customer sends a new receipt. */
export function newReceiptMail(record: Record_, settings: MailSettings): OutgoingMail | null {
  if (!settings.notifyEmail) return null;
  const language = settings.ownerLanguage ?? 'en';
  const reference = String(record.reference);
  const lines = [mailText('newReceiptIntro', language, { reference }), ''];
  lines.push(...orderSummaryLines(record, language));
  lines.push(`${mailText('name', language)}: ${String(record.name)}`);
  if (settings.publicUrl) {
    const link = new URL(`/admin/orders/${String(record.id)}`, settings.publicUrl).toString();
    lines.push('', mailText('openInBackOffice', language, { link }));
  }
  lines.push(mailText('receiptAttached', language));
  return {
    kind: 'order',
    recipient: settings.notifyEmail,
    subject: mailText('newReceiptSubject', language, { reference }),
    body: lines.join('\n'),
    attachmentFileId: (record.receipt_photo as string | undefined) ?? null,
  };
}
