import { ROLES, schemas } from '@coach/contract';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { ApiError } from '../api/client.ts';
import { validate } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { useT } from '../i18n/text.ts';
import { type NoticeMessage, Notice, failure } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { L } from './texts.ts';
import { type User, inviteUser } from './users-api.ts';

/** Invites someone by email, as an editor unless the owner picks owner. */
export function InviteForm({ onInvited }: { onInvited: (user: User) => void }) {
  const t = useT();
  const language = useLanguage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const checked = validate(schemas.invitation, {
      username: String(form.get('username') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      role: String(form.get('role') ?? ''),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setNotice(undefined);
    setBusy(true);
    try {
      const user = await inviteUser(checked.data as Parameters<typeof inviteUser>[0], language);
      formElement.reset();
      onInvited(user);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      if (error instanceof ApiError && error.status !== 422) setNotice(failure(error.detail));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="a-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t(L.invite)}</h2>
      <p className="a-hint">{t(L.inviteHint)}</p>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        <TextField
          id="username"
          label={t(L.username)}
          autoComplete="off"
          required
          error={errors.username}
        />
        <TextField
          id="email"
          type="email"
          label={t(L.email)}
          autoComplete="off"
          required
          error={errors.email}
        />
        <div className="a-field">
          <label htmlFor="role">{t(L.role)}</label>
          <select id="role" name="role" defaultValue="editor">
            {[...ROLES].reverse().map((role) => (
              <option key={role} value={role}>
                {t(L[role])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="a-button a-button-primary" disabled={busy}>
          {t(L.sendInvitation)}
        </button>
      </form>
    </section>
  );
}
