import { ROLES, type Role, schemas } from '@coach/contract';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { useT } from '../i18n/text.ts';
import { Notice } from '../ui/notice.tsx';
import { EmailField, UsernameField } from '../auth/account-fields.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { L } from './texts.ts';
import { type User, inviteUser } from './users-api.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

/** Invites someone by email, as an editor unless the owner picks staff or owner. */
export function InviteForm({ onInvited }: { onInvited: (user: User) => void }) {
  const t = useT();
  const language = useLanguage();
  const { errors, notice, busy, handle } = useFormAction();
  const [role, setRole] = useState<Role>('editor');

  const submit = handle(
    schemas.invitation,
    (form) => ({
      username: fieldText(form, 'username').trim(),
      email: fieldText(form, 'email').trim(),
      role: fieldText(form, 'role'),
    }),
    async (invitation, form) => {
      const user = await inviteUser(invitation, language);
      form.reset();
      setRole('editor');
      onInvited(user);
    },
  );

  return (
    <section className="a-invite" aria-labelledby="invite-title">
      <h2 id="invite-title">{t(L.invite)}</h2>
      <p className="a-hint">{t(L.inviteHint)}</p>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        {/* Someone else's account: nothing of the owner's own to fill in. */}
        <UsernameField autoComplete="off" error={errors.username} />
        <EmailField autoComplete="off" error={errors.email} />
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
        <SubmitButton busy={busy}>{t(L.sendInvitation)}</SubmitButton>
      </form>
    </section>
  );
}
