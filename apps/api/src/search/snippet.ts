import { normaliseBurmese } from './burmese-syllables.ts';
import { type SearchQuery, type Unit, surfaceOf, unitsIn, unitsOf } from './search-terms.ts';

/** About this many characters of text around the first match. */
const SNIPPET_LENGTH = 160;
/** A letter, mark or digit: text on both sides of a cut is one word cut in two. */
const WORDLIKE = /[\p{L}\p{M}\p{N}]/u;

export interface Snippet {
  text: string;
  /** [start, end) of each matched phrase within `text`. */
  highlights: [number, number][];
}

/** The [start, end) of each place a phrase of the query is found among `units`. */
function phrasesIn(units: readonly Unit[], query: SearchQuery, first = false) {
  const spans: [number, number][] = [];
  for (let i = 0; i < units.length; i++) {
    const phrase = query.find((p) => p.every((term, k) => units[i + k]?.term === term));
    if (!phrase) continue;
    spans.push([units[i]!.start, units[i + phrase.length - 1]!.end]);
    if (first) break;
  }
  return spans;
}

/** Where the first phrase of the query begins, reading the units in order up to it. */
function firstByReading(body: string, query: SearchQuery): number | undefined {
  const longest = Math.max(...query.map((p) => p.length));
  const recent: Unit[] = [];
  for (const unit of unitsIn(body)) {
    recent.push(unit);
    if (recent.length > longest) recent.shift();
    for (const phrase of query) {
      const from = recent.length - phrase.length;
      if (from >= 0 && phrase.every((term, k) => recent[from + k]!.term === term)) {
        return recent[from]!.start;
      }
    }
  }
  return undefined;
}

/** Candidates looked at before the text is read from its start instead. */
const MOST_CANDIDATES = 64;
/** Text read around a candidate: a unit's neighbours decide where it starts. */
const MARGIN = 24;

/**
 * Where the first phrase of the query begins. A hit's text is often long and the match
 * (or none: a title's match) anywhere in it, and segmenting all of it for each hit of a
 * page cost more than the search. So the text is looked through for where each phrase's
 * first unit is written (a syllable as it is spelt, a word by its stem's beginning), and
 * only those places are segmented to check the phrase there.
 */
function firstMatch(body: string, query: SearchQuery): number | undefined {
  const needles = query.map((phrase) => surfaceOf(phrase[0]!));
  const surface = normaliseBurmese(body).toLowerCase();
  // A needle that cannot be told (a hashed term), or lower case that moved the offsets.
  if (needles.some((n) => !n) || surface.length !== body.length) {
    return firstByReading(body, query);
  }
  const places = new Set<number>();
  for (const needle of needles as string[]) {
    for (let at = surface.indexOf(needle); at !== -1 && places.size < MOST_CANDIDATES * 4;) {
      places.add(at);
      at = surface.indexOf(needle, at + 1);
    }
  }
  const sorted = [...places].sort((a, b) => a - b).slice(0, MOST_CANDIDATES);
  for (const at of sorted) {
    const from = Math.max(0, at - MARGIN);
    const longest = Math.max(...query.map((p) => p.length));
    const units = unitsOf(body.slice(from, at + MARGIN + longest * 48));
    const here = units.findIndex((u) => u.start + from === at);
    if (here === -1) continue;
    const found = query.some((phrase) => phrase.every((term, k) => units[here + k]?.term === term));
    if (found) return at;
  }
  return places.size >= MOST_CANDIDATES * 4 ? firstByReading(body, query) : undefined;
}

/** Whether a phrase of the query is found in the text. */
export const holds = (text: string, query: SearchQuery) =>
  text !== '' && firstMatch(text, query) !== undefined;

/**
 * Plain text around the first place a phrase of the query is found, with the spans of
 * every phrase found in it: the same units and terms as the index, so what is marked is
 * what matched. The page renders the spans as <mark> around text it escapes; the record's
 * HTML never reaches it. A record found by its title alone shows its text's beginning.
 */
export function snippetOf(body: string, query: SearchQuery): Snippet {
  const first = firstMatch(body, query) ?? 0;
  let start = Math.max(0, first - SNIPPET_LENGTH / 3);
  const end = Math.min(body.length, start + SNIPPET_LENGTH);
  start = Math.max(0, Math.min(start, end - SNIPPET_LENGTH));
  // Begun at a space where there is one before the match, not inside a word.
  if (start > 0) {
    const space = body.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  const text = body.slice(start, end);
  const lead = start > 0 ? '…' : '';
  const tail = end < body.length ? '…' : '';
  // A word the window cut in two is no match: only whole units count.
  const cutBefore = start > 0 && WORDLIKE.test(body[start - 1]!);
  const cutAfter = end < body.length && WORDLIKE.test(body[end]!);
  const highlights = phrasesIn(unitsOf(text), query)
    .filter(([s, e]) => !(s === 0 && cutBefore) && !(e === text.length && cutAfter))
    .map(([s, e]): [number, number] => [s + lead.length, e + lead.length]);
  return { text: `${lead}${text}${tail}`, highlights };
}
