import type { Language } from '@coach/contract';

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

/** Replaces ASCII digits with Burmese ones (၀–၉), leaving everything else as it is. */
export const burmeseDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => BURMESE_DIGITS[Number(d)]!);

/** Digits in the visitor's script: Burmese digits in mm. */
export const localDigits = (text: string | number, language: Language) =>
  language === 'mm' ? burmeseDigits(String(text)) : String(text);

/** A stat as shown on the pages: grouped thousands, a "+" suffix, Burmese digits in mm. */
export function statText(value: number | null | undefined, language: Language): string {
  if (value == null || !Number.isFinite(value)) return '';
  const grouped = Math.round(value).toLocaleString('en-US');
  return `${localDigits(grouped, language)}+`;
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
