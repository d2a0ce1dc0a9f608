import { ChangePasswordForm } from '../../admin/auth/change-password-form.tsx';
import { SessionsList } from '../../admin/auth/sessions-list.tsx';

export default function Account() {
  return (
    <>
      <ChangePasswordForm />
      <SessionsList />
    </>
  );
}
