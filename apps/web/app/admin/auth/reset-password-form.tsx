import { schemas } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { ApiError } from '../api/client.ts';
import { confirmPasswordReset, passwordLinkFor, requestPasswordReset } from '../api/auth.ts';
import { validate } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type NoticeMessage, Notice, failure, success } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * /reset-password: without a token, asks for the account's email and sends the link;
 * with the emailed link's `?token=` (a reset's or an invitation's), says whose password it
 * sets, sets it, and sends them to sign in with their name filled in.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const [busy, setBusy] = useState(false);
  // A link that is no longer valid says so at once, before a password is typed for nothing.
  const link = useLoad(async () => (token ? passwordLinkFor(token) : null), [token]);
  const linkProblem = link.error instanceof ApiError ? failure(link.error.detail) : undefined;
  const username = link.data?.username;

  async function run(action: () => Promise<void>) {
    setErrors({});
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      if (error instanceof ApiError && error.status !== 422) setNotice(failure(error.detail));
    } finally {
      setBusy(false);
    }
  }

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(schemas.passwordResetRequest, {
      email: String(new FormData(event.currentTarget).get('email') ?? ''),
    });
    if (!checked.ok) return setErrors(checked.errors);
    const { email } = checked.data as { email: string };
    await run(async () => {
      await requestPasswordReset(email, language);
      setNotice(success(UI.resetSent));
    });
  }

  async function set(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(schemas.passwordResetConfirm, {
      token: token ?? '',
      password: String(new FormData(event.currentTarget).get('password') ?? ''),
    });
    if (!checked.ok) return setErrors(checked.errors);
    const { password } = checked.data as { password: string };
    await run(async () => {
      await confirmPasswordReset(token ?? '', password);
      navigate('/login', { replace: true, state: { notice: success(UI.resetDone), username } });
    });
  }

  return (
    <AuthCard title={link.data?.purpose === 'invitation' ? UI.invitationTitle : UI.resetTitle}>
      <Notice notice={notice ?? linkProblem} />
      {token ? (
        <form onSubmit={set} noValidate className="a-auth-form">
          {username && (
            <>
              <p data-testid="link-account">
                {fillIn(t(link.data?.purpose === 'invitation' ? UI.invitationFor : UI.resetFor), {
                  username,
                })}
              </p>
              {/* Password managers save the new password under this name. */}
              <input
                type="text"
                name="username"
                autoComplete="username"
                value={username}
                readOnly
                hidden
              />
            </>
          )}
          <p className="a-muted">{t(UI.passwordHint)}</p>
          <TextField
            id="password"
            type="password"
            label={t(UI.newPassword)}
            autoComplete="new-password"
            required
            error={errors.password}
          />
          <button
            type="submit"
            className="a-button a-button-primary a-button-block"
            disabled={busy}
          >
            {t(UI.savePassword)}
          </button>
        </form>
      ) : (
        <form onSubmit={ask} noValidate className="a-auth-form">
          <p className="a-muted">{t(UI.resetAsk)}</p>
          <TextField
            id="email"
            type="email"
            label={t(UI.email)}
            autoComplete="email"
            required
            error={errors.email}
          />
          <button
            type="submit"
            className="a-button a-button-primary a-button-block"
            disabled={busy}
          >
            {t(UI.resetSend)}
          </button>
        </form>
      )}
      <p className="a-auth-alt">
        <Link to="/login">{t(UI.haveAccount)}</Link>
      </p>
    </AuthCard>
  );
}
