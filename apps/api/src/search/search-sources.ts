import type { SearchKind } from '@coach/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * What each kind of public record gives the search: its title and the text read for a
 * match, per language. Kept records only: nothing private (orders, appointments, visitors'
 * submissions) is ever an entry.
 */
export interface SearchSource {
  /** The `kind` of its entries and of the API's answers. */
  kind: SearchKind;
  /** The registry slug whose writes maintain it. */
  slug: string;
  table: string;
  title: string;
  /** Plain-text columns, then rich-text ones (HTML, read as its text). */
  body: readonly string[];
  rich?: readonly string[];
  /** Whether it has is_published / publish_at / published_at. */
  publishable: boolean;
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: 'article',
    slug: 'articles',
    table: 'article',
    title: 'name',
    body: ['subtitle', 'description'],
    rich: ['content'],
    publishable: true,
  },
  {
    kind: 'video',
    slug: 'blog_videos',
    table: 'blog_video',
    title: 'name',
    body: ['description'],
    publishable: true,
  },
  {
    kind: 'event',
    slug: 'events',
    table: 'event',
    title: 'name',
    body: ['description', 'tag', 'location', 'trainer', 'time'],
    publishable: false,
  },
  {
    kind: 'product',
    slug: 'products',
    table: 'product',
    title: 'heading',
    body: ['description'],
    publishable: false,
  },
  {
    kind: 'press',
    slug: 'press',
    table: 'press',
    title: 'name',
    body: ['description'],
    publishable: true,
  },
];

export const sourceOfSlug = (slug: string) => SEARCH_SOURCES.find((s) => s.slug === slug);

/** Block elements end a word: "<p>one</p><p>two</p>" is two words, not "onetwo". */
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'blockquote', 'br', 'td', 'th', 'div']);
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
};

/**
 * Stored article HTML as the words a reader sees, through the project's sanitizer with no
 * tag allowed (never a regular expression over HTML). sanitize-html escapes the text it
 * keeps; those four escapes are turned back.
 */
export function textOfHtml(html: string): string {
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
    textFilter: (chunk, tag) => (BLOCKS.has(tag) ? `${chunk} ` : chunk),
  });
  return text
    .replace(/&(amp|lt|gt|quot);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}
