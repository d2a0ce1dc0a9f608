import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core, the accessibility rules engine, run inside the page as it stands. The
 * source is evaluated through the DevTools protocol, which the site's Content Security
 * Policy does not govern, so the page is judged with its real CSP in force.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Violation {
  page: string;
  rule: string;
  impact: string;
  help: string;
  /** Where in the page, up to three elements, each as a selector and its HTML. */
  nodes: string[];
}

/**
 * The rules a page's colours decide: text contrast, and links told from the text around
 * them by colour alone. What a change of theme colours alone can break.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The WCAG A/AA violations axe finds on the page as it is now: by every rule of those
 * levels, or by the `rules` named (all of them WCAG A/AA rules).
 */
export async function axeViolations(
  page: Page,
  label: string,
  rules?: string[],
): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const runOnly = rules
    ? ({ type: 'rule', values: rules } as const)
    : ({ type: 'tag', values: WCAG_TAGS } as const);
  const found = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    // A band out of sight is drawn only as it comes near the screen (`content-visibility:
    // auto`), and axe reads colours and sizes from what is drawn (the element on top at a
    // point): each band is judged drawn, as a visitor reaching it sees it.
    const undrawn = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of undrawn) element.style.contentVisibility = 'visible';
    // Only the violations are read: axe then spends no time describing every element that
    // passed (a unique selector for each), which was most of a check on a long screen.
    const result = await axe
      .run(document, { runOnly: only, resultTypes: ['violations'] })
      .finally(() =>
        undrawn.forEach((element) => element.style.removeProperty('content-visibility')),
      );
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 160)}`),
    }));
  }, runOnly);
  return found.map((v) => ({ page: label, ...v }));
}

/** What a failed expectation prints: one block per violation. */
export const describeViolations = (violations: Violation[]) =>
  violations
    .map((v) => `${v.page}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.nodes.join('\n    ')}`)
    .join('\n');

/** The part of axe's browser API used above. */
interface AxeRunner {
  run(
    context: Document,
    options: {
      runOnly: { type: 'tag' | 'rule'; values: readonly string[] };
      resultTypes: 'violations'[];
    },
  ): Promise<{
    violations: {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: string[]; html: string }[];
    }[];
  }>;
}
