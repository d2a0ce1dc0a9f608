import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../admin/auth/reset-password-form.tsx';

export default function ResetPassword() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token')} />;
}
