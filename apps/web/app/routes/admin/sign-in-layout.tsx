import '../../admin/admin.css';
import { Outlet } from 'react-router';
import { AdminLoading } from '../../admin/ui/admin-loading.tsx';

/** /login and /register: rendered in the browser, like the rest of the back office. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminLoading />;
}

export function meta() {
  return [{ title: 'Sign in' }, { name: 'robots', content: 'noindex' }];
}

export default function SignInLayout() {
  return <Outlet />;
}
