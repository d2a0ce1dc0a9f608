import { useState } from 'react';
import { type Text, useT } from '../i18n/text.ts';
import { SubmitButton } from './submit-button.tsx';
import { LabelledTextArea } from './labelled-text-area.tsx';

/**
 * The reason a receipt is rejected for, asked before the move is sent (an order's, a
 * registration's): the customer reads it on their page and in the email. Keep closes it
 * without a move; the reason typed goes with it.
 */
export function RejectForm({
  busy,
  labels,
  onSend,
  onKeep,
}: {
  busy: boolean;
  labels: { reason: Text; send: Text; keep: Text };
  onSend: (reason: string) => void;
  onKeep: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <form
      className="a-order-reject"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(reason);
      }}
    >
      <LabelledTextArea
        label={t(labels.reason)}
        value={reason}
        onChange={setReason}
        rows={3}
        maxLength={1000}
        required
      />
      <div className="a-row-actions">
        <SubmitButton busy={busy}>{t(labels.send)}</SubmitButton>
        <button type="button" className="a-button" onClick={onKeep}>
          {t(labels.keep)}
        </button>
      </div>
    </form>
  );
}
