import {
  type AttendeeRegistration,
  REGISTRATION_MOVES,
  type RegistrationStatus,
} from '@coach/contract';
import { useT } from '../i18n/text.ts';
import { RejectForm } from '../ui/reject-form.tsx';
import { useStatusMove } from '../ui/use-status-move.ts';
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
  const { move, busy, rejecting, setRejecting, dialog } = useStatusMove<RegistrationStatus>({
    send: (status, reason) => moveRegistration(registration.id, status, reason),
    cancel: { question: L.confirmCancel, confirm: MOVE_NAMES.cancelled },
    onMoved,
    onFailed,
  });
  const moves = REGISTRATION_MOVES[registration.status];
  if (moves.length === 0) return null;

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
        <RejectForm
          busy={busy}
          labels={{ reason: L.rejectReason, send: L.sendRejection, keep: L.keep }}
          onSend={(reason) => void move('rejected', reason)}
          onKeep={() => setRejecting(false)}
        />
      )}
      {dialog}
    </div>
  );
}
