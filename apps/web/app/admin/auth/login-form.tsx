import { schemas } from '@coach/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { signIn } from '../api/auth.ts';
import { validate } from '../crud/form-values.ts';
import { useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';
import { type NoticeMessage, Notice, failure } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { AuthCard } from './auth-card.tsx';

/** The login screen: at /login, and in place of every /admin screen when signed out. */
export function LoginForm({ notice: initial }: { notice?: NoticeMessage }) {
  const t = useT();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = validate(schemas.credentials, {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signIn(checked.data as { username: string; password: string });
      navigate('/admin');
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      setNotice(failure(tooMany ? error.detail : 'Invalid credentials'));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={UI.signInTitle}>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        <TextField
          id="username"
          label={t(UI.username)}
          autoComplete="username"
          required
          error={errors.username}
        />
        <TextField
          id="password"
          type="password"
          label={t(UI.password)}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <button type="submit" className="a-button a-button-primary a-button-block" disabled={busy}>
          {t(busy ? UI.signingIn : UI.signIn)}
        </button>
      </form>
      <p className="a-auth-alt">
        <Link to="/reset-password">{t(UI.forgotPassword)}</Link>
      </p>
      <p className="a-auth-alt">
        <Link to="/register">{t(UI.register)}</Link>
      </p>
    </AuthCard>
  );
}
