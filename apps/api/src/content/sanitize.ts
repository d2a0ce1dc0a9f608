import sanitizeHtml from 'sanitize-html';

/** The list markers an HTML `<ol type>` names (decimal, letters, Roman numerals). */
const LIST_TYPES = ['1', 'a', 'A', 'i', 'I'];

/**
 * Article HTML is cleaned on the server before it is stored, against an allow-list that
 * matches what the admin editor can produce (headings 1 to 3, emphasis, links, images,
 * bullet and numbered lists, quotes). The public page can then render it as it is.
 */
export const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // A numbered list typed as "3. " starts at 3; the editor writes `start` for it.
    ol: ['start', 'type'],
  },
  // The schemes the article editor offers: links to the web, mail, phone and SMS; images
  // from the web or inline.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // Only a whole number is a list's start, and only a marker HTML knows its type: any
    // other value is invalid HTML, and dropped whole (sanitize-html would keep `type=""`).
    ol: (tagName, { start, type, ...rest }) => ({
      tagName,
      attribs: {
        ...rest,
        ...(start !== undefined && /^-?\d{1,9}$/.test(start.trim()) && { start: start.trim() }),
        ...(type !== undefined && LIST_TYPES.includes(type) && { type }),
      },
    }),
    // A link with any target may open in another browsing context (a named one too, not
    // only _blank), which must get no reference back to this page nor its address.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target !== undefined
          ? { ...attribs, rel: 'noopener noreferrer nofollow' }
          : attribs,
    }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}
