import { ChangePasswordForm } from '../../admin/auth/change-password-form.tsx';

export default function Account() {
  return <ChangePasswordForm />;
}
