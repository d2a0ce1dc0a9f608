/**
 * Burmese text brought to one spelling and split into syllables, so that a query and the
 * text it looks for meet whatever keyboard or font typed them (docs/decisions/0040).
 *
 * Every step here keeps the text's length, so a syllable's offsets point into the text as
 * it was given (a snippet marks the matched words in the stored text itself). The one
 * step that changes length, NFC, runs on each syllable after the split (search-terms.ts).
 */

/**
 * Where each dependent sign goes in the order Unicode's Myanmar notes (UTN #11) give:
 * medials, the E vowel, upper then lower vowels, the AA vowel, anusvara, dot below, asat,
 * visarga. Typed out of order (`ု` before `ိ`, `်` before `့`) the same syllable would be
 * other code points. Dot below comes before asat, as NFC's canonical order puts them.
 */
const MARK_RANK: Readonly<Record<string, number>> = {
  '\u103B': 1, // ျ
  '\u103C': 2, // ြ
  '\u103D': 3, // ွ
  '\u103E': 4, // ှ
  '\u1031': 5, // ေ
  '\u102D': 6, // ိ
  '\u102E': 6, // ီ
  '\u1032': 6, // ဲ
  '\u102F': 7, // ု
  '\u1030': 7, // ူ
  '\u102B': 8, // ါ
  '\u102C': 8, // ာ
  '\u1036': 9, // ံ
  '\u1037': 10, // ့
  '\u103A': 11, // ်
  '\u1038': 12, // း
};
/** The dependent signs reordered among themselves (the virama ္ ends a run: a stack follows). */
const MARK_RUN = /[\u102B-\u1038\u103A-\u103E]{2,}/g;
const rankOf = (mark: string) => MARK_RANK[mark] ?? 6;

/** Each run of dependent signs in the one order (a stable sort: equal ranks keep theirs). */
export function orderMarks(text: string): string {
  return text.replace(MARK_RUN, (run) => [...run].sort((a, b) => rankOf(a) - rankOf(b)).join(''));
}

const ZERO = '\u1040'; // ၀, the digit
const WA = '\u101D'; // ဝ, the letter
const isDigit = (c: string | undefined) => c !== undefined && c >= '\u1040' && c <= '\u1049';
/** A letter or sign of the Myanmar block (not a digit nor punctuation). */
const isLetter = (c: string | undefined) =>
  c !== undefined && ((c >= '\u1000' && c <= '\u103F') || (c >= '\u1050' && c <= '\u109F'));

/**
 * The digit zero ၀ and the letter wa ဝ look alike and are typed for each other. In a word
 * (beside a letter or sign and no digit) it is the letter; among digits and no letters,
 * the digit. Anything else is left as typed.
 */
export function foldLookAlikes(text: string): string {
  return text.replace(/[\u1040\u101D]/g, (c, at: number) => {
    const around = [text[at - 1], text[at + 1]];
    const byLetter = around.some((n) => isLetter(n) && n !== WA);
    const byDigit = around.some((n) => isDigit(n) && n !== ZERO);
    if (c === ZERO && byLetter && !byDigit) return WA;
    if (c === WA && byDigit && !byLetter) return ZERO;
    return c;
  });
}

/** Burmese in one spelling, the same length as it came (see above). */
export function normaliseBurmese(text: string): string {
  return foldLookAlikes(orderMarks(text));
}

/**
 * The sylbreak rules (Ye Kyaw Thu's sylbreak): a syllable starts at a consonant that
 * follows no virama (a stacked consonant belongs to the syllable before) and is not
 * killed by an asat or stacked under the next, and at an independent vowel, a digit or a
 * punctuation mark. The look-ahead also passes a dot below before the asat (`ည့်`), the
 * order NFC gives them, where the original rule only knew `ည့်`.
 */
const SYLLABLE_START =
  /(?<!\u1039)[\u1000-\u1021](?!\u1037?[\u103A\u1039])|[\u1023-\u1027\u1029\u102A\u103F\u1040-\u104F]/gu;

export interface Span {
  start: number;
  end: number;
}

/** The syllables of a run of Myanmar characters, as offsets into `text` from `from`. */
export function syllableSpans(text: string, from = 0, to = text.length): Span[] {
  const run = text.slice(from, to);
  const starts = new Set<number>([0]);
  for (const match of run.matchAll(SYLLABLE_START)) starts.add(match.index);
  const sorted = [...starts].sort((a, b) => a - b);
  return sorted.map((start, i) => ({
    start: from + start,
    end: from + (sorted[i + 1] ?? run.length),
  }));
}
