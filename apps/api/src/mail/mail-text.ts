import { type Language, fillIn } from '@coach/contract';
import { formatAmount } from '@coach/contract/formats';
import { MAIL_MESSAGES, type MailMessageKey } from './mail-messages.ts';

type Record_ = Record<string, unknown>;

/** An ordered product's name in both languages, so each email names it in its own. */
export type ProductName = Record<Language, string>;

/** A text of the mail catalogue in one language, placeholders filled. */
export const mailText = (key: MailMessageKey, language: Language, vars?: Record_) =>
  fillIn(MAIL_MESSAGES[key][language], vars as Record<string, string | number>);

/**
 * A field as an email in this language shows it: the amount grouped with its currency
 * ("၃၆,၀၀၀ ကျပ်"), the product by its name in that language, the rest as stored.
 */
export function valueOf(
  record: Record_,
  field: string,
  language: Language,
  productName?: ProductName,
) {
  if (field === 'amount') {
    return formatAmount(record.amount as number, String(record.currency ?? ''), language);
  }
  if (field === 'product_name') return productName?.[language] || record.product_name;
  return record[field];
}
