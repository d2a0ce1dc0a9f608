import { describe, expect, it } from 'vitest';
import { lcpFacts } from './lighthouse-lcp.ts';

/** The shape Lighthouse 12 gives its largest-contentful-paint-element audit. */
const audits = {
  'largest-contentful-paint-element': {
    details: {
      type: 'list',
      items: [
        {
          type: 'table',
          items: [
            {
              node: {
                type: 'node',
                selector: 'section.page-banner > picture > img',
                nodeLabel: 'Mung at a workshop',
                snippet:
                  '<img src="http://127.0.0.1:4000/files/12/w/640.webp" alt="Mung at a workshop">',
              },
            },
          ],
        },
        {
          type: 'table',
          items: [
            { phase: 'TTFB', timing: 600, percent: '30%' },
            { phase: 'Load Delay', timing: 500, percent: '25%' },
            { phase: 'Load Time', timing: 700, percent: '35%' },
            { phase: 'Render Delay', timing: 200, percent: '10%' },
          ],
        },
      ],
    },
  },
  'total-byte-weight': { numericValue: 212_345 },
};

describe("a Lighthouse run's LCP facts", () => {
  it('names the element by its selector and its picture, with the bytes and the phases', () => {
    expect(lcpFacts({ audits })).toEqual({
      element: 'section.page-banner > picture > img "/files/12/w/640.webp"',
      totalBytes: 212_345,
      phases: { ttfb: 600, loadDelay: 500, loadTime: 700, renderDelay: 200 },
    });
  });

  it('names a text element by its text, and says when there was none', () => {
    const node = {
      type: 'node',
      selector: 'main > h1',
      nodeLabel: 'Coaching for leaders who want their teams to grow',
      snippet: '<h1>',
    };
    const text = {
      'largest-contentful-paint-element': {
        details: { type: 'list', items: [{ type: 'table', items: [{ node }] }] },
      },
    };
    expect(lcpFacts({ audits: text }).element).toBe(
      'main > h1 "Coaching for leaders who want their tea…"',
    );
    expect(lcpFacts({ audits: {} }).element).toBe('(none)');
    expect(lcpFacts({ audits: {} }).totalBytes).toBeNaN();
  });
});
