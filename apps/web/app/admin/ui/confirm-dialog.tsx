import { useCallback, useEffect, useRef, useState } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { UI } from '../i18n/ui.ts';

interface Pending {
  message: Text;
  confirmLabel: Text;
  dismissLabel: Text;
  resolve: (ok: boolean) => void;
}

/**
 * An accessible confirmation (a modal <dialog>: focus is trapped and Escape cancels),
 * in place of window.confirm. `ask` answers true when the admin confirms. A question whose
 * action is itself a cancelling names its way back otherwise than "Cancel" (`dismissLabel`).
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending>();
  const ask = useCallback(
    (message: Text, confirmLabel: Text = UI.delete, dismissLabel: Text = UI.cancel) =>
      new Promise<boolean>((resolve) =>
        setPending({ message, confirmLabel, dismissLabel, resolve }),
      ),
    [],
  );
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(undefined);
  };
  const dialog = pending ? <ConfirmDialog pending={pending} onClose={close} /> : null;
  return { ask, dialog };
}

function ConfirmDialog({ pending, onClose }: { pending: Pending; onClose: (ok: boolean) => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="a-confirm-dialog"
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id="confirm-title">{t(UI.confirmTitle)}</h2>
      <p id="confirm-message">{t(pending.message)}</p>
      <div className="a-dialog-actions">
        <button type="button" className="a-button" autoFocus onClick={() => onClose(false)}>
          {t(pending.dismissLabel)}
        </button>
        <button type="button" className="a-button a-button-danger" onClick={() => onClose(true)}>
          {t(pending.confirmLabel)}
        </button>
      </div>
    </dialog>
  );
}
