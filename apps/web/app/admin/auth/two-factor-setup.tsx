import { schemas } from '@coach/contract';
import { useEffect, useRef, useState } from 'react';
import { type TotpSetup, confirmTotp } from '../api/auth.ts';
import { useT } from '../i18n/text.ts';
import { Notice, success } from '../ui/notice.tsx';
import { TextField } from '../ui/text-field.tsx';
import { fieldText, useFormAction } from '../ui/use-form-action.ts';
import { QrCode } from './qr-code.tsx';
import { L } from './two-factor-texts.ts';
import { SubmitButton } from '../ui/submit-button.tsx';

/** The key in groups of four, as people copy it by eye (apps ignore the spaces). */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Copies text; answers whether it worked (the clipboard needs a secure page and a user's tap). */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A button that copies, then says so for a moment (read out politely). */
function CopyButton({ text, label }: { text: string; label: { en: string; mm: string } }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <span className="a-copy">
      <button
        type="button"
        className="a-button"
        onClick={() => void copy(text).then((done) => setCopied(done))}
      >
        {t(label)}
      </button>
      <span role="status" className="a-muted">
        {copied ? t(L.copied) : ''}
      </span>
    </span>
  );
}

/** Setting up: the QR code, the key as text, and the first code from the app. */
export function TwoFactorSetup({
  setup,
  password,
  onDone,
  onCancel,
}: {
  setup: TotpSetup;
  /** The current password given to start: the API takes it again with the first code. */
  password: string;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { errors, notice, busy, handle } = useFormAction();
  const start = useRef<HTMLOListElement>(null);
  useEffect(() => start.current?.focus(), []);

  const submit = handle(
    schemas.totpCode,
    (form) => ({ code: fieldText(form, 'totp_code') }),
    async ({ code }) => {
      const { recovery_codes } = await confirmTotp(code, password);
      onDone(recovery_codes);
    },
    { code: 'totp_code' },
  );

  return (
    <ol className="a-totp-steps" ref={start} tabIndex={-1}>
      <li>
        <p>{t(L.scan)}</p>
        <QrCode text={setup.otpauth_url} label={t(L.qrLabel)} />
        {/* A phone cannot scan its own screen: the otpauth:// link hands the key to the app. */}
        <p>{t(L.onThisPhone)}</p>
        <p>
          <a className="a-button" href={setup.otpauth_url}>
            {t(L.openInApp)}
          </a>
        </p>
        <p>{t(L.cannotScan)}</p>
        <p className="a-totp-key">
          <code data-testid="totp-secret">{groupedKey(setup.secret)}</code>
        </p>
        <CopyButton text={setup.secret} label={L.copyKey} />
      </li>
      <li>
        <Notice notice={notice} />
        <form onSubmit={submit} noValidate className="a-auth-form">
          <p>{t(L.enterCode)}</p>
          <TextField
            id="totp_code"
            label={t(L.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            error={errors.totp_code}
          />
          <div className="a-totp-actions">
            <SubmitButton busy={busy}>{t(L.confirm)}</SubmitButton>
            <button type="button" className="a-button" onClick={onCancel}>
              {t(L.cancel)}
            </button>
          </div>
        </form>
      </li>
    </ol>
  );
}

/** The recovery codes, once, right after turning it on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="a-recovery">
      <Notice notice={success(L.turnedOn)} />
      <h3 ref={heading} tabIndex={-1}>
        {t(L.recoveryTitle)}
      </h3>
      <p>{t(L.recoveryNote)}</p>
      <ul className="a-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="a-totp-actions">
        <CopyButton text={codes.join('\n')} label={L.copyCodes} />
        <button type="button" className="a-button a-button-primary" onClick={onDone}>
          {t(L.keptCodes)}
        </button>
      </div>
    </div>
  );
}
