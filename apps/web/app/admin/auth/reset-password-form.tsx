import { schemas } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { ApiError } from '../api/client.ts';
import { confirmPasswordReset, passwordLinkFor, requestPasswordReset } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { Notice, failure, success } from '../ui/notice.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { EmailField, PasswordField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

/**
 * /reset-password: without a token, asks for the account's email and sends the link;
 * with the emailed link's `?token=` (a reset's or an invitation's), says whose password it
 * sets, sets it, and sends them to sign in with their name filled in.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { errors, notice, setNotice, busy, handle } = useFormAction();
  // A link that is no longer valid says so at once, before a password is typed for nothing.
  const link = useLoad(async () => (token ? passwordLinkFor(token) : null), [token]);
  const linkProblem = link.error instanceof ApiError ? failure(link.error.detail) : undefined;
  const username = link.data?.username;

  const ask = handle(
    schemas.passwordResetRequest,
    (form) => ({ email: fieldText(form, 'email') }),
    async ({ email }) => {
      await requestPasswordReset(email, language);
      setNotice(success(UI.resetSent));
    },
  );

  const set = handle(
    schemas.passwordResetConfirm,
    (form) => ({ token: token ?? '', password: fieldText(form, 'password') }),
    async ({ password }) => {
      await confirmPasswordReset(token ?? '', password);
      navigate('/login', { replace: true, state: { notice: success(UI.resetDone), username } });
    },
  );

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
          <PasswordField purpose="new" id="password" error={errors.password} />
          <SubmitButton busy={busy} block>
            {t(UI.savePassword)}
          </SubmitButton>
        </form>
      ) : (
        <form onSubmit={ask} noValidate className="a-auth-form">
          <p className="a-muted">{t(UI.resetAsk)}</p>
          <EmailField error={errors.email} />
          <SubmitButton busy={busy} block>
            {t(UI.resetSend)}
          </SubmitButton>
        </form>
      )}
      <p className="a-auth-alt">
        <Link to="/login">{t(UI.haveAccount)}</Link>
      </p>
    </AuthCard>
  );
}
