import { type Language, type PaymentMethod, fillIn } from '@coach/contract';
import { MAIL_MESSAGES, type MailMessageKey } from './mail-messages.ts';

const mailText = (key: MailMessageKey, language: Language, vars?: Record<string, string>) =>
  fillIn(MAIL_MESSAGES[key][language], vars);

/** What the customer quotes and pays, as the email writes them ("36,000 MMK", "#42"). */
export interface PaymentDue {
  amount?: string;
  reference?: string;
}

/**
 * How to pay, as lines of a plain-text email in the reader's language: the amount and the
 * reference to quote, then each account (the bank's name in that language, the account's
 * name and number, the note). No methods, no lines: the email reads as it did before.
 *
 * The account number is written as stored, in ASCII digits even in Burmese: it is what the
 * customer types or pastes into their bank's app.
 */
export function paymentInstructions(
  methods: readonly PaymentMethod[],
  language: Language,
  { amount, reference }: PaymentDue = {},
): string[] {
  if (methods.length === 0) return [];
  const lines = [mailText('payTitle', language), mailText('payIntro', language)];
  if (amount) lines.push(mailText('payAmount', language, { amount }));
  if (reference) lines.push(mailText('payReference', language, { reference }));
  for (const method of methods) {
    const mm = language === 'mm';
    lines.push('', (mm && method.name_mm) || method.name);
    if (method.account_name) {
      lines.push(`  ${mailText('accountName', language)}: ${method.account_name}`);
    }
    lines.push(`  ${mailText('accountNumber', language)}: ${method.account_number}`);
    const note = (mm && method.note_mm) || method.note;
    if (note) lines.push(...note.split(/\r?\n/).map((line) => `  ${line}`));
  }
  return lines;
}
