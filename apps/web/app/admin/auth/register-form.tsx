import { schemas } from '@coach/contract';
import { Link, useNavigate } from 'react-router';
import { register, registrationOpen } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { LoadState } from '../ui/load-state.tsx';
import { Notice, failure, success } from '../ui/notice.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { EmailField, PasswordField, UsernameField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { useToken } from './use-token.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

/**
 * /register: usable while no account exists (first run) or by a signed-in admin adding
 * another account; closed otherwise, as the API enforces too.
 */
export function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useToken() !== null;
  const status = useLoad(registrationOpen, []);
  const { errors, notice, setNotice, busy, handle } = useFormAction();

  const submit = handle(
    schemas.registration,
    (form) => ({
      username: fieldText(form, 'username'),
      email: fieldText(form, 'email'),
      password: fieldText(form, 'password'),
    }),
    async (registration, form) => {
      try {
        await register(registration);
      } catch (error) {
        // A failed registration is logged; the fields still say what was wrong.
        console.error('Registration failed', error);
        throw error;
      }
      if (signedIn) {
        form.reset();
        setNotice(success(UI.accountCreated));
      } else {
        navigate('/login', { state: { notice: success(UI.registerDone) } });
      }
    },
  );

  if (!status.data) {
    return (
      <AuthCard title={UI.registerTitle}>
        <LoadState error={status.error} onRetry={status.reload} />
      </AuthCard>
    );
  }
  const open = status.data.open || signedIn;
  return (
    <AuthCard title={signedIn ? UI.addAccount : UI.registerTitle}>
      <Notice notice={open ? notice : failure(UI.registerClosed)} />
      {open && (
        <form onSubmit={submit} noValidate className="a-auth-form">
          {status.data.open && <p className="a-muted">{t(UI.firstAccount)}</p>}
          <UsernameField error={errors.username} />
          <EmailField error={errors.email} />
          <PasswordField purpose="new" id="password" label={UI.password} error={errors.password} />
          <SubmitButton busy={busy} block>
            {t(UI.register)}
          </SubmitButton>
        </form>
      )}
      <p className="a-auth-alt">
        {signedIn ? (
          <Link to="/admin">{t(UI.dashboard)}</Link>
        ) : (
          <Link to="/login">{t(UI.haveAccount)}</Link>
        )}
      </p>
    </AuthCard>
  );
}
