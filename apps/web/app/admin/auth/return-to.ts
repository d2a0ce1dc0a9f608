/** Where a sign-in goes when it was asked for nothing else, or for somewhere it may not go. */
export const DASHBOARD = '/admin';

/** The query parameter of /login naming the back-office page to return to after signing in. */
export const RETURN_PARAM = 'next';

const BASE = 'https://site.invalid';

/**
 * The back-office page a sign-in returns to: a path inside /admin, as the browser would
 * resolve it, or the dashboard. Anything else is refused, so a link to /login cannot send
 * a freshly signed-in owner elsewhere: another site (`//evil.example`, `https://…`, `/\evil`)
 * or a page outside the back office (`/admin/../x`, `/admin/%2e%2e/x`, `/administrator`).
 */
export function safeReturnPath(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return DASHBOARD;
  }
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return DASHBOARD;
  }
  if (url.origin !== BASE) return DASHBOARD;
  if (url.pathname !== DASHBOARD && !url.pathname.startsWith(`${DASHBOARD}/`)) return DASHBOARD;
  return `${url.pathname}${url.search}${url.hash}`;
}
