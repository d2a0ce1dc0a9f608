import type { Language } from '@coach/contract';

const BURMESE_DIGITS = '၀၁၂၃၄၅၆၇၈၉';

/** Replaces ASCII digits with Burmese ones (၀–၉), leaving everything else as it is. */
export const burmeseDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => BURMESE_DIGITS[Number(d)]!);

/** Digits in the visitor's script: Burmese digits in mm. */
export const localDigits = (text: string | number, language: Language) =>
  language === 'mm' ? burmeseDigits(String(text)) : String(text);

/**
 * A number with comma-grouped thousands and at most `fractionDigits` decimals ("18,000",
 * "19.5"). By hand rather than toLocaleString(): its first call loads the ICU data,
 * ~80 ms of a slow phone's main thread while the page hydrates.
 */
export function groupThousands(value: number, fractionDigits = 0): string {
  const factor = 10 ** fractionDigits;
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * factor) / factor).split('.');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

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
