import '../../admin/admin.css';
import { Outlet, useLocation } from 'react-router';
import { currentAccount } from '../../admin/api/auth.ts';
import { getToken } from '../../admin/api/token.ts';
import { LoginForm } from '../../admin/auth/login-form.tsx';
import { useToken } from '../../admin/auth/use-token.ts';
import { AdminLoading } from '../../admin/ui/admin-loading.tsx';
import { Shell } from '../../admin/ui/shell.tsx';
import { setSiteTimeZone } from '../../admin/i18n/site-time-zone.ts';
import { useTimeZone } from '../../lib/site.ts';

/**
 * Everything under /admin renders in the browser only: the server sends the fallback
 * below, so no admin data ever passes through the server render. A stored token is
 * checked once on entry; an expired one is dropped and the login screen shows.
 */
export async function clientLoader() {
  if (getToken()) {
    try {
      await currentAccount();
    } catch {
      // A 401 has already cleared the token; other failures show up on the screens.
    }
  }
  return null;
}
clientLoader.hydrate = true as const;

/** Checked once on entry: afterwards any call's 401 ends the session by itself. */
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export function meta() {
  return [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLayout() {
  const token = useToken();
  const { pathname, search, hash } = useLocation();
  // Before any screen renders a date (setting the same zone again changes nothing).
  setSiteTimeZone(useTimeZone());
  // Signed out on a page of its own (an email's link): signing in stays on that page.
  if (!token) return <LoginForm returnTo={`${pathname}${search}${hash}`} />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
