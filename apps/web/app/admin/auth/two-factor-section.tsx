import { schemas } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { type TotpSetup, beginTotp, disableTotp, totpStatus } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { PasswordField } from './account-fields.tsx';
import { RecoveryCodes, TwoFactorSetup } from './two-factor-setup.tsx';
import { L } from './two-factor-texts.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TotpSetup; password: string }
  | { kind: 'codes'; codes: string[] };

/**
 * "Two-factor sign-in" on the account screen: off, a button that starts setting it up (a
 * QR code, the key as text, the first code); then the recovery codes, shown once; on, a
 * form that turns it off with a code. Both take the current password, kept only until the
 * setup ends: the API asks for it again with the first code.
 */
export function TwoFactorSection() {
  const t = useT();
  const status = useLoad(totpStatus, []);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const { errors, notice, setNotice, busy, handle } = useFormAction();

  const begin = handle(
    schemas.totpBegin,
    (form) => ({ password: fieldText(form, 'totp_password') }),
    async ({ password }) => setStep({ kind: 'setup', setup: await beginTotp(password), password }),
    { password: 'totp_password' },
  );

  async function finish(message?: NoticeMessage) {
    setStep({ kind: 'status' });
    setNotice(message);
    await status.reload();
  }

  let body;
  if (step.kind === 'setup') {
    body = (
      <TwoFactorSetup
        setup={step.setup}
        password={step.password}
        onDone={(codes) => setStep({ kind: 'codes', codes })}
        onCancel={() => void finish()}
      />
    );
  } else if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={() => void finish(success(L.turnedOn))} />;
  } else if (!status.data) {
    body = <LoadState error={status.error} onRetry={() => void status.reload()} />;
  } else if (status.data.enabled) {
    body = (
      <TurnOffForm
        left={status.data.recovery_codes_left}
        onDone={() => void finish(success(L.turnedOff))}
      />
    );
  } else {
    body = (
      <>
        <p>{t(L.offIntro)}</p>
        <form onSubmit={begin} noValidate className="a-auth-form">
          <p>{t(L.turnOnPassword)}</p>
          <PasswordField purpose="current" id="totp_password" error={errors.totp_password} />
          <SubmitButton busy={busy}>{t(L.turnOn)}</SubmitButton>
        </form>
      </>
    );
  }

  return (
    <section className="a-two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t(L.title)}</h2>
      <Notice notice={notice} onDismiss={() => setNotice(undefined)} />
      {body}
    </section>
  );
}

/** While it is on: how many recovery codes are left, and turning it off with a code. */
function TurnOffForm({ left, onDone }: { left: number; onDone: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { errors, notice, busy, handle } = useFormAction();

  const submit = handle(
    schemas.totpChange,
    (form) => ({
      code: fieldText(form, 'totp_off_code'),
      password: fieldText(form, 'totp_off_password'),
    }),
    async ({ code, password }) => {
      await disableTotp(code, password);
      onDone();
    },
    { password: 'totp_off_password', code: 'totp_off_code' },
  );

  return (
    <>
      <p>
        <span className="a-badge a-badge-on">{t(L.on)}</span> {t(L.onIntro)}
      </p>
      <p className="a-muted">{fillIn(t(L.codesLeft), { count: localDigits(left, language) })}</p>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        <p>{t(L.turnOffIntro)}</p>
        <PasswordField purpose="current" id="totp_off_password" error={errors.totp_off_password} />
        <TextField
          id="totp_off_code"
          label={t(L.codeOrRecovery)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.totp_off_code}
        />
        <button type="submit" className="a-button a-button-danger" disabled={busy}>
          {t(L.turnOff)}
        </button>
      </form>
    </>
  );
}
