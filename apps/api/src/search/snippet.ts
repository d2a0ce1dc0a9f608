import { type SearchQuery, type Unit, unitsIn, unitsOf } from './search-terms.ts';

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

/** Where the first phrase of the query begins, reading no further than it. */
function firstMatch(body: string, query: SearchQuery): number | undefined {
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
