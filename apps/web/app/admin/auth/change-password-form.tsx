import { schemas } from '@coach/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { changePassword } from '../api/auth.ts';
import { validate } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { ScreenHeader } from '../ui/screen-header.tsx';
import { TextField } from '../ui/text-field.tsx';

/** /admin/account: the signed-in account changes its own password (the current one first). */
export function ChangePasswordForm() {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const checked = validate(schemas.passwordChange, {
      current_password: String(form.get('current_password') ?? ''),
      new_password: String(form.get('new_password') ?? ''),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setNotice(undefined);
    setBusy(true);
    try {
      await changePassword(checked.data as { current_password: string; new_password: string });
      formElement.reset();
      setNotice(success(UI.passwordChanged));
    } catch (error) {
      setErrors(apiFieldErrors(error));
      if (error instanceof ApiError && error.status !== 422) setNotice(failure(error.detail));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <ScreenHeader title={UI.account} />
      <h2>{t(UI.changePassword)}</h2>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        <TextField
          id="current_password"
          type="password"
          label={t(UI.currentPassword)}
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <p className="a-hint">{t(UI.passwordHint)}</p>
        <TextField
          id="new_password"
          type="password"
          label={t(UI.newPassword)}
          autoComplete="new-password"
          required
          error={errors.new_password}
        />
        <button type="submit" className="a-button a-button-primary" disabled={busy}>
          {t(UI.savePassword)}
        </button>
      </form>
    </section>
  );
}
