import {
  type AttendeeRegistration,
  REGISTRATION_MOVES,
  type RegistrationStatus,
} from '@coach/contract';
import { useId, useState } from 'react';
import { useT } from '../i18n/text.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { usePending } from '../ui/use-pending.ts';
import { moveRegistration } from './attendees-api.ts';
import { L, MOVE_NAMES } from './attendee-texts.ts';

/**
 * The moves a registration may make from where it is, as an order's screen offers its own
 * (orders/order-actions.tsx): rejecting asks for the reason the visitor will read,
 * cancelling asks first (its seats go back).
 */
export function RegistrationActions({
  registration,
  onMoved,
  onFailed,
}: {
  registration: AttendeeRegistration;
  onMoved: (status: RegistrationStatus) => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const t = useT();
  const { ask, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, pending } = usePending();
  const reasonId = useId();
  const moves = REGISTRATION_MOVES[registration.status];
  if (moves.length === 0) return null;

  async function move(status: RegistrationStatus, why?: string) {
    if (status === 'cancelled' && !(await ask(L.confirmCancel, MOVE_NAMES.cancelled))) return;
    try {
      await pending(async () => {
        await moveRegistration(registration.id, status, why);
        setRejecting(false);
        setReason('');
        await onMoved(status);
      });
    } catch (error) {
      onFailed(error);
    }
  }

  return (
    <div className="a-attendee-actions">
      {!rejecting && (
        <div className="a-row-actions">
          {moves.map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              className={
                status === 'paid'
                  ? 'a-button a-button-small a-button-primary'
                  : status === 'cancelled'
                    ? 'a-button a-button-small a-button-danger-quiet'
                    : 'a-button a-button-small'
              }
              onClick={() => (status === 'rejected' ? setRejecting(true) : void move(status))}
            >
              {t(MOVE_NAMES[status]!)}
              <span className="visually-hidden"> {registration.name}</span>
            </button>
          ))}
        </div>
      )}
      {rejecting && (
        <form
          className="a-order-reject"
          onSubmit={(event) => {
            event.preventDefault();
            void move('rejected', reason);
          }}
        >
          <label htmlFor={reasonId}>{t(L.rejectReason)}</label>
          <textarea
            id={reasonId}
            className="a-input"
            rows={3}
            required
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="a-row-actions">
            <SubmitButton busy={busy}>{t(L.sendRejection)}</SubmitButton>
            <button type="button" className="a-button" onClick={() => setRejecting(false)}>
              {t(L.keep)}
            </button>
          </div>
        </form>
      )}
      {dialog}
    </div>
  );
}
