import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  pageSecurityHeaders,
  tailScripts,
} from '../src/security-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The shape React Router gives a page: content, then its scripts at the end of <body>. */
const page = (content: string) =>
  '<!DOCTYPE html><html><head><script type="application/ld+json">{"a":1}</script></head>' +
  `<body><main>${content}</main><footer>f</footer>` +
  '<script>restoreScroll()</script><script>window.__reactRouterContext = {}</script>' +
  '<script type="module" async="">import "/assets/entry.js";</script>' +
  '<script src="/assets/other.js"></script><!--$--><script>enqueue("data")</script>' +
  '<!--$--><script>close()</script><!--/$--><!--/$--></body></html>';

describe('the Content-Security-Policy of a page', () => {
  it("names React Router's inline scripts at the end of the body by their hashes", () => {
    const html = page('<p>Hello</p>');
    expect(tailScripts(html)).toEqual([
      'restoreScroll()',
      'window.__reactRouterContext = {}',
      'import "/assets/entry.js";',
      'enqueue("data")',
      'close()',
    ]);
    const scripts = /script-src ([^;]*)/.exec(contentSecurityPolicy(html))![1]!.split(' ');
    expect(scripts).toEqual(["'self'", ...tailScripts(html).map(hash)]);
  });

  it('leaves out a script inside the content, which the browser then refuses', () => {
    const html = page('<p>Nice <script>steal(document.cookie)</script> article</p>');
    expect(tailScripts(html)).not.toContain('steal(document.cookie)');
    expect(contentSecurityPolicy(html)).not.toContain(hash('steal(document.cookie)'));
  });

  it('lets the back office alone use the camera (the check-in screen reads QR codes)', () => {
    const html = page('');
    const policy = (path: string) =>
      pageSecurityHeaders(html, undefined, path)['permissions-policy'];
    for (const path of ['/admin', '/admin/check-in?code=42-K7Q9M2', '/login', '/reset-password']) {
      expect(policy(path), path).toMatch(/(^|, )camera=\(self\)(,|$)/);
    }
    for (const path of ['/', '/events/3', '/administration', '/login-help', '/articles/view/1']) {
      expect(policy(path), path).toMatch(/(^|, )camera=\(\)(,|$)/);
    }
  });

  it('sends HSTS only for an https site', () => {
    const html = page('');
    expect(pageSecurityHeaders(html, undefined)).not.toHaveProperty('strict-transport-security');
    expect(pageSecurityHeaders(html, 'http://coach.example')).not.toHaveProperty(
      'strict-transport-security',
    );
    expect(pageSecurityHeaders(html, 'https://coach.example')).toHaveProperty(
      'strict-transport-security',
    );
  });
});
