import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keptPaths, pageKey } from '../src/kept-pages.ts';

/** The shape of the web app's route table (apps/web/app/routes.ts), as its build lists it. */
const ROUTES: [id: string, parentId: string | undefined, path?: string, index?: boolean][] = [
  ['root', undefined, ''],
  ['routes/public/layout', 'root'],
  ['routes/public/home', 'routes/public/layout', undefined, true],
  ['routes/public/coach-profile', 'routes/public/layout', ':page'],
  ['routes/public/blogs', 'routes/public/layout', 'blogs'],
  ['routes/public/article-view', 'routes/public/layout', 'articles/view/:id'],
  ['pages/order/order-page', 'routes/public/layout', 'orders/:token'],
  ['pages/registration/registration-page', 'routes/public/layout', 'registrations/:token'],
  ['routes/public/sitemap', 'root', 'sitemap.xml'],
  ['routes/public/robots', 'root', 'robots.txt'],
  ['routes/public/slides', 'root', 'slides/:list'],
  ['pages/event/event-page', 'routes/public/layout', 'events/:id'],
  ['routes/public/event-calendar', 'root', 'events/:id.ics'],
  ['pages/event/waitlist-page', 'routes/public/layout', 'events/:id/waitlist'],
  ['pages/claim/claim-page', 'routes/public/layout', 'events/:id/claim/:token'],
  ['pages/subscribe/subscribe-page', 'routes/public/layout', 'subscribe'],
  ['pages/subscribe/confirm-page', 'routes/public/layout', 'subscribe/confirm'],
  ['pages/subscribe/unsubscribe-page', 'routes/public/layout', 'unsubscribe'],
  ['routes/admin/sign-in-layout', 'root'],
  ['routes/admin/login', 'routes/admin/sign-in-layout', 'login'],
  ['routes/admin/register', 'routes/admin/sign-in-layout', 'register'],
  ['routes/admin/reset-password', 'routes/admin/sign-in-layout', 'reset-password'],
  ['routes/admin/layout', 'root', 'admin'],
  ['routes/admin/dashboard', 'routes/admin/layout', undefined, true],
  ['admin/events', 'routes/admin/layout', 'events'],
  ['routes/admin/not-found', 'routes/admin/layout', '*'],
  ['routes/admin/help', 'root', 'help'],
];
const routes = Object.fromEntries(
  ROUTES.map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: {} }]),
) as unknown as ServerBuild['routes'];

describe('which paths are kept for everyone: the public page list, by allow-list', () => {
  const isKept = keptPaths(routes);

  it.each([
    '/',
    '/blogs',
    '/Blogs',
    '/meet-mung',
    '/articles/view/3',
    '/blogs.data',
    '/_root.data',
    '/sitemap.xml',
    '/robots.txt',
    '/slides/testimonials',
    '/events/4.ics',
    '/events/4',
    '/__manifest',
  ])('keeps %s', (path) => {
    expect(isKept(path)).toBe(true);
  });

  it.each([
    // The back office and the sign-in pages, however written: React Router matches them
    // whatever the letters' case and escapes.
    '/admin',
    '/ADMIN',
    '/Admin',
    '/%61dmin',
    '/%41DMIN/events',
    '/admin/events',
    '/admin/no-such-screen',
    '/admin.data',
    '/Admin.data',
    '/login',
    '/LOGIN',
    '/l%6Fgin',
    '/register',
    '/Register.data',
    // A reset link's address carries its one-time token.
    '/reset-password',
    '/Reset-Password',
    // A customer's order page, in the public layout but one person's, and its data.
    '/orders/Ab3xYz-secret-token',
    '/Orders/Ab3xYz-secret-token',
    '/orders/Ab3xYz-secret-token.data',
    // A visitor's registration page, with its ticket, as one person's as an order's.
    '/registrations/Ab3xYz-secret-token',
    '/registrations/Ab3xYz-secret-token.data',
    // A waiting-list offer's page, and the page answering one visitor's place in line.
    '/events/4/claim/Ab3xYz-secret-token',
    '/events/4/claim/Ab3xYz-secret-token.data',
    '/events/4/waitlist',
    // The email list's pages: a sign-up's answer, and the links that carry a token.
    '/subscribe',
    '/subscribe/confirm',
    '/Subscribe/Confirm.data',
    '/unsubscribe',
    '/unsubscribe.data',
    // A route outside the list is not kept just because it is not the back office.
    '/help',
    // Matching nothing at all, or not decodable.
    '/blogs/extra/segments',
    '/%E0%A4%A',
  ])('never keeps %s', (path) => {
    expect(isKept(path)).toBe(false);
  });

  it('refuses a build whose home page is not in a layout of its own', () => {
    const bare = { root: { id: 'root', path: '', module: {} } } as unknown as ServerBuild['routes'];
    expect(() => keptPaths(bare)).toThrow(/public layout/);
  });
});

describe('pageKey', () => {
  const origin = 'https://coach.example';
  const isKept = keptPaths(routes);
  const key = (method: string, url: string, cookie?: string) =>
    pageKey(method, url, origin, cookie, isKept);

  it('keys a public page by address and language', () => {
    expect(key('GET', '/blogs?articles=2')).toEqual({
      key: `${origin}/blogs?articles=2\u0000en`,
      languageFromCookie: true,
    });
    expect(key('GET', '/blogs', 'theme=x; lang=mm')!.key).toBe(`${origin}/blogs\u0000mm`);
    // ?lang= wins over the cookie, and then the cookie does not matter.
    expect(key('HEAD', '/?lang=mm', 'lang=en')).toEqual({
      key: `${origin}/?lang=mm\u0000mm`,
      languageFromCookie: false,
    });
  });

  it.each([
    ['POST', '/'],
    ['GET', '/admin'],
    ['GET', '/ADMIN'],
    ['GET', '/admin.data'],
    ['GET', '/register?x=1'],
    ['GET', '/api/events'],
    ['GET', `/?q=${'x'.repeat(600)}`],
  ])('never keeps %s %s', (method, url) => {
    expect(key(method, url)).toBeNull();
  });

  it('keeps pages whose names only start like private ones', () => {
    expect(key('GET', '/administration-tips')).not.toBeNull();
  });
});
