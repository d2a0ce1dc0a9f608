import type { ReactNode } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

/** A form's main button, disabled while the form is being sent so that it is sent once. */
export function SubmitButton({
  busy,
  block = false,
  children,
}: {
  busy: boolean;
  /** As wide as the form (the sign-in screens' narrow cards). */
  block?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`a-button a-button-primary${block ? ' a-button-block' : ''}`}
      disabled={busy}
    >
      {children}
    </button>
  );
}

/** The actions under an editing form: its save button, saying so while it saves, then any others. */
export function SaveActions({
  busy,
  label,
  children,
}: {
  busy: boolean;
  label: Text;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="a-form-actions">
      <SubmitButton busy={busy}>{t(busy ? UI.saving : label)}</SubmitButton>
      {children}
    </div>
  );
}
