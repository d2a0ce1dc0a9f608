import { createHash } from 'node:crypto';
import { toUnicode } from '../http/zawgyi.ts';
import { normaliseBurmese, syllableSpans } from './burmese-syllables.ts';
import { stemOf } from './english-words.ts';

/**
 * Text as search terms: each Burmese syllable and each stemmed word one ASCII token, so
 * SQLite FTS5's unicode61 tokenizer and PostgreSQL's `simple` parser split a column of
 * them in the same places, whatever the locale (docs/decisions/0040). A syllable of the
 * Myanmar block is `m` and, for each code point, the two hex digits of its place in the
 * block (U+1000–U+109F: `00`–`9f`), short because the index holds thousands of them; one
 * with other code points (Mon, Shan extensions) `n` and four hex digits each; any other
 * non-ASCII word `x` and the hex of its UTF-8 bytes. An English stem that would read as
 * a syllable ("m10") takes an `e` before it.
 */

/** A matched unit of text: its term and where it is in the text given. */
export interface Unit {
  term: string;
  start: number;
  end: number;
}

/** Myanmar runs (Burmese, Mon, Shan letters and signs) and runs of other letters or digits. */
const RUNS = /([\u1000-\u109F\uAA60-\uAA7F\uA9E0-\uA9FF]+)|[\p{L}\p{N}\p{M}]+/gu;
/** Burmese punctuation (၊ ။) and symbols, which no one searches for. */
const UNSEARCHED = /^[\u104A-\u104F]$/;
/**
 * Longer tokens are hashed: PostgreSQL leaves a word over 2,047 characters out of its
 * index, FTS5 would keep it, and the two would answer differently.
 */
const LONGEST_TERM = 200;
/**
 * The token PostgreSQL's index puts between a title's terms and the body's, so a phrase
 * never runs from one into the other (FTS5 keeps its columns apart by itself). No text
 * or query ever yields it: termOf leaves it out.
 */
export const FIELD_BREAK = 'zqzqbreak';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
/** What a syllable's term looks like: an English stem of that shape is told apart. */
const SYLLABLE_TERM = /^m(?:[0-9][0-9a-f])+$|^n(?:[0-9a-f]{4})+$/;

function syllableCode(syllable: string): string {
  const points = [...syllable].map((c) => c.codePointAt(0)!);
  if (points.every((p) => p >= 0x1000 && p <= 0x109f)) {
    return `m${points.map((p) => (p - 0x1000).toString(16).padStart(2, '0')).join('')}`;
  }
  return `n${points.map((p) => p.toString(16).padStart(4, '0')).join('')}`;
}

function bounded(term: string): string {
  if (term.length <= LONGEST_TERM) return term;
  return `h${createHash('sha256').update(term).digest('hex')}`;
}

/**
 * Terms already worked out, by syllable or word as written. A language's syllables and
 * words are some thousands: most of a text's are met again, and a search's snippets
 * segment its hits' texts anew. Emptied when full, so it stays small.
 */
const known = new Map<string, string | null>();
const MOST_KNOWN = 50_000;
function remembered(key: string, work: () => string | null): string | null {
  let term = known.get(key);
  if (term === undefined) {
    if (known.size >= MOST_KNOWN) known.clear();
    term = work();
    known.set(key, term);
  }
  return term;
}

const burmeseTerm = (syllable: string) =>
  remembered(`m${syllable}`, () => {
    const nfc = syllable.normalize('NFC');
    return UNSEARCHED.test(nfc) ? null : bounded(syllableCode(nfc));
  });

const wordTerm = (word: string) =>
  remembered(`w${word}`, () => {
    const stem = stemOf(word.normalize('NFC'));
    if (stem === FIELD_BREAK) return null;
    if (!/^[a-z0-9]+$/.test(stem)) return bounded(`x${hex(stem)}`);
    return bounded(SYLLABLE_TERM.test(stem) ? `e${stem}` : stem);
  });

/**
 * The units of stored text (already Unicode: the API converts Zawgyi as it arrives), with
 * offsets into `text` as given.
 */
export function unitsOf(text: string): Unit[] {
  return [...unitsIn(text)];
}

/** The units one by one, for a reader that stops at what it looks for (snippet.ts). */
export function* unitsIn(text: string): Generator<Unit> {
  const burmese = normaliseBurmese(text);
  for (const match of burmese.matchAll(RUNS)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] === undefined) {
      const term = wordTerm(match[0]);
      if (term) yield { term, start, end };
      continue;
    }
    for (const span of syllableSpans(burmese, start, end)) {
      const term = burmeseTerm(burmese.slice(span.start, span.end));
      if (term) yield { term, ...span };
    }
  }
}

/** A column of terms, as the index stores it. */
export function termsOf(...texts: (string | null | undefined)[]): string {
  return texts
    .filter((t): t is string => Boolean(t))
    .flatMap((t) => unitsOf(t).map((u) => u.term))
    .join(' ');
}

/** A query: phrases (each a list of terms in order), all of which must be found. */
export type SearchQuery = string[][];

/** At most this many phrases count; a longer query is cut there. */
const MOST_PHRASES = 12;

/**
 * What a visitor typed, as phrases: "quoted words" are one phrase; otherwise each
 * space-separated word is one, so a Burmese word matches its syllables in order (never
 * part of a syllable) and each English word matches by its stem anywhere in the text.
 * Zawgyi is converted first, as the API does with everything typed.
 */
export function queryOf(typed: string): SearchQuery {
  const text = toUnicode(typed.normalize('NFC'));
  const phrases: SearchQuery = [];
  for (const match of text.matchAll(/"([^"]*)"|[^\s"]+/g)) {
    const terms = unitsOf(match[1] ?? match[0]).map((u) => u.term);
    if (terms.length) phrases.push(terms);
  }
  return phrases.slice(0, MOST_PHRASES);
}

/**
 * How a term's unit begins in lower-case text with Burmese in one spelling: a syllable
 * as it is spelt, a stem's first letters (Porter's stems may end otherwise than the word:
 * "happi" of "happy"), another word as it is. Undefined for a hashed term.
 */
export function surfaceOf(term: string): string | undefined {
  const code = (hexText: string, width: number) =>
    String.fromCodePoint(
      ...(hexText.match(new RegExp(`.{${width}}`, 'g')) ?? []).map((h) => parseInt(h, 16)),
    );
  if (SYLLABLE_TERM.test(term)) {
    return term[0] === 'm'
      ? [...code(term.slice(1), 2)]
          .map((c) => String.fromCodePoint(c.codePointAt(0)! + 0x1000))
          .join('')
      : code(term.slice(1), 4);
  }
  if (/^x(?:[0-9a-f]{2})+$/.test(term)) return Buffer.from(term.slice(1), 'hex').toString('utf8');
  if (/^h[0-9a-f]{64}$/.test(term)) return undefined;
  const stem = term[0] === 'e' && SYLLABLE_TERM.test(term.slice(1)) ? term.slice(1) : term;
  // The stem's last letters may be Porter's own ("tri" of "try", "happi" of "happy").
  return stem.length > 4 ? stem.slice(0, -2) : stem.length > 2 ? stem.slice(0, -1) : stem;
}
