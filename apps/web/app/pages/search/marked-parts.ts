/** A piece of a snippet: plain text, marked when it is one of the matched words. */
export interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet cut at its highlights ([start, end) offsets in UTF-16 code units, as the
 * search answers them) into pieces the page renders as text, the matched ones inside
 * <mark>. Nothing of the record is ever read as HTML. Offsets out of order, overlapping or
 * past the end are clipped rather than trusted.
 */
export function markedParts(text: string, highlights: readonly [number, number][]): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let at = 0;
  const sorted = [...highlights].sort((a, b) => a[0] - b[0]);
  for (const [rawStart, rawEnd] of sorted) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.min(Math.max(rawEnd, start), text.length);
    if (end <= start) continue;
    const last = parts.at(-1);
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    // Touching or overlapping highlights make one mark.
    if (start === at && last?.marked) last.text += text.slice(start, end);
    else parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
