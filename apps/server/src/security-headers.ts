import { createHash } from 'node:crypto';

/**
 * The headers that tell browsers what a page may do (docs/decisions/0016). The policy of
 * a page names the inline scripts React Router writes by their SHA-256 hashes, computed
 * from the final bytes of that page: two visitors given the same bytes get the same
 * header, so a cache of rendered pages can serve both (nonces could not).
 */

/** Where the video facades' players come from (apps/web/app/components/video/youtube.ts). */
const VIDEO_PLAYERS = 'https://www.youtube-nocookie.com';

const POLICY = [
  "default-src 'self'",
  // script-src: 'self' plus the page's hashes, added per response.
  // Styles: the theme's <style> element and the style attributes that components and
  // the rich-text editor set; a style cannot run code, so inline styles are allowed.
  "style-src 'self' 'unsafe-inline'",
  // data: for the favicon and small inline marks, blob: for the preview of an image
  // chosen in a form before it is uploaded.
  "img-src 'self' data: blob:",
  // data: for the small subset font of the language toggle, which the build inlines.
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  `frame-src ${VIDEO_PLAYERS}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * Browsers' features no page of the site uses; the video player may go full screen. The
 * back office may use the camera itself (the door's check-in screen reads tickets' QR
 * codes): its screens change without a new document, so every document it may start from
 * (a screen under /admin, the sign-in screens) allows it to the site alone.
 */
const permissionsPolicy = (camera: boolean) =>
  [
    camera ? 'camera=(self)' : 'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    `fullscreen=(self "${VIDEO_PLAYERS}")`,
  ].join(', ');

/** The back office's documents: its screens and the sign-in screens that lead into them. */
const BACK_OFFICE = /^\/(?:admin|login|register|reset-password)(?:[/?#]|$)/;
export const isBackOffice = (path: string) => BACK_OFFICE.test(path);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** What may stand between the scripts at the end of a document: Suspense markers, closing tags. */
const BETWEEN_TAIL_SCRIPTS = /^(?:\s|<!--[\s\S]*?-->|<\/body\s*>|<\/html\s*>)*$/i;

/**
 * The inline scripts of the document's tail: the run of <script> elements at the very
 * end of <body>, where React Router writes its own (scroll restoration, its context,
 * the module that starts the page, the loader data). A <script> anywhere else (one that
 * slipped into an article past the sanitiser) is followed by page content, stays out
 * of the policy, and the browser refuses to run it.
 */
export function tailScripts(html: string): string[] {
  const scripts = [...html.matchAll(SCRIPT)];
  const tail: string[] = [];
  let after = html.length;
  for (let i = scripts.length - 1; i >= 0; i--) {
    const script = scripts[i]!;
    const end = script.index + script[0].length;
    if (!BETWEEN_TAIL_SCRIPTS.test(html.slice(end, after))) break;
    after = script.index;
    const external = /\ssrc\s*=/i.test(script[1]!);
    if (!external) tail.unshift(script[2]!);
  }
  return tail;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy of one HTML document. */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...new Set(tailScripts(html).map(sha256))];
  return [POLICY[0], ["script-src 'self'", ...hashes].join(' '), ...POLICY.slice(1)].join('; ');
}

/**
 * The headers of every HTML page; HSTS only when the site is served over https. `path`:
 * the page's address, which says whether it is the back office's.
 */
export function pageSecurityHeaders(html: string, publicUrl: string | undefined, path = '/') {
  return {
    'content-security-policy': contentSecurityPolicy(html),
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': permissionsPolicy(isBackOffice(path)),
    ...strictTransportSecurity(publicUrl),
  };
}

/** HSTS binds browsers to https for a year: only said when the site's address is https. */
export const strictTransportSecurity = (publicUrl: string | undefined): Record<string, string> =>
  publicUrl?.startsWith('https:')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
