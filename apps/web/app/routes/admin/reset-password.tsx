import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../admin/auth/reset-password-form.tsx';

export default function ResetPassword() {
  const [params] = useSearchParams();
  // Read once and kept here: the address bar then drops it, so that the link's secret is
  // not left in the history, a bookmark or a screenshot of the page.
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (!token) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }, [token]);
  return <ResetPasswordForm token={token} />;
}
