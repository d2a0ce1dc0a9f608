import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML is cleaned on the server before it is stored, against an allow-list that
 * matches what the admin editor can produce (headings, emphasis, links, images, lists).
 * The public page can then render it as it is.
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
  },
  // The schemes the article editor offers: links to the web, mail, phone and SMS; images
  // from the web or inline.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
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
