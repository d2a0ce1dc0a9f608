import type { Language } from '@coach/contract';
import { groupThousands, localDigits } from '@coach/contract/formats';

// Digits and grouping are the contract's, shared with the back office and the emails.
export { burmeseDigits, groupThousands, localDigits } from '@coach/contract/formats';

/** A stat as shown on the pages: grouped thousands, a "+" suffix, Burmese digits in mm. */
export function statText(value: number | null | undefined, language: Language): string {
  if (value == null || !Number.isFinite(value)) return '';
  return `${localDigits(groupThousands(value), language)}+`;
}

/** Cuts a text at `max` characters and adds an ellipsis; shorter texts are left whole. */
export function excerpt(text: string, max = 300): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text.trim();
}

/** An anchor id from a name: lowercased, runs of spaces and symbols become one hyphen. */
export function anchorId(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
