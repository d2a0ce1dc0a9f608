import { schemas } from '@coach/contract';
import { fillIn } from '@coach/contract/messages';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../lib/language.ts';
import { localDigits } from '../../lib/format.ts';
import { type TotpSetup, beginTotp, disableTotp, totpStatus } from '../api/auth.ts';
import { validate } from '../crud/form-values.ts';
import { apiFieldErrors } from '../crud/submit.ts';
import { useT } from '../i18n/text.ts';
import { LoadState } from '../ui/load-state.tsx';
import { type NoticeMessage, Notice, success, problemNotice } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useLoad } from '../ui/use-load.ts';
import { RecoveryCodes, TwoFactorSetup } from './two-factor-setup.tsx';
import { L } from './two-factor-texts.ts';

type Step =
  { kind: 'status' } | { kind: 'setup'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

/**
 * "Two-factor sign-in" on the account screen: off, a button that starts setting it up (a
 * QR code, the key as text, the first code); then the recovery codes, shown once; on, a
 * form that turns it off with a code.
 */
export function TwoFactorSection() {
  const t = useT();
  const status = useLoad(totpStatus, []);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [notice, setNotice] = useState<NoticeMessage>();
  const [busy, setBusy] = useState(false);

  async function begin() {
    setNotice(undefined);
    setBusy(true);
    try {
      setStep({ kind: 'setup', setup: await beginTotp() });
    } catch (error) {
      setNotice(problemNotice(error));
    } finally {
      setBusy(false);
    }
  }

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
        <button
          type="button"
          className="a-button a-button-primary"
          disabled={busy}
          onClick={() => void begin()}
        >
          {t(L.turnOn)}
        </button>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeMessage>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = validate(schemas.totpCode, { code: String(form.get('totp_off_code') ?? '') });
    if (!checked.ok) return setErrors({ totp_off_code: checked.errors.code ?? '' });
    setErrors({});
    setNotice(undefined);
    setBusy(true);
    try {
      await disableTotp((checked.data as { code: string }).code);
      onDone();
    } catch (error) {
      const { code } = apiFieldErrors(error);
      if (code) setErrors({ totp_off_code: code });
      else setNotice(problemNotice(error));
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        <span className="a-badge a-badge-on">{t(L.on)}</span> {t(L.onIntro)}
      </p>
      <p className="a-muted">{fillIn(t(L.codesLeft), { count: localDigits(left, language) })}</p>
      <Notice notice={notice} />
      <form onSubmit={submit} noValidate className="a-auth-form">
        <p>{t(L.turnOffIntro)}</p>
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
