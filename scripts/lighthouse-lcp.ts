/**
 * What a Lighthouse run says about a page's largest contentful paint that is not a timing:
 * which element it is, and the page's bytes in all (issue 45). On a shared machine these
 * hold from run to run where the timings do not; the phases say where the time went.
 */

export interface LcpFacts {
  /** The element, as Lighthouse labels it: its selector, and its text or picture address. */
  element: string;
  /** Every byte the page's requests transferred, as Lighthouse's total-byte-weight. */
  totalBytes: number;
  /** Time to first byte, then the wait before the LCP resource, its load, and its drawing. */
  phases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
}

interface NodeItem {
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}
interface Table {
  type: string;
  items: Record<string, unknown>[];
}
/** The few parts of Lighthouse's result read here. */
export interface LhrPart {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const PHASE_KEYS: Record<string, keyof LcpFacts['phases']> = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

/** The LCP element's label: its selector, and its text or its picture's address if any. */
function label(node: NodeItem | undefined): string {
  if (!node) return '(none)';
  // The picture's path alone: the bench's origin changes from run to run.
  const src = /\bsrc="([^"]+)"/.exec(node.snippet ?? '')?.[1]?.replace(/^https?:\/\/[^/]+/, '');
  const what = src ?? node.nodeLabel ?? '';
  const short = what.length > 40 ? `${what.slice(0, 39)}…` : what;
  return [node.selector, short && `"${short}"`].filter(Boolean).join(' ');
}

export function lcpFacts(lhr: LhrPart): LcpFacts {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Table[] } | undefined;
  const tables = details?.items ?? [];
  const node = tables.find((t) => t.items[0]?.node)?.items[0]?.node as NodeItem | undefined;
  const phases = {
    ttfb: Number.NaN,
    loadDelay: Number.NaN,
    loadTime: Number.NaN,
    renderDelay: Number.NaN,
  };
  for (const row of tables.find((t) => t.items[0]?.phase)?.items ?? []) {
    const key = PHASE_KEYS[String(row.phase)];
    if (key) phases[key] = Number(row.timing);
  }
  return {
    element: label(node),
    totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
    phases,
  };
}
