import { ChangePasswordForm } from '../../admin/auth/change-password-form.tsx';
import { SessionsList } from '../../admin/auth/sessions-list.tsx';
import { TwoFactorSection } from '../../admin/auth/two-factor-section.tsx';

export default function Account() {
  return (
    <>
      <ChangePasswordForm />
      <TwoFactorSection />
      <SessionsList />
    </>
  );
}
