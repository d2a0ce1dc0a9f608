import { type SearchQuery, unitsOf } from './search-terms.ts';

/** About this many characters of text around the first match. */
const SNIPPET_LENGTH = 160;

export interface Snippet {
  text: string;
  /** [start, end) of each matched phrase within `text`. */
  highlights: [number, number][];
}

/**
 * Plain text around the first place a phrase of the query is found, with the spans of
 * every phrase found in it: the same units and terms as the index, so what is marked is
 * what matched. The page renders the spans as <mark> around text it escapes; the record's
 * HTML never reaches it.
 */
export function snippetOf(body: string, query: SearchQuery): Snippet {
  const units = unitsOf(body);
  const spans: [number, number][] = [];
  for (let i = 0; i < units.length; i++) {
    for (const phrase of query) {
      if (phrase.every((term, k) => units[i + k]?.term === term)) {
        spans.push([units[i]!.start, units[i + phrase.length - 1]!.end]);
        break;
      }
    }
  }
  const first = spans[0]?.[0] ?? 0;
  let start = Math.max(0, first - SNIPPET_LENGTH / 3);
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  start = Math.max(0, Math.min(start, end - SNIPPET_LENGTH));
  // Cut at a space where there is one near, not inside a word.
  if (start > 0) {
    const space = body.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > Math.max(start, spans.find((s) => s[0] >= start)?.[1] ?? start)) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const tail = end < body.length ? '…' : '';
  const highlights = spans
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): [number, number] => [s - start + lead.length, e - start + lead.length]);
  return { text: `${lead}${body.slice(start, end)}${tail}`, highlights };
}
