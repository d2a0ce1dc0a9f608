import { schemas } from '@coach/contract';
import { changePassword } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { Notice, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { SubmitButton } from '../ui/submit-button.tsx';
import { PasswordField } from './account-fields.tsx';

/** /admin/account: the signed-in account changes its own password (the current one first). */
export function ChangePasswordForm() {
  const t = useT();
  const { errors, notice, setNotice, busy, handle } = useFormAction();

  const submit = handle(
    schemas.passwordChange,
    (form) => ({
      current_password: fieldText(form, 'current_password'),
      new_password: fieldText(form, 'new_password'),
    }),
    async (passwords, form) => {
      await changePassword(passwords);
      form.reset();
      setNotice(success(UI.passwordChanged));
    },
  );

  return (
    <section>
      <ScreenHeader title={UI.account} />
      <h2>{t(UI.changePassword)}</h2>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        <PasswordField purpose="current" id="current_password" error={errors.current_password} />
        <p className="a-hint">{t(UI.passwordHint)}</p>
        <PasswordField purpose="new" id="new_password" error={errors.new_password} />
        <SubmitButton busy={busy}>{t(UI.savePassword)}</SubmitButton>
      </form>
    </section>
  );
}
