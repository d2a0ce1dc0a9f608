import { schemas } from '@coach/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { needsOtp, registrationOpen, signIn } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type NoticeMessage, Notice, failure, problemNotice } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { useLoad } from '../ui/use-load.ts';
import { PasswordField, UsernameField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { safeReturnPath } from './return-to.ts';
import { L } from './two-factor-texts.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

interface Credentials {
  username: string;
  password: string;
}

/**
 * The login screen: at /login, and in place of every /admin screen when signed out. An
 * account with two-factor sign-in on gets a second step once its password is right: the
 * code from the authenticator app (or a recovery code), sent with the same credentials.
 * Signed in, it goes to the page asked for (only inside /admin), else to the dashboard.
 */
export function LoginForm({
  notice: initial,
  returnTo,
  username,
}: {
  notice?: NoticeMessage;
  /** The back-office page asked for (a link from an email): where the sign-in goes. */
  returnTo?: string | null;
  /** The account's name, filled in when the screen before knew it (a password just set). */
  username?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  // "Register" only while registration is open (the first run), and not before that is known.
  const registration = useLoad(registrationOpen, []);
  const { errors, setErrors, notice, setNotice, busy, handle } = useFormAction(initial);
  /** Set once the password was right and the account asks for a code. */
  const [codeFor, setCodeFor] = useState<Credentials>();

  /**
   * Signs in, and goes where asked. Its refusals are its own: a second step, or "Invalid
   * credentials" only for a refused password, since a busy or unreachable site says so, or
   * the owner would doubt a password that was right.
   */
  async function attempt(credentials: Credentials, otp?: string) {
    try {
      await signIn({ ...credentials, otp });
      navigate(safeReturnPath(returnTo), { replace: true });
    } catch (error) {
      if (needsOtp(error) && !otp) {
        setNotice(undefined);
        setCodeFor(credentials);
        return;
      }
      const refused = error instanceof ApiError && error.status === 401;
      setNotice(refused && !otp ? failure('Invalid credentials') : problemNotice(error));
    }
  }

  const submitPassword = handle(
    schemas.credentials,
    (form) => ({ username: fieldText(form, 'username'), password: fieldText(form, 'password') }),
    (credentials) => attempt(credentials),
  );

  const submitCode = handle(
    schemas.totpCode,
    (form) => ({ code: fieldText(form, 'otp') }),
    ({ code }) => attempt(codeFor!, code),
  );

  function startOver() {
    setCodeFor(undefined);
    setErrors({});
    setNotice(undefined);
  }

  return (
    <AuthCard title={UI.signInTitle}>
      <Notice notice={notice} />
      {codeFor ? (
        <CodeStep busy={busy} error={errors.code} onSubmit={submitCode} onStartOver={startOver} />
      ) : (
        <form onSubmit={submitPassword} noValidate className="a-auth-form">
          <UsernameField defaultValue={username} error={errors.username} />
          <PasswordField
            purpose="current"
            id="password"
            label={UI.password}
            // With the name filled in, the password is what is left to type.
            autoFocus={!!username}
            error={errors.password}
          />
          <SubmitButton busy={busy} block>
            {t(busy ? UI.signingIn : UI.signIn)}
          </SubmitButton>
        </form>
      )}
      <p className="a-auth-alt">
        <Link to="/reset-password">{t(UI.forgotPassword)}</Link>
      </p>
      {!codeFor && registration.data?.open && (
        <p className="a-auth-alt">
          <Link to="/register">{t(UI.register)}</Link>
        </p>
      )}
    </AuthCard>
  );
}

/**
 * The second step: the code, with the focus on its field. Phones show digits only for a
 * numeric field, so a recovery code (letters too) gets a field of its own at a tap.
 */
function CodeStep({
  busy,
  error,
  onSubmit,
  onStartOver,
}: {
  busy: boolean;
  error?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onStartOver: () => void;
}) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), [recovery]);
  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="a-auth-form">
      <p>{t(recovery ? L.recoveryIntro : L.signInCodeIntro)}</p>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        id="otp"
        label={t(recovery ? L.recoveryCode : L.signInCode)}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        required
        error={error}
      />
      <SubmitButton busy={busy} block>
        {t(busy ? UI.signingIn : UI.signIn)}
      </SubmitButton>
      <p className="a-auth-alt">
        <button type="button" className="a-link-button" onClick={() => setRecovery(!recovery)}>
          {t(recovery ? L.useApp : L.useRecovery)}
        </button>
      </p>
      <p className="a-auth-alt">
        <button type="button" className="a-link-button" onClick={onStartOver}>
          {t(L.otherAccount)}
        </button>
      </p>
    </form>
  );
}
