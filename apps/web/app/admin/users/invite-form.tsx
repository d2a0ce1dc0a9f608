import { ROLES, type Role, schemas } from '@coach/contract';
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

/** Invites someone by email, as an editor unless the owner picks staff or owner. */
export function InviteForm({ onInvited }: { onInvited: (user: User) => void }) {
  const t = useT();
  const language = useLanguage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const [busy, setBusy] = useState(false);
  const [role, setRole] = useState<Role>('editor');

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
      setRole('editor');
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
          <select
            id="role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            aria-describedby="role-help"
          >
            {[...ROLES].reverse().map((each) => (
              <option key={each} value={each}>
                {t(L[each])}
              </option>
            ))}
          </select>
          <p id="role-help" className="a-hint">
            {t(L.roleHelp[role])}
          </p>
        </div>
        <button type="submit" className="a-button a-button-primary" disabled={busy}>
          {t(L.sendInvitation)}
        </button>
      </form>
    </section>
  );
}
