import { redirect, useLocation } from 'react-router';
import { getToken } from '../../admin/api/token.ts';
import { LoginForm } from '../../admin/auth/login-form.tsx';
import type { NoticeMessage } from '../../admin/ui/notice.tsx';

export function clientLoader() {
  return getToken() ? redirect('/admin') : null;
}

export default function Login() {
  const { state } = useLocation();
  return <LoginForm notice={(state as { notice?: NoticeMessage } | null)?.notice} />;
}
